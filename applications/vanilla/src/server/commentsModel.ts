import type { FastifyRequest } from "fastify";
import { userFragmentsByID } from "@server/users/usersModel";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { renderBody } from "@server/content/bodyFormat";

export const COMMENTS_PER_PAGE = 30;

/** A page of a discussion's comments, oldest first (the viewer's access is checked by the caller). */
export async function listComments(request: FastifyRequest, discussionID: number, categoryID: number, page: number, limit = COMMENTS_PER_PAGE): Promise<IComment[]> {
    const { db } = request.server.hearth;
    const rows = await db
        .selectFrom("comments")
        .selectAll()
        .where("discussionID", "=", discussionID)
        .orderBy("dateInserted")
        .orderBy("commentID")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    const users = await userFragmentsByID(db, rows.map((row) => row.insertUserID));
    return rows.map((row) => ({
        commentID: row.commentID,
        discussionID: row.discussionID,
        categoryID,
        insertUserID: row.insertUserID,
        insertUser: users.get(row.insertUserID),
        body: renderBody(row.body, row.format),
        dateInserted: row.dateInserted,
        dateUpdated: row.dateUpdated,
        score: row.score,
        url: `/discussion/comment/${row.commentID}#Comment_${row.commentID}`,
    }));
}
