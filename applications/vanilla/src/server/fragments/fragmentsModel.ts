/**
 * Fragments in the database: the wire shapes of fragments.yml built from a fragment's row and
 * one of its revisions. A revision's status is derived, never stored: the fragment's
 * `activeRevisionUUID` is the active one, an uncommitted revision is the draft, every other
 * committed one a past revision; the latest is the greatest (UUIDv7: newest) revision UUID.
 */
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { fragmentAssetUrl, type FragmentImpls, type FragmentStatus, type IFragment, type IFragmentDetails, type IFragmentView } from "@library/fragments/fragmentTypes";
import type { FragmentRevisionsTable, FragmentsTable } from "./fragmentMigrations";

export type Db = Kysely<Database> | Transaction<Database>;
export type FragmentRow = Selectable<FragmentsTable>;
export type RevisionRow = Selectable<FragmentRevisionsTable>;
/** A revision without its code: what lists carry. */
export type RevisionSummary = Omit<RevisionRow, "js" | "jsRaw" | "css" | "previewData" | "files">;

export const SUMMARY_COLUMNS = [
    "fragmentRevisionUUID",
    "fragmentUUID",
    "name",
    "commitMessage",
    "commitDescription",
    "dateRevisionInserted",
    "revisionInsertUserID",
    "dateCommitted",
] as const satisfies ReadonlyArray<keyof RevisionRow>;

/** Where site managers edit a fragment. */
export function fragmentEditUrl(fragmentUUID: string): string {
    return `/appearance/fragments?fragmentUUID=${encodeURIComponent(fragmentUUID)}`;
}

function parseJson<T>(text: string, fallback: T): T {
    try {
        return JSON.parse(text) as T;
    } catch {
        return fallback;
    }
}

export function statusOf(fragment: FragmentRow, revision: Pick<RevisionRow, "fragmentRevisionUUID" | "dateCommitted">): FragmentStatus {
    if (fragment.activeRevisionUUID === revision.fragmentRevisionUUID) return "active";
    return revision.dateCommitted === null ? "draft" : "past-revision";
}

/**
 * The layouts that use each fragment (`fragmentViews`): layouts are few and small, so the ones
 * mentioning `$fragmentImpls` are read and their widgets looked at, rather than kept in a table
 * of their own that every layout save would have to maintain.
 */
export async function fragmentViews(db: Db): Promise<Map<string, IFragmentView[]>> {
    const rows = await db.selectFrom("layouts").select(["layoutID", "name", "layout"]).where("layout", "like", "%$fragmentImpls%").execute();
    const views = new Map<string, IFragmentView[]>();
    for (const row of rows) {
        const widgets = parseJson<Array<{ $fragmentImpls?: FragmentImpls }>>(row.layout, []);
        const uuids = new Set(widgets.flatMap((widget) => Object.values(widget.$fragmentImpls ?? {}).map((impl) => impl.fragmentUUID)));
        for (const uuid of uuids) {
            const list = views.get(uuid) ?? [];
            list.push({ recordType: "layout", recordID: String(row.layoutID), recordName: row.name, recordUrl: "/appearance/layouts" });
            views.set(uuid, list);
        }
    }
    return views;
}

export function toFragment(fragment: FragmentRow, revision: RevisionSummary, latestRevisionUUID: string, views: IFragmentView[]): IFragment {
    return {
        fragmentUUID: fragment.fragmentUUID,
        name: revision.name,
        fragmentType: fragment.fragmentType,
        status: statusOf(fragment, revision),
        isLatest: revision.fragmentRevisionUUID === latestRevisionUUID,
        fragmentRevisionUUID: revision.fragmentRevisionUUID,
        revisionInsertUserID: revision.revisionInsertUserID,
        dateRevisionInserted: revision.dateRevisionInserted,
        commitMessage: revision.commitMessage,
        commitDescription: revision.commitDescription,
        isApplied: views.length > 0,
        url: fragmentEditUrl(fragment.fragmentUUID),
        jsUrl: fragmentAssetUrl(fragment.fragmentUUID, "js", revision.fragmentRevisionUUID),
        cssUrl: fragmentAssetUrl(fragment.fragmentUUID, "css", revision.fragmentRevisionUUID),
        fragmentViews: views,
    };
}

export async function findFragmentRow(db: Db, fragmentUUID: string): Promise<FragmentRow> {
    const row = await db.selectFrom("fragments").selectAll().where("fragmentUUID", "=", fragmentUUID).executeTakeFirst();
    if (!row) throw new HttpError(404, "Fragment not found.");
    return row;
}

export async function latestRevisionUUID(db: Db, fragmentUUID: string): Promise<string> {
    const row = await db.selectFrom("fragmentRevisions").select((eb) => eb.fn.max("fragmentRevisionUUID").as("latest")).where("fragmentUUID", "=", fragmentUUID).executeTakeFirst();
    return row?.latest ?? "";
}

export type RevisionChoice = { fragmentRevisionUUID: string } | { status: "active" | "latest" };

