/**
 * Discussion queries and their API shape (vanilla-openapi discussions.yml), always filtered to
 * the categories the viewer may see.
 */
import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@server/db/schema";
import type { IPaging } from "@library/api/paging";
import type { CategoryRow, DiscussionRow, NewDiscussion } from "./schema";
import { getViewer } from "@server/http/viewer";
import { HttpError } from "@server/http/httpErrors";
import { userFragmentsByID } from "@server/users/usersModel";
import type { DiscussionSort, IDiscussion } from "@vanilla/discussions/discussionTypes";
import { renderBody } from "@server/content/bodyFormat";
import { categoryFragment, categoryUrl, hiddenCategoryIDs, viewableCategories } from "./categoriesModel";
import { nearerEndWindow } from "./pageWindow";
import { viewerReactionCounts } from "./reactionsModel";
import { dismissedDiscussionIDs } from "./discussionModerationModel";
import { tagListColumn, tagsOfRow } from "./tagsModel";
import { readStates, UNTRACKED, type IReadState } from "./readMarks/readMarksModel";
import { currentSiteSection, siteSectionCategoryIDs } from "@server/siteSections/siteSections";
import { KeptWhileUnchanged } from "@server/db/generationMemo";

/**
 * reactions: each reaction type's count and the viewer's own, on request (expand=reactions or all),
 * as Vanilla's contract has it (an expansion of its reactions add-on). A single discussion's GET
 * expands all by default; a list leaves them out unless asked: nothing shows them in a list, and
 * they were half of a 30-row answer's bytes (58 -> 34 KB) and a statement per call.
 */
// breadcrumbs: the discussion list asks for them (content §7); only on request, "all" leaves them out.
export const DISCUSSION_EXPANSIONS = ["insertUser", "lastUser", "category", "reactions", "breadcrumbs", "all"] as const;

export interface IDiscussionQuery {
    page: number;
    limit: number;
    sort: DiscussionSort;
    expand: string[];
    pinOrder?: "first" | "mixed";
    categoryID?: number;
    insertUserID?: number;
}

export function slugify(name: string): string {
    const slug = name
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80)
        .replace(/-+$/, "");
    return slug || "discussion";
}

/**
 * A new discussion's row: what is given, and the starting values every new discussion has (no
 * comments, views or score yet; its last activity is its creation). The one place both posting
 * and moving with a redirect make a discussion from.
 */
export function newDiscussionRow(
    given: Pick<NewDiscussion, "categoryID" | "insertUserID" | "type" | "name" | "body" | "format"> & Partial<Pick<NewDiscussion, "pinned" | "pinLocation" | "closed">>,
    now: string,
): NewDiscussion {
    return {
        pinned: 0,
        pinLocation: null,
        closed: 0,
        ...given,
        dateInserted: now,
        dateUpdated: null,
        dateLastComment: now,
        lastCommentUserID: null,
        countComments: 0,
        countViews: 0,
        score: 0,
        sink: 0,
    };
}

export function discussionUrl(row: Pick<DiscussionRow, "discussionID" | "name">): string {
    return `/discussion/${row.discussionID}/${slugify(row.name)}`;
}

interface IDiscussionOrder {
    direction: "asc" | "desc";
    /** The sort's keys, discussionID last (the same keys, in the same order, as its index in listIndexMigrations.ts). */
    keys: Array<{
        expression: RawBuilder<unknown>;
        value: (row: DiscussionRow) => string | number;
        /**
         * An expression, not a column: SQLite starts an index range at a row value only when its
         * first item is a column, so a walk from an anchor also bounds this key alone.
         */
        computed?: boolean;
    }>;
}

const column = (name: "dateLastComment" | "dateInserted" | "score" | "discussionID") => ({ expression: sql.ref(name), value: (row: DiscussionRow) => row[name] });

/** Content §9's discussion sorts, each made total by the discussion ID in the sort's direction. */
function orderFor(sort: DiscussionSort): IDiscussionOrder {
    switch (sort) {
        case "-dateInserted":
            return { direction: "desc", keys: [column("dateInserted"), column("discussionID")] };
        case "dateInserted":
            return { direction: "asc", keys: [column("dateInserted"), column("discussionID")] };
        case "-score":
            return { direction: "desc", keys: [column("score"), column("dateLastComment"), column("discussionID")] };
        case "-hot":
            // Trending: points and replies together, recent activity breaking ties.
            return {
                direction: "desc",
                keys: [{ expression: sql`(${sql.ref("score")} + ${sql.ref("countComments")})`, value: (row) => row.score + row.countComments, computed: true }, column("dateLastComment"), column("discussionID")],
            };
        case "-dateLastComment":
        default:
            return { direction: "desc", keys: [column("dateLastComment"), column("discussionID")] };
    }
}

