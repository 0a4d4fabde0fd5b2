/**
 * Discussion queries and their API shape (vanilla-openapi discussions.yml), always filtered to
 * the categories the viewer may see.
 */
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { IPaging } from "@library/api/paging";
import type { CategoryRow, DiscussionRow, NewDiscussion } from "./schema";
import { getViewer } from "@server/http/viewer";
import { HttpError } from "@server/http/httpErrors";
import { userFragmentsByID } from "@server/users/usersModel";
import type { DiscussionSort, IDiscussion } from "@vanilla/discussions/discussionTypes";
import { renderBody } from "@server/content/bodyFormat";
import { categoryFragment, categoryUrl, viewableCategories } from "./categoriesModel";
import { reactionCountsFor } from "./reactionsModel";
import { dismissedDiscussionIDs } from "./discussionModerationModel";
import { tagsForDiscussions } from "./tagsModel";

/** "reactions" is accepted for Vanilla clients; the counts are always included (content §3). */
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

function orderFor(sort: DiscussionSort) {
    switch (sort) {
        case "-dateInserted":
            return [sql`${sql.ref("dateInserted")} desc`];
        case "dateInserted":
            return [sql`${sql.ref("dateInserted")} asc`];
        case "-score":
            return [sql`${sql.ref("score")} desc`, sql`${sql.ref("dateLastComment")} desc`];
        case "-hot":
            // Trending: points and replies together, recent activity breaking ties.
            return [sql`(${sql.ref("score")} + ${sql.ref("countComments")}) desc`, sql`${sql.ref("dateLastComment")} desc`];
        case "-dateLastComment":
        default:
            return [sql`${sql.ref("dateLastComment")} desc`];
    }
}

async function toApiDiscussions(request: FastifyRequest, rows: DiscussionRow[], expand: string[]): Promise<IDiscussion[]> {
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
    const reactions = await reactionCountsFor(db, "discussion", rows.map((row) => row.discussionID), viewer.user.userID);
    const dismissed = await dismissedDiscussionIDs(db, viewer.user.userID, rows.filter((row) => row.pinned === 1).map((row) => row.discussionID));
    const tags = await tagsForDiscussions(db, rows.map((row) => row.discussionID));
    const crumbsOf = expand.includes("breadcrumbs") ? categoryBreadcrumbs(await viewableCategories(request)) : null;
    return rows.map((row) => {
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
            tags: tags.get(row.discussionID) ?? [],
            announce: row.pinned === 1,
            bookmarked: bookmarked.has(row.discussionID),
            dismissed: dismissed.has(row.discussionID),
            reactions: reactions.get(row.discussionID) ?? [],
            // Vanilla keeps add-on data (an idea's status, a question's answer) here; Hearth's discussions have none.
            attributes: {},
            ...(all || expand.includes("insertUser") ? { insertUser: users.get(row.insertUserID) } : {}),
            ...(all || expand.includes("lastUser") ? { lastUser: users.get(row.lastCommentUserID ?? row.insertUserID) } : {}),
            ...(category ? { category: categoryFragment(category) } : {}),
            ...(crumbsOf ? { breadcrumbs: crumbsOf(row.categoryID) } : {}),
        };
    });
}

/** Vanilla's breadcrumbs of a discussion: Home, then each ancestor category, then its own. */
function categoryBreadcrumbs(categories: CategoryRow[]): (categoryID: number) => Array<{ name: string; url: string }> {
    const byID = new Map(categories.map((category) => [category.categoryID, category]));
    return (categoryID) => {
        const chain: CategoryRow[] = [];
        for (let category = byID.get(categoryID); category && !chain.includes(category); category = category.parentCategoryID === null ? undefined : byID.get(category.parentCategoryID)) {
            chain.unshift(category);
        }
        return [{ name: "Home", url: "/" }, ...chain.map((category) => ({ name: category.name, url: categoryUrl(category) }))];
    };
}

/**
 * Content §3 "dismissed": an announcement the viewer dismissed is no longer pinned to the top
 * for them (it takes its normal place in the sort); everyone else still sees it pinned.
 */
function pinnedFirstFor(viewerID: number) {
    if (!viewerID) return sql`${sql.ref("pinned")} desc`;
    const dismissed = sql`select ${sql.ref("discussionDismissals.discussionID")} from ${sql.table("discussionDismissals")} where ${sql.ref("discussionDismissals.userID")} = ${viewerID}`;
    return sql`case when ${sql.ref("discussions.pinned")} = ${1} and ${sql.ref("discussions.discussionID")} not in (${dismissed}) then 1 else 0 end desc`;
}

/** A page of discussions the viewer may see, and the total for the paging headers. */
export async function listDiscussions(
    request: FastifyRequest,
    query: IDiscussionQuery,
): Promise<{ discussions: IDiscussion[]; total: number; paging: IPaging }> {
    const { db } = request.server.hearth;
    let categoryIDs = (await viewableCategories(request)).map((row) => row.categoryID);
    if (query.categoryID !== undefined) categoryIDs = categoryIDs.filter((id) => id === query.categoryID);
    const empty = { discussions: [], total: 0, paging: { total: 0, currentPage: query.page, limit: query.limit, hasMorePages: false } };
    if (categoryIDs.length === 0) return empty;

    let base = db.selectFrom("discussions").where("categoryID", "in", categoryIDs);
    if (query.insertUserID !== undefined) base = base.where("insertUserID", "=", query.insertUserID);
    const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow();
    const total = Number(count);
    let select = base.selectAll();
    if (query.pinOrder === "first") select = select.orderBy(pinnedFirstFor((await getViewer(request)).user.userID));
    for (const order of orderFor(query.sort)) select = select.orderBy(order);
    const rows = await select
        .orderBy("discussionID", "desc")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
    return {
        discussions: await toApiDiscussions(request, rows, query.expand),
        total,
        paging: { total, currentPage: query.page, limit: query.limit, hasMorePages: query.page * query.limit < total },
    };
}

/** One discussion; 404 when it does not exist, 403 when the viewer may not see its category. */
export async function getDiscussion(request: FastifyRequest, discussionID: number, expand: string[] = ["all"]): Promise<IDiscussion> {
    const row = await request.server.hearth.db.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID).executeTakeFirst();
    if (!row) throw new HttpError(404, "Discussion not found.");
    const viewable = (await viewableCategories(request)).some((category) => category.categoryID === row.categoryID);
    if (!viewable) throw new HttpError(403, "You don't have permission to view this discussion.");
    const [discussion] = await toApiDiscussions(request, [row], expand);
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

