/**
 * The add-on's two tables and what they know. `ideation_votes` holds one row per member and
 * idea (its key is (discussionID, userID): ten identical votes at once leave one row);
 * `ideation_ideas` holds the idea's status and its tally, recounted from the votes inside the
 * vote's transaction while the idea's row is locked, so concurrent votes never lose one.
 * An idea nobody voted on or moderated yet has no row: it is open with a score of 0.
 */
import { sql, type AddonDatabase } from "@server/addons/serverAddonApi";
import { DEFAULT_STATUS, statusByID, type IdeaVote, type IIdeaTally } from "../scripts/ideaStatuses";

export interface IIdeationTables {
    ideation_ideas: {
        discussionID: number;
        statusID: number;
        statusNotes: string | null;
        statusUserID: number | null;
        dateStatus: string | null;
        score: number;
        countUp: number;
        countDown: number;
    };
    ideation_votes: {
        discussionID: number;
        userID: number;
        /** 1 up, -1 down. */
        vote: number;
        dateInserted: string;
    };
}

export type IdeationDatabase = AddonDatabase<IIdeationTables>;
export const IDEA_TYPE = "idea";

/** Vanilla's attributes.idea, with the tally and the viewer's vote (ours). */
export interface IIdeaAttributes extends IIdeaTally {
    statusID: number;
    statusNotes: string | null;
    status: { name: string; state: string; code: string };
    type: "up-down";
    vote: IdeaVote | null;
}

/** Makes sure the idea has its row (open, score 0). */
async function ensureIdeaRow(db: IdeationDatabase, discussionID: number): Promise<void> {
    await db
        .insertInto("ideation_ideas")
        .values({ discussionID, statusID: DEFAULT_STATUS.statusID, statusNotes: null, statusUserID: null, dateStatus: null, score: 0, countUp: 0, countDown: 0 })
        .onConflict((conflict) => conflict.column("discussionID").doNothing())
        .execute();
}

/** Locks the idea's row for the rest of the transaction (a no-op update takes the row lock on PostgreSQL; SQLite writes are serialised). */
async function lockIdea(trx: IdeationDatabase, discussionID: number): Promise<void> {
    await sql`update ideation_ideas set "discussionID" = "discussionID" where "discussionID" = ${discussionID}`.execute(trx);
}

/** Sets, changes or removes (null) a member's vote, then recounts the idea's tally from the votes. */
export async function castVote(db: IdeationDatabase, discussionID: number, userID: number, vote: IdeaVote | null): Promise<IIdeaTally> {
    await ensureIdeaRow(db, discussionID);
    return db.transaction().execute(async (trx) => {
        await lockIdea(trx, discussionID);
        if (vote === null) {
            await trx.deleteFrom("ideation_votes").where("discussionID", "=", discussionID).where("userID", "=", userID).execute();
        } else {
            const value = vote === "up" ? 1 : -1;
            await trx
                .insertInto("ideation_votes")
                .values({ discussionID, userID, vote: value, dateInserted: new Date().toISOString() })
                .onConflict((conflict) => conflict.columns(["discussionID", "userID"]).doUpdateSet({ vote: value }))
                .execute();
        }
        const counts = await trx
            .selectFrom("ideation_votes")
            .select([
                sql<number>`coalesce(sum(case when vote > 0 then 1 else 0 end), 0)`.as("countUp"),
                sql<number>`coalesce(sum(case when vote < 0 then 1 else 0 end), 0)`.as("countDown"),
            ])
            .where("discussionID", "=", discussionID)
            .executeTakeFirstOrThrow();
        const tally = { countUp: Number(counts.countUp), countDown: Number(counts.countDown), score: Number(counts.countUp) - Number(counts.countDown) };
        await trx.updateTable("ideation_ideas").set(tally).where("discussionID", "=", discussionID).execute();
        return tally;
    });
}

/**
 * Sets the idea's status and note. Answers whether anything changed (the same call sent again
 * changes nothing and notifies nobody twice), with the new dateStatus.
 */
export async function setIdeaStatus(db: IdeationDatabase, discussionID: number, statusID: number, statusNotes: string | null, userID: number): Promise<{ changed: boolean; dateStatus: string | null }> {
    await ensureIdeaRow(db, discussionID);
    return db.transaction().execute(async (trx) => {
        await lockIdea(trx, discussionID);
        const current = await trx.selectFrom("ideation_ideas").select(["statusID", "statusNotes", "dateStatus"]).where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        if (current.statusID === statusID && current.statusNotes === statusNotes) return { changed: false, dateStatus: current.dateStatus };
        const dateStatus = new Date().toISOString();
        await trx.updateTable("ideation_ideas").set({ statusID, statusNotes, statusUserID: userID, dateStatus }).where("discussionID", "=", discussionID).execute();
        return { changed: true, dateStatus };
    });
}

/** Who voted on the idea (to notify them of a status change). */
export async function voterIDs(db: IdeationDatabase, discussionID: number): Promise<number[]> {
    return (await db.selectFrom("ideation_votes").select("userID").where("discussionID", "=", discussionID).execute()).map((row) => row.userID);
}

/** attributes.idea of some ideas, with the viewer's own vote (userID 0: none). */
export async function ideaAttributes(db: IdeationDatabase, discussionIDs: number[], viewerID: number): Promise<Map<number, IIdeaAttributes>> {
    const result = new Map<number, IIdeaAttributes>();
    if (discussionIDs.length === 0) return result;
    const rows = await db.selectFrom("ideation_ideas").selectAll().where("discussionID", "in", discussionIDs).execute();
    const mine = viewerID
        ? await db.selectFrom("ideation_votes").select(["discussionID", "vote"]).where("discussionID", "in", discussionIDs).where("userID", "=", viewerID).execute()
        : [];
    for (const discussionID of discussionIDs) {
        const row = rows.find((candidate) => candidate.discussionID === discussionID);
        const status = statusByID(row?.statusID);
        const vote = mine.find((candidate) => candidate.discussionID === discussionID)?.vote;
        result.set(discussionID, {
            statusID: status.statusID,
            statusNotes: row?.statusNotes ?? null,
            status: { name: status.name, state: status.state, code: status.code },
            type: "up-down",
            score: row?.score ?? 0,
            countUp: row?.countUp ?? 0,
            countDown: row?.countDown ?? 0,
            vote: vote === 1 ? "up" : vote === -1 ? "down" : null,
        });
    }
    return result;
}
