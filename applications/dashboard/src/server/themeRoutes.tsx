/**
 * The themes API (shell §7 "Themes", Vanilla's themes.yml) and the admin pages /appearance/themes
 * and /appearance/style-guides/{themeID}/revisions. Reading the current theme is public; every
 * other read and every change needs site.manage (administrators hold every permission).
 */
import { isSecureRequest } from "@server/auth/sessions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { themeVariablesErrors } from "@library/theme/themeValidation";
import type { IThemeVariables } from "@library/theme/themeVariables";
import { THEMES_PAGE_URL } from "@library/theme/themeTypes";
import { getAllThemesAction, getThemeRevisionsAction } from "@library/theme/themeActions";
import { HttpError, notFound } from "@server/http/httpErrors";
import { getViewer, requirePermission, viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { themeRevisionsPage, themesPage } from "@dashboard/pages/themesPage";
import { renderPage } from "@server/ssr/renderPage";
import { ThemesPage } from "@dashboard/themes/ThemesPage";
import { ThemeRevisionsPage } from "@dashboard/themes/ThemeRevisionsPage";
import { safeTarget } from "./safeTarget";
import {
    activateRevision,
    addRevision,
    clearPreviewCookie,
    findRevision,
    findTheme,
    listRevisions,
    listThemes,
    parseVariables,
    resolvePageTheme,
    setCurrentTheme,
    THEME_MANAGE_PERMISSION,
    themeRecord,
    writePreviewCookie,
} from "./themeModel";
import type { ThemeRow } from "./themeSchema";
import "./themeSchema";

const themeIDSchema = { anyOf: [{ type: "integer", minimum: 1 }, { type: "string", minLength: 1, maxLength: 100 }] };
const nullableIDSchema = { anyOf: [{ type: "integer", minimum: 0 }, { type: "string", maxLength: 100 }, { type: "null" }] };
const variablesAssetSchema = {
    type: "object",
    properties: { variables: { type: "object", required: ["data"], properties: { data: { type: "object" }, type: { type: "string" } } } },
};

interface IThemeParams {
    themeKey: string;
}

function requireManager(request: FastifyRequest): Promise<void> {
    return requirePermission(request, THEME_MANAGE_PERMISSION);
}

/** 400 with the variables' field errors (shell §5 colours), in Vanilla's error shape. */
function validateVariables(variables: unknown): IThemeVariables {
    const errors = themeVariablesErrors(variables);
    if (errors.length) throw new HttpError(400, errors.length === 1 ? errors[0]!.message : "Validation Failed", errors.map((error) => ({ ...error, status: 400 })));
    return variables as IThemeVariables;
}

export async function registerThemeRoutes(app: FastifyInstance, options: { secureCookies: boolean }): Promise<void> {
    const { db } = app.hearth;
    app.hearth.themeResolver = resolvePageTheme;

    async function themeOr404(idOrKey: string | number): Promise<ThemeRow> {
        const theme = await findTheme(db, idOrKey);
        if (!theme) throw notFound("Theme");
        return theme;
    }

    /** Anyone may read the current theme at its active revision; anything else is for managers. */
    async function readableTheme(request: FastifyRequest, key: string, revisionID?: number) {
        const theme = await themeOr404(key);
        const revision = await findRevision(db, theme.themeID, revisionID);
        if (!revision) throw notFound("Theme revision");
        if (!(theme.current === 1 && revision.active === 1)) await requireManager(request);
        return { theme, revision };
    }

    app.get("/api/v2/themes", async (request) => {
        await requireManager(request);
        return listThemes(db);
    });

    app.get("/api/v2/themes/current", async () => {
        const theme = await db.selectFrom("themes").selectAll().where("current", "=", 1).executeTakeFirst();
        const revision = theme && (await findRevision(db, theme.themeID));
        if (!theme || !revision) throw notFound("Theme");
        return themeRecord(theme, revision);
    });

    app.put<{ Body: { themeID: number | string } }>(
        "/api/v2/themes/current",
        { schema: { body: { type: "object", required: ["themeID"], properties: { themeID: themeIDSchema } } } },
        async (request, reply) => {
            await requireManager(request);
            const theme = await themeOr404(request.body.themeID);
            await setCurrentTheme(db, theme.themeID);
            // Applying ends the preview: the toast would otherwise offer to apply it again.
            clearPreviewCookie(reply);
            return themeRecord({ ...theme, current: 1 }, (await findRevision(db, theme.themeID))!);
        },
    );

    // Shell §4: cancel sends empty values; a theme sets this session's preview.
    app.put<{ Body: { themeID?: number | string | null; revisionID?: number | string | null; redirect?: string } }>(
        "/api/v2/themes/preview",
        { schema: { body: { type: "object", properties: { themeID: nullableIDSchema, revisionID: nullableIDSchema, redirect: { type: "string", maxLength: 2000 } } } } },
        async (request, reply) => {
            await requireManager(request);
            const { themeID, revisionID, redirect } = request.body;
            if (themeID === undefined || themeID === null || themeID === "" || themeID === 0) {
                clearPreviewCookie(reply);
                return reply.status(204).send();
            }
            const theme = await themeOr404(themeID);
            const revisionNumber = revisionID === undefined || revisionID === null || revisionID === "" ? null : Number(revisionID);
            if (revisionNumber !== null && !Number.isInteger(revisionNumber)) {
                throw new HttpError(400, "revisionID is not a valid integer.", [{ field: "revisionID", message: "revisionID is not a valid integer.", code: "type", status: 400 }]);
            }
            const revision = await findRevision(db, theme.themeID, revisionNumber || null);
            if (!revision) {
                throw new HttpError(400, "The revision is not one of this theme's.", [{ field: "revisionID", message: "The revision is not one of this theme's.", code: "invalid", status: 400 }]);
            }
            writePreviewCookie(reply, { themeID: theme.themeID, revisionID: revisionNumber || null, redirect: redirect ? safeTarget(request, redirect) : THEMES_PAGE_URL }, options.secureCookies || isSecureRequest(request));
            return themeRecord(theme, revision);
        },
    );

    app.post<{ Body: { name: string; parentTheme?: number | string; assets?: { variables?: { data: unknown } } } }>(
        "/api/v2/themes",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["name"],
                    properties: { name: { type: "string", minLength: 1, maxLength: 100 }, parentTheme: themeIDSchema, assets: variablesAssetSchema },
                },
            },
        },
        async (request, reply) => {
            await requireManager(request);
            const { name, parentTheme, assets } = request.body;
            const given = assets?.variables ? validateVariables(assets.variables.data) : {};
            let base: IThemeVariables = {};
            if (parentTheme !== undefined) {
                const parent = await themeOr404(parentTheme);
                base = parseVariables((await findRevision(db, parent.themeID))?.variables ?? "{}");
            }
            const variables: IThemeVariables = { ...base, ...given };
            const { themeID } = await db
                .insertInto("themes")
                .values({ themeKey: `new-${Date.now()}-${Math.random().toString(36).slice(2)}`, name: name.trim(), current: 0, dateInserted: new Date().toISOString() })
                .returning("themeID")
                .executeTakeFirstOrThrow();
            // The key is the name's slug made unique by the ID, e.g. "harvest-3".
            const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "theme";
            await db.updateTable("themes").set({ themeKey: `${slug}-${themeID}` }).where("themeID", "=", themeID).execute();
            await addRevision(db, themeID, variables, (await getViewer(request)).user.userID, "Initial");
            const theme = await themeOr404(themeID);
            return reply.status(201).send(themeRecord(theme, (await findRevision(db, themeID))!));
        },
    );

    app.get<{ Params: IThemeParams; Querystring: { revisionID?: number } }>(
        "/api/v2/themes/:themeKey",
        { schema: { querystring: { type: "object", properties: { revisionID: { type: "integer", minimum: 1 }, expand: {} } } } },
        async (request) => {
            const { theme, revision } = await readableTheme(request, request.params.themeKey, request.query.revisionID);
            return themeRecord(theme, revision);
        },
    );

    // Only the variables asset exists here; the others (header, footer, styles, scripts,
    // javascript) answer 404 as Vanilla does for a theme without them.
    app.get<{ Params: IThemeParams & { asset: string } }>("/api/v2/themes/:themeKey/assets/:asset", async (request) => {
        const { theme, revision } = await readableTheme(request, request.params.themeKey);
        const asset = request.params.asset;
        const data = parseVariables(revision.variables);
        if (asset === "variables.json") return data;
        if (asset === "variables") return themeRecord(theme, revision).assets.variables;
        throw notFound("Asset");
    });

    app.get<{ Params: IThemeParams }>("/api/v2/themes/:themeKey/revisions", async (request) => {
        await requireManager(request);
        return listRevisions(db, await themeOr404(request.params.themeKey));
    });

    app.patch<{ Params: IThemeParams; Body: { revisionID?: number; name?: string; revisionName?: string; assets?: { variables?: { data: unknown } } } }>(
        "/api/v2/themes/:themeKey",
        {
            schema: {
                body: {
                    type: "object",
                    minProperties: 1,
                    properties: {
                        revisionID: { type: "integer", minimum: 1 },
                        name: { type: "string", minLength: 1, maxLength: 100 },
                        revisionName: { type: "string", maxLength: 100 },
                        assets: variablesAssetSchema,
                    },
                },
            },
        },
        async (request, reply) => {
            await requireManager(request);
            const theme = await themeOr404(request.params.themeKey);
            const { revisionID, name, revisionName, assets } = request.body;
            if (revisionID !== undefined && assets?.variables) {
                throw new HttpError(400, "Give either revisionID or new variables, not both.", [{ field: "revisionID", message: "Give either revisionID or new variables, not both.", code: "conflict", status: 400 }]);
            }
            const variables = assets?.variables ? validateVariables(assets.variables.data) : undefined;
            if (revisionID !== undefined) {
                if (!(await findRevision(db, theme.themeID, revisionID))) {
                    throw new HttpError(400, "The revision is not one of this theme's.", [{ field: "revisionID", message: "The revision is not one of this theme's.", code: "invalid", status: 400 }]);
                }
                await activateRevision(db, theme.themeID, revisionID);
                // Restoring the previewed revision ends the preview (shell §4 "Restore").
                clearPreviewCookie(reply);
            }
            if (name !== undefined) await db.updateTable("themes").set({ name: name.trim() }).where("themeID", "=", theme.themeID).execute();
            if (variables) await addRevision(db, theme.themeID, variables, (await getViewer(request)).user.userID, revisionName);
            const updated = await themeOr404(theme.themeID);
            return themeRecord(updated, (await findRevision(db, theme.themeID))!);
        },
    );

    app.delete<{ Params: IThemeParams }>("/api/v2/themes/:themeKey", async (request, reply) => {
        await requireManager(request);
        const theme = await themeOr404(request.params.themeKey);
        if (theme.current === 1) throw new HttpError(400, "The current theme cannot be deleted. Apply another theme first.");
        await db.transaction().execute(async (trx) => {
            await trx.deleteFrom("themeRevisions").where("themeID", "=", theme.themeID).execute();
            await trx.deleteFrom("themes").where("themeID", "=", theme.themeID).execute();
        });
        return reply.status(204).send();
    });

    // --- Pages ---

    app.get("/appearance/themes", async (request, reply) => {
        if (!(await viewerCan(request, THEME_MANAGE_PERMISSION))) return renderErrorPage(request, reply, 403);
        const themes = await listThemes(db);
        return renderPage(request, reply, {
            page: themesPage,
            mode: "island",
            title: t("Themes"),
            actions: [getAllThemesAction.done({ params: undefined, result: themes })],
            element: <ThemesPage />,
        });
    });

    app.get<{ Params: { themeID: string } }>("/appearance/style-guides/:themeID/revisions", async (request, reply) => {
        if (!(await viewerCan(request, THEME_MANAGE_PERMISSION))) return renderErrorPage(request, reply, 403);
        const theme = await findTheme(db, request.params.themeID);
        if (!theme) return renderErrorPage(request, reply, 404);
        const revisions = await listRevisions(db, theme);
        return renderPage(request, reply, {
            page: themeRevisionsPage,
            mode: "island",
            title: t("Theme Revisions"),
            actions: [getThemeRevisionsAction.done({ params: { themeID: theme.themeID }, result: revisions })],
            element: <ThemeRevisionsPage themeID={theme.themeID} name={theme.name} />,
        });
    });
}
