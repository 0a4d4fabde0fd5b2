/**
 * Layouts in the database (issue 13): custom layouts are rows, the built-in default of each view
 * type is code (layoutDefaults.ts) with the view type as its ID ("home"). Which layout serves a
 * view is a layoutViews row per view type and record; no row means the default.
 */
import type { Kysely, Selectable } from "kysely";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { LAYOUT_VIEW_TYPES, isLayoutViewType, type ILayout, type ILayoutView, type ILayoutWidgetDefinition, type LayoutViewType } from "@library/layouts/layoutTypes";
import { DEFAULT_LAYOUTS } from "./layoutDefaults";
import type { LayoutsTable, LayoutViewsTable } from "./layoutMigrations";

type LayoutRow = Selectable<LayoutsTable>;
type LayoutViewRow = Selectable<LayoutViewsTable>;

/** The record every view type has: the whole site. */
export const GLOBAL_RECORD = { recordType: "global", recordID: -1 } as const;

function parseJson<T>(text: string, fallback: T): T {
    try {
        return JSON.parse(text) as T;
    } catch {
        return fallback;
    }
}

function toView(row: LayoutViewRow): ILayoutView {
    return { ...row, layoutViewType: row.layoutViewType as LayoutViewType };
}

function toLayout(row: LayoutRow, views: LayoutViewRow[]): ILayout {
    return {
        layoutID: row.layoutID,
        name: row.name,
        layoutViewType: row.layoutViewType as LayoutViewType,
        layout: parseJson<ILayoutWidgetDefinition[]>(row.layout, []),
        titleBar: parseJson<Record<string, unknown>>(row.titleBar, {}),
        isDefault: false,
        isActive: views.length > 0,
        dateInserted: row.dateInserted,
        insertUserID: row.insertUserID,
        dateUpdated: row.dateUpdated,
        updateUserID: row.updateUserID,
        ...(row.redirectTo ? { redirectTo: row.redirectTo } : {}),
        layoutViews: views.map(toView),
    };
}

/** The built-in layout of a view type; active where no custom layout serves the whole site. */
export function defaultLayout(viewType: LayoutViewType, globalTaken = false): ILayout {
    const { name, layout } = DEFAULT_LAYOUTS[viewType];
    return {
        layoutID: viewType,
        name,
        layoutViewType: viewType,
        layout,
        titleBar: {},
        isDefault: true,
        isActive: !globalTaken,
        dateInserted: null,
        insertUserID: null,
        dateUpdated: null,
        updateUserID: null,
        layoutViews: [],
    };
}

/** Every layout: the defaults first (one per view type), then the custom ones, oldest first. */
export async function listLayouts(db: Kysely<Database>): Promise<ILayout[]> {
    const [rows, views] = await Promise.all([db.selectFrom("layouts").selectAll().orderBy("layoutID").execute(), db.selectFrom("layoutViews").selectAll().execute()]);
    const globalTaken = new Set(views.filter((view) => view.recordType === GLOBAL_RECORD.recordType).map((view) => view.layoutViewType));
    return [
        ...LAYOUT_VIEW_TYPES.map((viewType) => defaultLayout(viewType, globalTaken.has(viewType))),
        ...rows.map((row) => toLayout(row, views.filter((view) => view.layoutID === row.layoutID))),
    ];
}

/** A layout by ID: a number for a custom one, a view type for a default; 404 otherwise. */
export async function findLayout(db: Kysely<Database>, id: string | number): Promise<ILayout> {
    if (isLayoutViewType(id)) {
        const taken = await db.selectFrom("layoutViews").select("layoutViewID").where("layoutViewType", "=", id).where("recordType", "=", GLOBAL_RECORD.recordType).executeTakeFirst();
        return defaultLayout(id, taken !== undefined);
    }
    const layoutID = Number(id);
    const row = Number.isSafeInteger(layoutID) ? await db.selectFrom("layouts").selectAll().where("layoutID", "=", layoutID).executeTakeFirst() : undefined;
    if (!row) throw new HttpError(404, "Layout not found.");
    const views = await db.selectFrom("layoutViews").selectAll().where("layoutID", "=", row.layoutID).execute();
    return toLayout(row, views);
}

/** The layout serving a view type for a record: its own assignment, else the whole site's, else the default. */
export async function lookupLayout(db: Kysely<Database>, viewType: LayoutViewType, recordType: string, recordID: number): Promise<ILayout> {
    const views = await db
        .selectFrom("layoutViews")
        .select(["layoutID", "recordType", "recordID"])
        .where("layoutViewType", "=", viewType)
        .where((eb) => eb.or([eb.and([eb("recordType", "=", recordType), eb("recordID", "=", recordID)]), eb.and([eb("recordType", "=", GLOBAL_RECORD.recordType), eb("recordID", "=", GLOBAL_RECORD.recordID)])]))
        .execute();
    const own = views.find((view) => view.recordType === recordType && view.recordID === recordID) ?? views.find((view) => view.recordType === GLOBAL_RECORD.recordType);
    return own ? findLayout(db, own.layoutID) : defaultLayout(viewType);
}

/** 422 for a default: it is code, not a row, and stays what "revert to default" returns to. */
export function requireMutable(layout: ILayout): asserts layout is ILayout & { layoutID: number } {
    if (layout.isDefault) throw new HttpError(422, "A default layout cannot be changed. Make a new layout from it instead.");
}
