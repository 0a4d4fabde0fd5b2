/**
 * The dashboard's pages (issue 14 items 1, 2, 3, 9): each checks its section's permission on
 * the server (adminShell.guardAdminSection) before reading anything.
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { renderPage } from "@server/ssr/renderPage";
import { DashboardHome } from "@dashboard/admin/home/DashboardHome";
import { dashboardHomePage, settingsPage } from "@dashboard/pages/adminPages";
import { SettingsPage } from "@dashboard/admin/settings/SettingsPage";
import { SETTING_FIELDS } from "@dashboard/admin/settings/settingsFields";
import { guardAdminSection } from "./adminShell";
import { loadDashboardHome } from "./dashboardHomeModel";

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
    const { db, config } = app.hearth;

    app.get("/dashboard", async (request, reply) => {
        const refused = await guardAdminSection(request, reply, "home");
        if (refused) return refused;
        const data = await loadDashboardHome(db);
        return renderPage(request, reply, { page: dashboardHomePage, mode: "island", title: t("Dashboard"), element: <DashboardHome data={data} /> });
    });

    app.get("/dashboard/settings", async (request, reply) => {
        const refused = await guardAdminSection(request, reply, "settings");
        if (refused) return refused;
        const values = Object.fromEntries(SETTING_FIELDS.map((field) => [field.key, config.get(field.key, null)]));
        return renderPage(request, reply, { page: settingsPage, mode: "island", title: t("Settings"), element: <SettingsPage values={values} /> });
    });
}
