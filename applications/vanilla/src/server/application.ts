import type { IServerApplication } from "@server/applications";
import { vanillaMigrations } from "./migrations";
import { registerVanilla } from "./vanillaRoutes";

const vanilla: IServerApplication = {
    key: "vanilla",
    migrations: vanillaMigrations,
    register: (app) => registerVanilla(app),
};

export default vanilla;
