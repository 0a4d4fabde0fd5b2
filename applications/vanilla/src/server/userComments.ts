/**
 * A member's comments, newest first (their profile's Comments tab and GET /comments?insertUserID=):
 * only comments in categories the viewer may see, never deleted ones (a tombstone belongs in its
 * thread, not in a list of what someone wrote). Read through comments_user_inserted
 * (migration 2026_11_24_995_01), so a page is an index walk of that member's comments.
 */
import type { FastifyRequest } from "fastify";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { hiddenCategoryIDs, viewableCategories } from "./categoriesModel";
import { toApiComments } from "./commentsModel";

export interface IUserCommentsPage {
    comments: Array<IComment & { discussionName: string }>;
    total: number;
}

export async function listUserComments(request: FastifyRequest, userID: number, page: number, limit: number): Promise<IUserCommentsPage> {
    const { db } = request.server.hearth;
    const visible = (await viewableCategories(request)).map((row) => row.categoryID);
    if (visible.length === 0) return { comments: [], total: 0 };
    const hidden = await hiddenCategoryIDs(request);
    // Filter by whichever list is shorter (as the discussion lists do); none hidden: no filter.
    const scoped = () => {
        let query = db.selectFrom("comments").innerJoin("discussions", "discussions.discussionID", "comments.discussionID").where("comments.insertUserID", "=", userID).where("comments.dateDeleted", "is", null);
        if (hidden.length > 0) query = hidden.length <= visible.length ? query.where("discussions.categoryID", "not in", hidden) : query.where("discussions.categoryID", "in", visible);
        return query;
    };
    const { count } = await scoped()
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
    const total = Number(count);
    if (total === 0 || (page - 1) * limit >= total) return { comments: [], total };
    const rows = await scoped()
        .selectAll("comments")
        .select(["discussions.categoryID", "discussions.name as discussionName"])
        .orderBy("comments.dateInserted", "desc")
        .orderBy("comments.commentID", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    const comments = await toApiComments(
        db,
        rows.map(({ categoryID: _categoryID, discussionName: _name, ...row }) => row),
        0,
    );
    return { comments: comments.map((comment, index) => ({ ...comment, categoryID: rows[index]!.categoryID, discussionName: rows[index]!.discussionName })), total };
}
