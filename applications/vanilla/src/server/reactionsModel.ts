/**
 * Reaction queries: the reaction types, each record's counts with the viewer's own reaction
 * (content §3 "Reaction"), the log of who reacted, and the one-reaction-per-user write that keeps
 * the record's score equal to the sum of its reactions' values.
 */
import type { FastifyRequest } from "fastify";
import type { DeleteQueryBuilder, DeleteResult, Kysely, Selectable } from "kysely";
import { keptWhileSettingsUnchanged } from "@server/db/generationMemo";
import { getViewer } from "@server/http/viewer";
import { lockRow } from "@server/db/rowLock";
import type { Database } from "@server/db/schema";
import type { ReactionTypesTable } from "./schema";
import { userFragmentsByID } from "@server/users/usersModel";
import type { IReaction, IReactionLogEntry, ReactionRecordType } from "@vanilla/reactions/reactionTypes";

export type ReactionTypeRow = Selectable<ReactionTypesTable>;

export async function listReactionTypes(db: Kysely<Database>): Promise<ReactionTypeRow[]> {
    return db.selectFrom("reactionTypes").selectAll().orderBy("tagID").execute();
}

/**
 * The reaction types for a request: every discussion and comment read shows them, and only an
 * administrator's write changes them, so they are kept while the settings generation is unchanged
 * (db/generationMemo.ts) instead of read on every call. Shared between requests: not to be changed.
 */
export function reactionTypesFor(request: FastifyRequest): Promise<ReactionTypeRow[]> {
    return keptWhileSettingsUnchanged(request, "reactionTypes", () => listReactionTypes(request.server.hearth.db));
}

/** reactionCountsFor as the request's viewer sees the records, with the kept reaction types. */
export async function viewerReactionCounts(request: FastifyRequest, recordType: ReactionRecordType, recordIDs: number[]): Promise<Map<number, IReaction[]>> {
    const viewer = await getViewer(request);
    return reactionCountsFor(request.server.hearth.db, recordType, recordIDs, viewer.user.userID, await reactionTypesFor(request));
}

/** The type with this urlcode, compared without case as Vanilla does ("like" is Like). */
export async function findReactionType(db: Kysely<Database>, urlcode: string): Promise<ReactionTypeRow | undefined> {
    return (await listReactionTypes(db)).find((type) => type.urlcode.toLowerCase() === urlcode.toLowerCase());
}

/**
 * Every reaction type with its count on each record and whether the viewer chose it. Flag-class
 * types are included: the API reports them; the reaction bar leaves them out. `types`: the
 * reaction types when the caller has them (reactionTypesFor); read here otherwise.
 */
export async function reactionCountsFor(
    db: Kysely<Database>,
    recordType: ReactionRecordType,
    recordIDs: number[],
    viewerUserID: number,
    types?: ReactionTypeRow[],
): Promise<Map<number, IReaction[]>> {
    const result = new Map<number, IReaction[]>();
    if (recordIDs.length === 0) return result;
    const allTypes = types ?? (await listReactionTypes(db));
    // The counts and the viewer's own choices in one pass over the same rows (one round trip):
    // a member has at most one reaction per record (the primary key), so "mine" is 0 or 1 per group.
    const counts = await db
        .selectFrom("reactions")
        .select(["recordID", "tagID", (eb) => eb.fn.countAll<string | number>().as("n"), (eb) => eb.fn.max<number | string>(eb.case().when("userID", "=", viewerUserID).then(1).else(0).end()).as("mine")])
        .where("recordType", "=", recordType)
        .where("recordID", "in", recordIDs)
        .groupBy(["recordID", "tagID"])
        .execute();
    const countOf = new Map(counts.map((row) => [`${row.recordID}:${row.tagID}`, Number(row.n)]));
    // A guest (userID 0) has reacted to nothing.
    const chosen = new Set(counts.filter((row) => viewerUserID && Number(row.mine) === 1).map((row) => `${row.recordID}:${row.tagID}`));
    for (const recordID of recordIDs) {
        result.set(
            recordID,
            allTypes.map((type) => ({
                tagID: type.tagID,
                urlcode: type.urlcode,
                name: type.name,
                class: type.class,
                count: countOf.get(`${recordID}:${type.tagID}`) ?? 0,
                hasReacted: chosen.has(`${recordID}:${type.tagID}`),
                reactionValue: type.reactionValue,
            })),
        );
    }
    return result;
}