/** Rows in the order of a sort, for the few read apart from the index walk (announcements). */
function compareInOrder(order: IDiscussionOrder) {
    return (a: DiscussionRow, b: DiscussionRow): number => {
        for (const key of order.keys) {
            const [x, y] = [key.value(a), key.value(b)];
            if (x !== y) return (x < y ? -1 : 1) * (order.direction === "asc" ? 1 : -1);
        }
        return 0;
    };
}

/** A discussion row read with its tags (tagListColumn): what the API answer is built from. */
type DiscussionRowWithTags = DiscussionRow & { tagList: string | null };

async function toApiDiscussions(request: FastifyRequest, rows: DiscussionRowWithTags[], expand: string[]): Promise<IDiscussion[]> {
    const { db } = request.server.hearth;
    const viewer = await getViewer(request);
    const all = expand.includes("all");
    const wantUsers = all || expand.includes("insertUser") || expand.includes("lastUser");
    const users = wantUsers ? await userFragmentsByID(db, rows.flatMap((row) => [row.insertUserID, row.lastCommentUserID])) : new Map();
    const categories = all || expand.includes("category") ? new Map((await viewableCategories(request)).map((row) => [row.categoryID, row])) : new Map();
    const bookmarked = new Set<number>();
    if (viewer.user.userID && rows.length) {
        const marks = await db
            .selectFrom("bookmarks")
            .select("discussionID")
            .where("userID", "=", viewer.user.userID)
            .where("discussionID", "in", rows.map((row) => row.discussionID))
            .execute();
        marks.forEach((mark) => bookmarked.add(mark.discussionID));
    }
    const reactions = all || expand.includes("reactions") ? await viewerReactionCounts(request, "discussion", rows.map((row) => row.discussionID)) : null;
    const dismissed = await dismissedDiscussionIDs(db, viewer.user.userID, rows.filter((row) => row.pinned === 1).map((row) => row.discussionID));
    const reads = await readStates(db, viewer.user.userID, rows);
    const crumbsOf = expand.includes("breadcrumbs") ? categoryBreadcrumbs(await viewableCategories(request)) : null;
    const decorations = await request.server.hearth.addons.decoratePosts(
        "discussion",
        rows.map((row) => ({ recordID: row.discussionID, discussionID: row.discussionID, insertUserID: row.insertUserID, type: row.type })),
        request,
    );
    return rows.map((row) => {
        const decoration = decorations.get(row.discussionID);
        const url = discussionUrl(row);
        const category = categories.get(row.categoryID);
        return {
            discussionID: row.discussionID,
            type: row.type,
            name: row.name,
            body: renderBody(row.body, row.format),
            format: row.format,
            url,
            canonicalUrl: url,
            categoryID: row.categoryID,
            insertUserID: row.insertUserID,
            dateInserted: row.dateInserted,
            dateUpdated: row.dateUpdated,
            dateLastComment: row.dateLastComment,
            lastUserID: row.lastCommentUserID ?? row.insertUserID,
            countComments: row.countComments,
            countViews: row.countViews,
            score: row.score,
            pinned: row.pinned === 1,
            pinLocation: (row.pinLocation as IDiscussion["pinLocation"]) ?? null,
            closed: row.closed === 1,
            sink: row.sink === 1,
            resolved: row.resolved === 1,
            tags: tagsOfRow(row),
            announce: row.pinned === 1,
            bookmarked: bookmarked.has(row.discussionID),
            dismissed: dismissed.has(row.discussionID),
            ...(reactions ? { reactions: reactions.get(row.discussionID) ?? [] } : {}),
            // Vanilla keeps add-on data (an idea's status, a question's answer) here: add-ons' post decorators fill it.
            attributes: decoration?.attributes ?? {},
            ...(decoration?.labels.length ? { labels: decoration.labels } : {}),
            ...(decoration?.islands.length ? { islands: decoration.islands } : {}),
            ...(decoration?.authorLabelHtml ? { authorLabelHtml: decoration.authorLabelHtml } : {}),
            ...readFields(reads.get(row.discussionID) ?? UNTRACKED),
            ...(all || expand.includes("insertUser") ? { insertUser: users.get(row.insertUserID) } : {}),
            ...(all || expand.includes("lastUser") ? { lastUser: users.get(row.lastCommentUserID ?? row.insertUserID) } : {}),
            ...(category ? { category: categoryFragment(category) } : {}),
            ...(crumbsOf ? { breadcrumbs: crumbsOf(row.categoryID) } : {}),
        };
    });
}

