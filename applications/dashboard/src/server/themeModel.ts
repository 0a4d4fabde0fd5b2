/**
 * Theme queries (shell §3 "Theme", §4): themes with their revisions, the current theme, the
 * per-session preview, and the theme a page is rendered with.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { MAX_STORED_INTEGER } from "@server/http/storableValues";
import { sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { viewerCan } from "@server/http/viewer";
import { keptWhileSettingsUnchanged } from "@server/db/generationMemo";
import { DEFAULT_THEME, themeFromVariables, type ITheme as IPageTheme, type IThemeVariables } from "@library/theme/themeVariables";
import { THEMES_PAGE_URL, type ITheme, type IThemePreview } from "@library/theme/themeTypes";
import type { ThemeRevisionRow, ThemeRow } from "./themeSchema";

/** The preview lives in its own signed cookie: per browser session, gone when it closes. */
export const PREVIEW_COOKIE = "hearth_theme_preview";
export const THEME_MANAGE_PERMISSION = "site.manage";

export function parseVariables(json: string): IThemeVariables {
    try {
        const parsed: unknown = JSON.parse(json);
        return typeof parsed === "object" && parsed !== null ? (parsed as IThemeVariables) : {};
    } catch {
        return {};
    }
}

/** The API record of a theme at one revision. */
export function themeRecord(theme: ThemeRow, revision: ThemeRevisionRow): ITheme {
    const variables = parseVariables(revision.variables);
    const resolved = themeFromVariables(theme.name, variables);
    return {
        themeID: theme.themeID,
        themeKey: theme.themeKey,
        name: theme.name,
        type: "themeDB",
        version: String(revision.revisionID),
        current: theme.current === 1,
        revisionID: revision.revisionID,
        revisionName: revision.name,
        active: revision.active === 1,
        dateInserted: revision.dateInserted,
        assets: {
            variables: { type: "json", "content-type": "application/json", url: `/api/v2/themes/${encodeURIComponent(theme.themeKey)}/assets/variables.json`, data: variables },
        },
        preview: {
            preset: resolved.preset ?? "light",
            globalPrimary: resolved.colors.primary,
            globalBg: resolved.colors.bg,
            globalFg: resolved.colors.fg,
            titleBarBg: resolved.colors.titleBarBg,
            titleBarFg: resolved.colors.titleBarFg,
        },
    };
}

/** A theme by its numeric ID or its key ("keystone"). */
export function findTheme(db: Kysely<Database>, idOrKey: string | number): Promise<ThemeRow | undefined> {
    const query = db.selectFrom("themes").selectAll();
    // Digits past the database's integer name no ID: looked up as a key, they find nothing (404).
    const numeric = typeof idOrKey === "number" || (/^\d+$/.test(idOrKey) && Number(idOrKey) <= MAX_STORED_INTEGER);
    return (numeric ? query.where("themeID", "=", Number(idOrKey)) : query.where("themeKey", "=", idOrKey)).executeTakeFirst();
}

export function findCurrentTheme(db: Kysely<Database>): Promise<ThemeRow | undefined> {
    return db.selectFrom("themes").selectAll().where("current", "=", 1).orderBy("themeID").executeTakeFirst();
}

/** The given revision of the theme, or its active one; undefined when it is not the theme's. */
export async function findRevision(db: Kysely<Database>, themeID: number, revisionID?: number | null): Promise<ThemeRevisionRow | undefined> {
    const query = db.selectFrom("themeRevisions").selectAll().where("themeID", "=", themeID);
    if (revisionID) return query.where("revisionID", "=", revisionID).executeTakeFirst();
    return query.orderBy("active", "desc").orderBy("revisionID", "desc").executeTakeFirst();
}

export async function listThemes(db: Kysely<Database>): Promise<ITheme[]> {
    const themes = await db.selectFrom("themes").selectAll().orderBy("themeID").execute();
    const records: ITheme[] = [];
    for (const theme of themes) {
        const revision = await findRevision(db, theme.themeID);
        if (revision) records.push(themeRecord(theme, revision));
    }
    return records;
}

export async function listRevisions(db: Kysely<Database>, theme: ThemeRow): Promise<ITheme[]> {
    const revisions = await db.selectFrom("themeRevisions").selectAll().where("themeID", "=", theme.themeID).orderBy("revisionID", "desc").execute();
    return revisions.map((revision) => themeRecord(theme, revision));
}

