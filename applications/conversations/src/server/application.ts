import type { IServerApplication } from "@server/applications";
import { registerConversations } from "./conversationsRoutes";
import { conversationsMigrations } from "./migrations";

const conversations: IServerApplication = {
    key: "conversations",
    migrations: conversationsMigrations,
    register: (app) => registerConversations(app),
};

export default conversations;