/** Who reacted to a record, newest first; optionally one reaction type only. */
export async function listReactionLog(
    db: Kysely<Database>,
    recordType: ReactionRecordType,
    recordID: number,
    options: { tagID?: number; page: number; limit: number },
): Promise<{ entries: IReactionLogEntry[]; total: number }> {
    let base = db
        .selectFrom("reactions")
        .innerJoin("reactionTypes", "reactionTypes.tagID", "reactions.tagID")
        .where("reactions.recordType", "=", recordType)
        .where("reactions.recordID", "=", recordID);
    if (options.tagID !== undefined) base = base.where("reactions.tagID", "=", options.tagID);
    const { n } = await base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
    const rows = await base
        .select(["reactions.userID", "reactions.tagID", "reactions.dateInserted", "reactionTypes.urlcode", "reactionTypes.name", "reactionTypes.class"])
        .orderBy("reactions.dateInserted", "desc")
        .orderBy("reactions.userID", "asc")
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
        .execute();
    const users = await userFragmentsByID(db, rows.map((row) => row.userID));
    const entries = rows.map((row) => ({
        recordType,
        recordID,
        tagID: row.tagID,
        userID: row.userID,
        user: users.get(row.userID) ?? { userID: row.userID, name: "Unknown User", photoUrl: "", dateLastActive: null },
        reactionType: { tagID: row.tagID, urlcode: row.urlcode, name: row.name, class: row.class },
        dateInserted: row.dateInserted,
    }));
    return { entries, total: Number(n) };
}

/** score = the sum of the record's reactions' values (content §3), Flag-class reports left out (content §6). */
async function recountScore(db: Kysely<Database>, recordType: ReactionRecordType, recordID: number): Promise<void> {
    const { total } = await db
        .selectFrom("reactions")
        .innerJoin("reactionTypes", "reactionTypes.tagID", "reactions.tagID")
        .select((eb) => eb.fn.sum<string | number | null>("reactionTypes.reactionValue").as("total"))
        .where("reactions.recordType", "=", recordType)
        .where("reactions.recordID", "=", recordID)
        .where("reactionTypes.class", "<>", "flag")
        .executeTakeFirstOrThrow();
    const score = Number(total ?? 0);
    if (recordType === "comment") await db.updateTable("comments").set({ score }).where("commentID", "=", recordID).execute();
    else await db.updateTable("discussions").set({ score }).where("discussionID", "=", recordID).execute();
}

/**
 * The user's reaction to a record becomes `tagID` (one per user per record: a new one
 * replaces the old; the same one again changes nothing), or is removed when `tagID` is null.
 * Safe when sent many times at once: the record's row is locked first, so reactions to one
 * record are written one after another and the score recounted after each sees them all; the
 * write itself is an upsert on the (record, user) key, never a check-then-insert.
 * Answers whether anything changed, or "missing" when the record does not exist (any more).
 */
export async function setReaction(
    db: Kysely<Database>,
    recordType: ReactionRecordType,
    recordID: number,
    userID: number,
    tagID: number | null,
    /** Runs in the transaction when something changed (enqueues the event's job with the change). */
    onChanged?: (trx: Kysely<Database>) => Promise<void>,
): Promise<"changed" | "unchanged" | "missing"> {
    return db.transaction().execute(async (trx) => {
        const locked = recordType === "comment" ? await lockRow(trx, "comments", "commentID", recordID) : await lockRow(trx, "discussions", "discussionID", recordID);
        if (!locked) return "missing";
        const mine = (query: DeleteQueryBuilder<Database, "reactions", DeleteResult>) =>
            query.where("recordType", "=", recordType).where("recordID", "=", recordID).where("userID", "=", userID);
        if (tagID === null) {
            const removed = await mine(trx.deleteFrom("reactions")).executeTakeFirst();
            if (Number(removed.numDeletedRows) === 0) return "unchanged";
        } else {
            const written = await trx
                .insertInto("reactions")
                .values({ recordType, recordID, userID, tagID, dateInserted: new Date().toISOString() })
                .onConflict((conflict) =>
                    conflict
                        .columns(["recordType", "recordID", "userID"])
                        .doUpdateSet((eb) => ({ tagID: eb.ref("excluded.tagID"), dateInserted: eb.ref("excluded.dateInserted") }))
                        .where("reactions.tagID", "!=", tagID),
                )
                .executeTakeFirst();
            if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return "unchanged";
        }
        await recountScore(trx, recordType, recordID);
        await onChanged?.(trx);
        return "changed";
    });
}