/** The API's read-state fields (the position read is the server's own business). */
function readFields({ unread, countUnread, dateLastViewed }: IReadState): Pick<IDiscussion, "unread" | "countUnread" | "dateLastViewed"> {
    return { unread, countUnread, dateLastViewed };
}

/** Vanilla's breadcrumbs of a discussion: Home, then each ancestor category, then its own. */
function categoryBreadcrumbs(categories: readonly CategoryRow[]): (categoryID: number) => Array<{ name: string; url: string }> {
    const byID = new Map(categories.map((category) => [category.categoryID, category]));
    return (categoryID) => {
        const chain: CategoryRow[] = [];
        for (let category = byID.get(categoryID); category && !chain.includes(category); category = category.parentCategoryID === null ? undefined : byID.get(category.parentCategoryID)) {
            chain.unshift(category);
        }
        return [{ name: "Home", url: "/" }, ...chain.map((category) => ({ name: category.name, url: categoryUrl(category) }))];
    };
}

/** Which discussions a list holds: the viewer's visible categories (or the one asked for), perhaps one author's. */
interface IListScope {
    /** Only these categories; absent: every category but `hiddenCategoryIDs`. */
    categoryIDs?: number[];
    hiddenCategoryIDs: number[];
    insertUserID?: number;
}

function discussionsIn(db: Kysely<Database>, scope: IListScope) {
    let query = db.selectFrom("discussions");
    if (scope.categoryIDs) query = query.where("categoryID", "in", scope.categoryIDs);
    else if (scope.hiddenCategoryIDs.length) query = query.where("categoryID", "not in", scope.hiddenCategoryIDs);
    if (scope.insertUserID !== undefined) query = query.where("insertUserID", "=", scope.insertUserID);
    return query;
}

/**
 * The viewer's scope, sent as the shorter list: with nothing hidden, no filter at all; with a
 * few hidden categories, "not in (hidden)", which the planners check inside the sort index as
 * they walk it (the cross-category indexes carry categoryID).
 */
async function listScope(request: FastifyRequest, query: IDiscussionQuery): Promise<{ scope: IListScope; visible: ReadonlyArray<{ categoryID: number; countDiscussions: number }> }> {
    let visible = await viewableCategories(request);
    if (query.categoryID !== undefined) visible = visible.filter((row) => row.categoryID === query.categoryID);
    // A page under a site section (`/{folder}/…`) lists only that section's categories.
    const section = currentSiteSection(request);
    if (section) {
        const inSection = new Set(await siteSectionCategoryIDs(request, section));
        visible = visible.filter((row) => inSection.has(row.categoryID));
    }
    const narrowed = query.categoryID !== undefined || section !== null;
    const hidden = narrowed ? [] : await hiddenCategoryIDs(request);
    const categoryIDs = narrowed || visible.length < hidden.length ? visible.map((row) => row.categoryID) : undefined;
    return { scope: { categoryIDs, hiddenCategoryIDs: hidden, insertUserID: query.insertUserID }, visible };
}

/**
 * Content §3 "dismissed": with pinOrder=first, the announcements come first, except those the
 * viewer dismissed (they take their normal place in the sort). They are few, so they are read
 * apart (discussions_pinned) and ordered here, and the sorted walk leaves them out.
 */
async function pinnedFirst(request: FastifyRequest, scope: IListScope, viewerID: number, order: IDiscussionOrder): Promise<DiscussionRowWithTags[]> {
    const { db, dialect } = request.server.hearth;
    let query = discussionsIn(db, scope).selectAll().select(tagListColumn(dialect)).where("pinned", "=", 1);
    if (viewerID) query = query.where("discussionID", "not in", db.selectFrom("discussionDismissals").select("discussionID").where("userID", "=", viewerID));
    return (await query.execute()).sort(compareInOrder(order));
}

