import type { IServerApplication } from "@server/applications";
import { registerDashboard } from "./dashboardRoutes";
import { registerSiteRoutes } from "./siteRoutes";
import { registerUsersRoutes } from "./usersRoutes";
import { dashboardMigrations } from "./migrations";
import { registerNotifications } from "./notifications";

const dashboard: IServerApplication = {
    key: "dashboard",
    migrations: dashboardMigrations,
    register: async (app, context) => {
        await registerDashboard(app, context);
        await registerUsersRoutes(app);
        await registerSiteRoutes(app);
        await registerNotifications(app);
    },
};

export default dashboard;
