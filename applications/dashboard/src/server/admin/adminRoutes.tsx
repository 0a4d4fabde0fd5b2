/**
 * The dashboard's pages (issue 14 items 1, 2, 3, 9): each checks its section's permission on
 * the server (adminShell.guardAdminSection) before reading anything.
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { renderPage } from "@server/ssr/renderPage";
import { DashboardHome } from "@dashboard/admin/home/DashboardHome";
import { addonsPage, dashboardHomePage, localesPage, navigationPage, settingsPage } from "@dashboard/pages/adminPages";
import { NavigationPage } from "@dashboard/admin/navigation/NavigationPage";
import { NAVIGATION_CONFIG_KEY } from "@server/navigation/navigationConfig";
import { navigationTranslateProps } from "@server/translations/navigationTranslations";
import { GUEST_ROLE_TYPE, globalPermissionNames, loadPermissions } from "@server/permissions/permissionsModel";
import { AddonsPage, LocalesPage } from "@dashboard/admin/addons/AddonsPages";
import { SITE_LOCALES, TRANSLATION_SERVICES, localeServiceKey, serviceApiKeyKey, serviceUrlKey } from "../localesRoutes";
import { SettingsPage } from "@dashboard/admin/settings/SettingsPage";
import { SETTING_FIELDS } from "@dashboard/admin/settings/settingsFields";
import { guardAdminSection } from "./adminShell";
import { loadDashboardHome } from "./dashboardHomeModel";

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
    const { db, config, addons } = app.hearth;
    const configText = (key: string) => {
        const value = config.get<string | null>(key, null);
        return typeof value === "string" && value !== "" ? value : null;
    };

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

    app.get("/dashboard/addons", async (request, reply) => {
        const refused = await guardAdminSection(request, reply, "addons");
        if (refused) return refused;
        const list = addons.addons.map((manifest) => ({
            key: manifest.key,
            name: manifest.name,
            description: manifest.description ?? "",
            version: manifest.version ?? "",
            enabled: addons.isEnabled(manifest.key),
            features: (manifest.features ?? []).map((name) => ({ name, enabled: config.isFeatureEnabled(name) })),
        }));
        return renderPage(request, reply, { page: addonsPage, mode: "island", title: t("Add-ons"), element: <AddonsPage addons={list} /> });
    });

    app.get("/dashboard/locales", async (request, reply) => {
        const refused = await guardAdminSection(request, reply, "locales");
        if (refused) return refused;
        const siteLocale = config.get<string>("Garden.Locale");
        const locales = SITE_LOCALES.map((locale) => ({
            localeID: locale.localeID,
            name: locale.displayNames[siteLocale] ?? locale.displayNames.en ?? locale.localeID,
            translationService: configText(localeServiceKey(locale.localeID)),
        }));
        // The keys stay on the server: the page learns only whether one is stored.
        const services = TRANSLATION_SERVICES.map((service) => ({ type: service.type, name: service.name, isConfigured: configText(serviceApiKeyKey(service.type)) !== null, url: configText(serviceUrlKey(service.type)) }));
        return renderPage(request, reply, { page: localesPage, mode: "island", title: t("Locales"), element: <LocalesPage locales={locales} services={services} /> });
    });

    app.get("/dashboard/navigation", async (request, reply) => {
        const refused = await guardAdminSection(request, reply, "navigation");
        if (refused) return refused;
        const rows = await db.selectFrom("roles").select(["roleID", "name", "type"]).orderBy("roleID").execute();
        // The guest first: the preview starts as a visitor sees the title bar.
        rows.sort((a, b) => Number(b.type === GUEST_ROLE_TYPE) - Number(a.type === GUEST_ROLE_TYPE));
        const roles = await Promise.all(rows.map(async (role) => ({ roleID: role.roleID, name: role.name, permissions: await loadPermissions(db, [role.roleID]) })));
        const permissionNames = await globalPermissionNames(db, { isAdmin: true, permissions: [], junctions: {}, junctionAliases: {} });
        const siteLocale = config.get<string>("Garden.Locale");
        const locales = SITE_LOCALES.map((locale) => ({ localeID: locale.localeID, name: locale.displayNames[siteLocale] ?? locale.displayNames.en ?? locale.localeID }));
        return renderPage(request, reply, {
            page: navigationPage,
            mode: "island",
            title: t("Navigation"),
            element: (
                <NavigationPage
                    navigation={config.get(NAVIGATION_CONFIG_KEY)}
                    siteName={config.siteName()}
                    locales={locales}
                    roles={roles}
                    permissionNames={permissionNames}
                    translate={await navigationTranslateProps(request)}
                />
            ),
        });
    });
}