/**
 * The IDs of a member's discussions in `categoryIDs`, for reading their reactions by record.
 * Written as the condition on the reactions (not as a join's): SQLite, without statistics, drove
 * the join from the reactions, all 150,000 of the discussions' at a million posts, and probed each
 * discussion's author (33 ms for a member with 433 discussions); from the member's discussions
 * (discussions_user_inserted) each is a look-up in reactions_record_tag.
 */
function usersDiscussions(db: Kysely<Database>, userID: number, categoryIDs: number[]) {
    return db.selectFrom("discussions").select("discussionID").where("insertUserID", "=", userID).where("categoryID", "in", categoryIDs);
}

/**
 * How often each reaction type was given to a user's discussions, counting only discussions in
 * `categoryIDs` (the viewer's viewable categories), for the profile's links (shell §2).
 */
export async function reactionsReceivedCounts(db: Kysely<Database>, userID: number, categoryIDs: number[]): Promise<Map<number, number>> {
    if (categoryIDs.length === 0) return new Map();
    const rows = await db
        .selectFrom("reactions")
        .select(["reactions.tagID", (eb) => eb.fn.countAll<string | number>().as("n")])
        .where("reactions.recordType", "=", "discussion")
        .where("reactions.recordID", "in", usersDiscussions(db, userID, categoryIDs))
        .groupBy("reactions.tagID")
        .execute();
    return new Map(rows.map((row) => [row.tagID, Number(row.n)]));
}

export interface IReactedPost {
    discussionID: number;
    name: string;
    categoryID: number;
    dateInserted: string;
    /** How many people gave the reaction (or any reaction, unfiltered) to this post. */
    count: number;
    /** When the latest of them did. */
    dateLastReaction: string;
}

/**
 * /profile/reactions/{username}?reaction=: the user's discussions that received a reaction type
 * (any of `tagIDs`), most recently reacted to first, one page of them.
 */
export async function listPostsReactedTo(
    db: Kysely<Database>,
    options: { userID: number; tagIDs: number[]; categoryIDs: number[]; page: number; limit: number },
): Promise<{ posts: IReactedPost[]; total: number }> {
    if (options.categoryIDs.length === 0 || options.tagIDs.length === 0) return { posts: [], total: 0 };
    let base = db
        .selectFrom("reactions")
        .innerJoin("discussions", "discussions.discussionID", "reactions.recordID")
        .where("reactions.recordType", "=", "discussion")
        .where("reactions.recordID", "in", usersDiscussions(db, options.userID, options.categoryIDs));
    base = base.where("reactions.tagID", "in", options.tagIDs);
    const { n } = await base.select((eb) => eb.fn.count<string | number>("discussions.discussionID").distinct().as("n")).executeTakeFirstOrThrow();
    const rows = await base
        .select([
            "discussions.discussionID",
            "discussions.name",
            "discussions.categoryID",
            "discussions.dateInserted",
            (eb) => eb.fn.countAll<string | number>().as("count"),
            (eb) => eb.fn.max("reactions.dateInserted").as("dateLastReaction"),
        ])
        .groupBy(["discussions.discussionID", "discussions.name", "discussions.categoryID", "discussions.dateInserted"])
        .orderBy("dateLastReaction", "desc")
        .orderBy("discussions.discussionID", "desc")
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
        .execute();
    return {
        posts: rows.map((row) => ({
            discussionID: row.discussionID,
            name: row.name,
            categoryID: row.categoryID,
            dateInserted: row.dateInserted,
            count: Number(row.count),
            dateLastReaction: String(row.dateLastReaction),
        })),
        total: Number(n),
    };
}
