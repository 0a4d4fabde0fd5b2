import type { IServerApplication } from "@server/applications";
import { registerConversations } from "./conversationsRoutes";
import { conversationsMigrations } from "./migrations";
import { liveMigrations } from "./liveMigrations";

const conversations: IServerApplication = {
    key: "conversations",
    migrations: { ...conversationsMigrations, ...liveMigrations },
    register: (app) => registerConversations(app),
};

export default conversations;