/** An index walk of a list in one direction of its sort. */
interface ISortedWalk {
    scope: IListScope;
    /** Left out of the walk (the announcements read apart). */
    excludedIDs: number[];
    order: IDiscussionOrder;
    descending: boolean;
    sort: DiscussionSort;
}

/** A walk's sort key values at one row: the row the walk continues after. */
type Anchor = unknown[];

/**
 * Issue 17 item 2, deep pages: a page at offset N used to walk N index entries (nearer end
 * first, pageWindow.ts), 15,000 for /discussions/p500 at 100,000 discussions, which doubled its
 * cost. Every PAGE_ANCHORS.step rows of a walk, the sort keys of the row there are kept while the
 * content generation is unchanged (generationMemo.ts: any write to discussions raises it, in
 * any process), so a page walks from the nearest anchor before it: at most that many rows
 * plus its own. An anchor is found from the one before it, so the first deep page after a
 * write walks what it walked before, and the pages after it do not.
 */
export const PAGE_ANCHORS = {
    /** Tests shorten it, so a small forum's pages cross many anchors. */
    step: 500,
};
const anchors = new KeptWhileUnchanged<Anchor | null>(1000);

/** The walk's ordered ID query, after the anchor when one is given. */
function sortedWalk(db: Kysely<Database>, walk: ISortedWalk, after: Anchor | null) {
    let query = discussionsIn(db, walk.scope).select("discussionID");
    if (walk.excludedIDs.length) query = query.where("discussionID", "not in", walk.excludedIDs);
    const keys = sql.join(walk.order.keys.map((key) => key.expression));
    // A row value comparison: the planners start the index walk at the anchor (listPlans.test.ts).
    if (after) {
        const [first] = walk.order.keys;
        if (first?.computed) query = query.where(sql<boolean>`${first.expression} ${sql.raw(walk.descending ? "<=" : ">=")} ${after[0]}`);
        query = query.where(sql<boolean>`(${keys}) ${sql.raw(walk.descending ? "<" : ">")} (${sql.join(after)})`);
    }
    const direction = walk.descending ? sql`desc` : sql`asc`;
    for (const key of walk.order.keys) query = query.orderBy(sql`${key.expression} ${direction}`);
    return query;
}

/** The sort keys of the walk's row at index step × every − 1; null when the walk is shorter. */
function anchorOf(request: FastifyRequest, walk: ISortedWalk, step: number, every: number): Promise<Anchor | null> {
    const key = JSON.stringify([walk.sort, walk.descending, walk.scope, walk.excludedIDs, every, step]);
    return anchors.get(request, key, async () => {
        const previous = step > 1 ? await anchorOf(request, walk, step - 1, every) : null;
        if (step > 1 && !previous) return null;
        const { db } = request.server.hearth;
        const row = await db
            .selectFrom(sortedWalk(db, walk, previous).limit(1).offset(every - 1).as("walk"))
            .innerJoin("discussions", "discussions.discussionID", "walk.discussionID")
            .selectAll("discussions")
            .executeTakeFirst();
        // The row's own values, as read: dates are written from JavaScript (millisecond ISO
        // text) and PostgreSQL's are read back in that shape (database.ts), so they compare exactly.
        return row ? walk.order.keys.map((key) => key.value(row)) : null;
    });
}

/**
 * A page of discussions the viewer may see, and the total for the paging headers.
 *
 * The total is the categories' maintained countDiscussions summed over the scope (an author's
 * list counts their rows through discussions_user_inserted). The page is an index walk in the
 * sort's order from the nearer end (pageWindow.ts) that reads only IDs, then the page's rows.
 */