/** One revision of a fragment with its code; 404 when the fragment or that revision does not exist. */
export async function findRevision(db: Db, fragment: FragmentRow, choice: RevisionChoice): Promise<RevisionRow> {
    let uuid: string | null;
    if ("fragmentRevisionUUID" in choice) uuid = choice.fragmentRevisionUUID;
    else if (choice.status === "active") uuid = fragment.activeRevisionUUID;
    else uuid = await latestRevisionUUID(db, fragment.fragmentUUID);
    const row = uuid
        ? await db.selectFrom("fragmentRevisions").selectAll().where("fragmentUUID", "=", fragment.fragmentUUID).where("fragmentRevisionUUID", "=", uuid).executeTakeFirst()
        : undefined;
    if (!row) throw new HttpError(404, "Fragment revision not found.");
    return row;
}

/** FragmentDetails of one revision. */
export async function fragmentDetails(db: Db, fragmentUUID: string, choice: RevisionChoice): Promise<IFragmentDetails> {
    const fragment = await findFragmentRow(db, fragmentUUID);
    const [revision, latest, views] = await Promise.all([findRevision(db, fragment, choice), latestRevisionUUID(db, fragmentUUID), fragmentViews(db)]);
    return {
        ...toFragment(fragment, revision, latest, views.get(fragmentUUID) ?? []),
        js: revision.js,
        jsRaw: revision.jsRaw,
        css: revision.css,
        previewData: parseJson(revision.previewData, []),
        files: parseJson(revision.files, []),
    };
}

export type ListStatus = FragmentStatus | "latest";

export interface IListOptions {
    status: ListStatus;
    fragmentType?: string;
    sort: "dateRevisionInserted" | "-dateRevisionInserted";
    appliedStatus: "all" | "applied" | "not-applied";
}

/** The most fragments a list answers: they are a site manager's hand-made components, never thousands. */
export const MAX_LISTED_FRAGMENTS = 500;

/**
 * GET /fragments: per fragment, its revision of the asked status — its latest (the default), its
 * active one, its draft — or, for past-revision, every past revision.
 */
export async function listFragments(db: Db, options: IListOptions): Promise<IFragment[]> {
    let query = db
        .selectFrom("fragmentRevisions as r")
        .innerJoin("fragments as f", "f.fragmentUUID", "r.fragmentUUID")
        .select(SUMMARY_COLUMNS.map((column) => `r.${column}` as const))
        .select(["f.fragmentType", "f.activeRevisionUUID", "f.dateInserted", "f.insertUserID"]);
    if (options.fragmentType) query = query.where("f.fragmentType", "=", options.fragmentType);
    if (options.status === "active") query = query.whereRef("r.fragmentRevisionUUID", "=", "f.activeRevisionUUID");
    else if (options.status === "draft") query = query.where("r.dateCommitted", "is", null);
    else if (options.status === "past-revision")
        query = query.where("r.dateCommitted", "is not", null).where((eb) => eb.or([eb("f.activeRevisionUUID", "is", null), eb("r.fragmentRevisionUUID", "!=", eb.ref("f.activeRevisionUUID"))]));
    else
        query = query.where((eb) =>
            eb("r.fragmentRevisionUUID", "=", eb.selectFrom("fragmentRevisions as later").select((inner) => inner.fn.max("later.fragmentRevisionUUID").as("latest")).whereRef("later.fragmentUUID", "=", "r.fragmentUUID")),
        );
    const [rows, latest, views] = await Promise.all([
        query.orderBy("r.dateRevisionInserted", options.sort === "dateRevisionInserted" ? "asc" : "desc").orderBy("r.fragmentRevisionUUID", options.sort === "dateRevisionInserted" ? "asc" : "desc").limit(MAX_LISTED_FRAGMENTS).execute(),
        db.selectFrom("fragmentRevisions").select(["fragmentUUID", (eb) => eb.fn.max("fragmentRevisionUUID").as("latest")]).groupBy("fragmentUUID").execute(),
        fragmentViews(db),
    ]);
    const latestOf = new Map(latest.map((row) => [row.fragmentUUID, row.latest]));
    return rows
        .map((row) => {
            const fragment: FragmentRow = { fragmentUUID: row.fragmentUUID, fragmentType: row.fragmentType, activeRevisionUUID: row.activeRevisionUUID, dateInserted: row.dateInserted, insertUserID: row.insertUserID };
            return toFragment(fragment, row, latestOf.get(row.fragmentUUID) ?? "", views.get(row.fragmentUUID) ?? []);
        })
        .filter((fragment) => options.appliedStatus === "all" || fragment.isApplied === (options.appliedStatus === "applied"));
}

/** GET /fragments/{uuid}/revisions: newest first, paged. */
export async function listRevisions(db: Db, fragmentUUID: string, options: { commitMessage?: string; limit: number; page: number }): Promise<IFragment[]> {
    const fragment = await findFragmentRow(db, fragmentUUID);
    let query = db.selectFrom("fragmentRevisions").select(SUMMARY_COLUMNS).where("fragmentUUID", "=", fragmentUUID);
    // A substring, taken literally: its % and _ are escaped (the escape character is named, as SQLite has none by default).
    if (options.commitMessage) query = query.where(sql<boolean>`${sql.ref("commitMessage")} like ${`%${options.commitMessage.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
    const [rows, latest, views] = await Promise.all([
        query
            .orderBy("fragmentRevisionUUID", "desc")
            .limit(options.limit)
            .offset((options.page - 1) * options.limit)
            .execute(),
        latestRevisionUUID(db, fragmentUUID),
        fragmentViews(db),
    ]);
    return rows.map((row) => toFragment(fragment, row, latest, views.get(fragmentUUID) ?? []));
}
