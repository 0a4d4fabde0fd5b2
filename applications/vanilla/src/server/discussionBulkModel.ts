/**
 * Queries behind bulk moderation (content §2 "Bulk moderation", §4 "Bulk"): close a set of
 * discussions in one statement; move and merge one discussion at a time, keeping the category,
 * discussion and user counts right. Deleting goes through deleteDiscussionsIn
 * (discussionModerationModel.ts), the one delete path, set-based as well. One item's failure
 * (permission, gone) leaves the others done.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@server/db/schema";
import { addToCategoryCounts, addToUserCounts, moveCategoryCounts } from "./countsModel";
import { deleteDiscussionIn } from "./discussionModerationModel";
import { lockRow } from "@server/db/rowLock";
import { discussionUrl, newDiscussionRow } from "./discussionsModel";

/** What the routes need to decide on one discussion. */
export interface IBulkTarget {
    discussionID: number;
    categoryID: number;
    insertUserID: number;
    name: string;
    pinned: boolean;
    closed: boolean;
}

/**
 * The type of the stand-in left where a discussion used to be when "addRedirects" is asked for:
 * a closed discussion, in the old category, whose body links to where the content went.
 */
export const REDIRECT_TYPE = "redirect";

export async function findBulkTarget(db: Kysely<Database>, discussionID: number): Promise<IBulkTarget | undefined> {
    const row = await db
        .selectFrom("discussions")
        .select(["discussionID", "categoryID", "insertUserID", "name", "pinned", "closed"])
        .where("discussionID", "=", discussionID)
        .executeTakeFirst();
    return row && { ...row, pinned: row.pinned === 1, closed: row.closed === 1 };
}

/** The discussions among `discussionIDs` that exist, by ID, in one query. */
export async function findBulkTargets(db: Kysely<Database>, discussionIDs: number[]): Promise<Map<number, IBulkTarget>> {
    if (!discussionIDs.length) return new Map();
    const rows = await db
        .selectFrom("discussions")
        .select(["discussionID", "categoryID", "insertUserID", "name", "pinned", "closed"])
        .where("discussionID", "in", discussionIDs)
        .execute();
    return new Map(rows.map((row) => [row.discussionID, { ...row, pinned: row.pinned === 1, closed: row.closed === 1 }]));
}

/** Closes (or opens) the discussions in one statement; answers the IDs that still existed. */
export async function setDiscussionsClosed(db: Kysely<Database>, discussionIDs: number[], closed: boolean): Promise<Set<number>> {
    if (!discussionIDs.length) return new Set();
    const rows = await db
        .updateTable("discussions")
        .set({ closed: closed ? 1 : 0, dateUpdated: new Date().toISOString() })
        .where("discussionID", "in", discussionIDs)
        .returning("discussionID")
        .execute();
    return new Set(rows.map((row) => row.discussionID));
}

async function addRedirect(trx: Transaction<Database>, from: IBulkTarget, to: { discussionID: number; name: string }): Promise<void> {
    const now = new Date().toISOString();
    const url = discussionUrl(to);
    await trx
        .insertInto("discussions")
        .values(
            newDiscussionRow(
                {
                    categoryID: from.categoryID,
                    insertUserID: from.insertUserID,
                    type: REDIRECT_TYPE,
                    name: from.name,
                    body: `This discussion has moved: [${to.name.replace(/[[\]]/g, "")}](${url})`,
                    format: "markdown",
                    closed: 1,
                },
                now,
            ),
        )
        .execute();
    await addToCategoryCounts(trx, from.categoryID, { discussions: 1 });
}

/**
 * Moves a discussion (and its comments' counts) into another category; a no-op when it is there
 * already. The row is locked and read again first, so the same move sent twice at once moves
 * (and counts) once.
 */
export async function moveDiscussion(db: Kysely<Database>, target: IBulkTarget, categoryID: number, addRedirects: boolean): Promise<void> {
    await db.transaction().execute(async (trx) => {
        if (!(await lockRow(trx, "discussions", "discussionID", target.discussionID))) return;
        const current = await trx.selectFrom("discussions").select(["categoryID", "countComments"]).where("discussionID", "=", target.discussionID).executeTakeFirstOrThrow();
        if (current.categoryID === categoryID) return;
        await trx.updateTable("discussions").set({ categoryID, dateUpdated: new Date().toISOString() }).where("discussionID", "=", target.discussionID).execute();
        await moveCategoryCounts(trx, current.categoryID, categoryID, current.countComments);
        if (addRedirects) await addRedirect(trx, { ...target, categoryID: current.categoryID }, target);
    });
}

/**
 * Merges `source` into `destination`: the source's opening post becomes a comment there (by its
 * author, at its date, so nothing written is lost), its comments move there, and the source is
 * deleted, all in one transaction. Both rows are locked first (in ID order, so two merges never
 * wait on each other in a circle); false when either is gone, e.g. merged by someone else a
 * moment before.
 */
export async function mergeDiscussion(db: Kysely<Database>, source: IBulkTarget, destination: IBulkTarget, addRedirects: boolean): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
        for (const id of [source.discussionID, destination.discussionID].sort((a, b) => a - b)) {
            if (!(await lockRow(trx, "discussions", "discussionID", id))) return false;
        }
        const sourceRow = await trx.selectFrom("discussions").selectAll().where("discussionID", "=", source.discussionID).executeTakeFirstOrThrow();
        await trx
            .insertInto("comments")
            .values({
                discussionID: destination.discussionID,
                insertUserID: sourceRow.insertUserID,
                body: sourceRow.body,
                format: sourceRow.format,
                dateInserted: sourceRow.dateInserted,
                dateUpdated: null,
                score: 0,
            })
            .execute();
        const moved = await trx.updateTable("comments").set({ discussionID: destination.discussionID }).where("discussionID", "=", source.discussionID).executeTakeFirst();
        const movedComments = Number(moved.numUpdatedRows);
        const gained = movedComments + 1;

        const latest = await trx
            .selectFrom("comments")
            .select(["insertUserID", "dateInserted"])
            .where("discussionID", "=", destination.discussionID)
            .orderBy("dateInserted", "desc")
            .orderBy("commentID", "desc")
            .executeTakeFirstOrThrow();
        await trx
            .updateTable("discussions")
            .set((eb) => ({ countComments: eb("countComments", "+", gained), dateLastComment: latest.dateInserted, lastCommentUserID: latest.insertUserID }))
            .where("discussionID", "=", destination.discussionID)
            .execute();
        // The moved comments leave the source's category; deleteDiscussion then finds none left to count.
        const destinationRow = await trx.selectFrom("discussions").select("categoryID").where("discussionID", "=", destination.discussionID).executeTakeFirstOrThrow();
        await addToCategoryCounts(trx, sourceRow.categoryID, { comments: -movedComments });
        await addToCategoryCounts(trx, destinationRow.categoryID, { comments: gained });
        await addToUserCounts(trx, sourceRow.insertUserID, { comments: 1 });
        if (addRedirects) await addRedirect(trx, { ...source, categoryID: sourceRow.categoryID }, destination);
        return deleteDiscussionIn(trx, source.discussionID);
    });
}