export async function listDiscussions(
    request: FastifyRequest,
    query: IDiscussionQuery,
): Promise<{ discussions: IDiscussion[]; total: number; paging: IPaging }> {
    const { db, dialect } = request.server.hearth;
    const { scope, visible } = await listScope(request, query);
    const empty = { discussions: [], total: 0, paging: { total: 0, currentPage: query.page, limit: query.limit, hasMorePages: false } };
    if (visible.length === 0) return empty;

    const total =
        scope.insertUserID !== undefined
            ? Number((await discussionsIn(db, scope).select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow()).count)
            : visible.reduce((sum, row) => sum + row.countDiscussions, 0);
    const order = orderFor(query.sort);
    const offset = (query.page - 1) * query.limit;
    const pinned = query.pinOrder === "first" ? await pinnedFirst(request, scope, (await getViewer(request)).user.userID, order) : [];
    const fromPinned = pinned.slice(offset, offset + query.limit);
    const window = nearerEndWindow(Math.max(0, offset - pinned.length), query.limit - fromPinned.length, total - pinned.length);
    let walked: DiscussionRowWithTags[] = [];
    if (window) {
        const walk: ISortedWalk = {
            scope,
            excludedIDs: pinned.map((row) => row.discussionID),
            order,
            descending: (window.reverse ? { asc: "desc", desc: "asc" }[order.direction] : order.direction) === "desc",
            sort: query.sort,
        };
        const every = PAGE_ANCHORS.step;
        const step = Math.floor(window.offset / every);
        const anchor = step > 0 ? await anchorOf(request, walk, step, every) : null;
        // From the anchor (when the page is deep and the anchor was found), else from the start.
        const idQuery = sortedWalk(db, walk, anchor)
            .limit(window.limit)
            .offset(anchor ? window.offset - step * every : window.offset);
        // The walk reads only IDs (an index walk); the page's rows and their tags come by key in
        // the same statement (one round trip), and are put back in the sort's order here.
        walked = (await db.selectFrom("discussions").selectAll().select(tagListColumn(dialect)).where("discussionID", "in", idQuery).execute()).sort(compareInOrder(order));
    }
    const rows = [...fromPinned, ...walked];
    return {
        discussions: await toApiDiscussions(request, rows, query.expand),
        total,
        paging: { total, currentPage: query.page, limit: query.limit, hasMorePages: query.page * query.limit < total },
    };
}

/**
 * A discussion's stored row, for a route that needs to know the viewer may see it and read its
 * columns, not its API answer (the comments of a page, the page holding a comment, a comment's
 * edit or quote, a reaction, a bookmark, a split): 404 when it does not exist, 403 when the
 * viewer may not see its category. Building the answer costs the viewer's bookmark, read state,
 * tags and add-ons' decorations: statements those routes never use. The row holds its flags
 * (closed, pinned) as 0 / 1.
 */
export async function getViewableDiscussionRow(request: FastifyRequest, discussionID: number): Promise<DiscussionRow> {
    return viewable(request, await request.server.hearth.db.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID).executeTakeFirst());
}

/** The row when the viewer may see it: 404 when there is none, 403 when its category is hidden from the viewer. */
async function viewable<Row extends DiscussionRow>(request: FastifyRequest, row: Row | undefined): Promise<Row> {
    if (!row) throw new HttpError(404, "Discussion not found.");
    const visible = (await viewableCategories(request)).some((category) => category.categoryID === row.categoryID);
    if (!visible) throw new HttpError(403, "You don't have permission to view this discussion.");
    return row;
}

/** One discussion as the API answers it; 404 when it does not exist, 403 when the viewer may not see its category. */
export async function getDiscussion(request: FastifyRequest, discussionID: number, expand: string[] = ["all"]): Promise<IDiscussion> {
    const { db, dialect } = request.server.hearth;
    const row = await db.selectFrom("discussions").selectAll().select(tagListColumn(dialect)).where("discussionID", "=", discussionID).executeTakeFirst();
    const [discussion] = await toApiDiscussions(request, [await viewable(request, row)], expand);
    return discussion!; // one row in, one discussion out
}

export function parseExpand(expand: unknown): string[] {
    const values = (Array.isArray(expand) ? expand : expand === undefined ? [] : [expand]).flatMap((value) => String(value).split(","));
    const unknown = values.filter((value) => value && !(DISCUSSION_EXPANSIONS as readonly string[]).includes(value));
    if (unknown.length) {
        throw new HttpError(400, `expand must be one of: ${DISCUSSION_EXPANSIONS.join(", ")}.`, [
            { field: "expand", message: `Unknown expansion: ${unknown.join(", ")}.`, code: "enum", status: 400 },
        ]);
    }
    return values.filter(Boolean);
}