/** Shell §4: activating a revision marks it active and the theme's other revisions inactive. */
export async function activateRevision(db: Kysely<Database>, themeID: number, revisionID: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
        await trx.updateTable("themeRevisions").set({ active: 0 }).where("themeID", "=", themeID).execute();
        await trx.updateTable("themeRevisions").set({ active: 1 }).where("themeID", "=", themeID).where("revisionID", "=", revisionID).execute();
    });
}

/**
 * Makes the theme the current one, in one statement over every theme: concurrent calls then
 * take the rows' locks in the same order and run one after the other, leaving exactly one
 * current (two statements, "clear the others" then "set this one", could deadlock, or on
 * PostgreSQL leave two current).
 */
export async function setCurrentTheme(db: Kysely<Database>, themeID: number): Promise<void> {
    await db
        .updateTable("themes")
        .set({ current: sql<number>`${sql.ref("themeID")} = ${themeID}` })
        .execute();
}

/** Saves variables as a new revision of the theme and makes it the active one. */
export async function addRevision(db: Kysely<Database>, themeID: number, variables: IThemeVariables, userID: number, name?: string): Promise<number> {
    const count = await db.selectFrom("themeRevisions").select((eb) => eb.fn.countAll<number>().as("count")).where("themeID", "=", themeID).executeTakeFirstOrThrow();
    const { revisionID } = await db
        .insertInto("themeRevisions")
        .values({
            themeID,
            name: name?.trim() || `Revision ${Number(count.count) + 1}`,
            variables: JSON.stringify(variables),
            active: 0,
            insertUserID: userID,
            dateInserted: new Date().toISOString(),
        })
        .returning("revisionID")
        .executeTakeFirstOrThrow();
    await activateRevision(db, themeID, revisionID);
    return revisionID;
}

// --- The preview (PUT /themes/preview): per session, honoured only for theme managers ---

interface IStoredPreview {
    themeID: number;
    revisionID: number | null;
    redirect: string;
}

export function writePreviewCookie(reply: FastifyReply, preview: IStoredPreview, secure: boolean): void {
    // No expiry: a session cookie, so a forgotten preview ends with the browser session.
    reply.setCookie(PREVIEW_COOKIE, JSON.stringify(preview), { path: "/", httpOnly: true, sameSite: "lax", secure, signed: true });
}

export function clearPreviewCookie(reply: FastifyReply): void {
    reply.clearCookie(PREVIEW_COOKIE, { path: "/" });
}

function readPreviewCookie(request: FastifyRequest): IStoredPreview | null {
    const raw = request.cookies[PREVIEW_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
        const value = JSON.parse(unsigned.value) as Partial<IStoredPreview>;
        if (typeof value.themeID !== "number") return null;
        return { themeID: value.themeID, revisionID: typeof value.revisionID === "number" ? value.revisionID : null, redirect: String(value.redirect ?? THEMES_PAGE_URL) };
    } catch {
        return null;
    }
}

export interface IPageThemeResult {
    theme: IPageTheme;
    preview: IThemePreview | null;
}

/**
 * The theme a page is rendered with: the session's preview for a theme manager, else the
 * current theme's active revision, else the built-in defaults (a database without themes).
 */
export async function resolvePageTheme(request: FastifyRequest): Promise<IPageThemeResult> {
    const { db } = request.server.hearth;
    const stored = readPreviewCookie(request);
    if (stored && (await viewerCan(request, THEME_MANAGE_PERMISSION))) {
        const theme = await findTheme(db, stored.themeID);
        const revision = theme && (await findRevision(db, theme.themeID, stored.revisionID));
        if (theme && revision) {
            return {
                theme: themeFromVariables(theme.name, parseVariables(revision.variables)),
                preview: { themeID: theme.themeID, revisionID: stored.revisionID, name: theme.name, redirect: stored.redirect },
            };
        }
    }
    // Every page needs it and only a settings write changes it: kept while the settings generation is unchanged.
    return keptWhileSettingsUnchanged(request, "currentPageTheme", () => currentPageTheme(db));
}

async function currentPageTheme(db: Kysely<Database>): Promise<IPageThemeResult> {
    const current = await findCurrentTheme(db);
    const revision = current && (await findRevision(db, current.themeID));
    if (!current || !revision) return { theme: DEFAULT_THEME, preview: null };
    return { theme: themeFromVariables(current.name, parseVariables(revision.variables)), preview: null };
}
