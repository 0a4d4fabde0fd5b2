import type { IServerApplication } from "@server/applications";
import { registerDashboard } from "./dashboardRoutes";
import { dashboardMigrations } from "./migrations";

const dashboard: IServerApplication = {
    key: "dashboard",
    migrations: dashboardMigrations,
    register: (app, context) => registerDashboard(app, context),
};

export default dashboard;
