/**
 * The ranks and who holds which. A rank has a label (inline HTML, sanitised on write and on
 * read) and thresholds: posts (discussions + comments), reactions received and days since
 * joining. A member's automatic rank is the last rank in the order whose thresholds they all
 * meet; "manual only" ranks are never given automatically. A moderator's choice (manual) stays
 * until it is cleared.
 */
import { memberStanding, sanitizeLabelHtml, type AddonDatabase, type Generated, type IMemberStanding } from "@server/addons/serverAddonApi";
import type { IRank, IRankInput } from "../scripts/rankTypes";

export type { IRank, IRankInput };

export interface IRanksTables {
    ranks_ranks: {
        rankID: Generated<number>;
        name: string;
        labelHtml: string;
        /** Place in the order, lowest first: the automatic rank is the last one met. */
        sort: number;
        minPosts: number;
        minReactions: number;
        minDaysJoined: number;
        /** 1: only a moderator gives it. */
        manualOnly: number;
    };
    /** One row per ranked member (userID is the key: ten recomputations at once leave one row). */
    ranks_users: {
        userID: number;
        rankID: number;
        /** 1: a moderator chose it; recomputation leaves it alone. */
        manual: number;
        dateUpdated: string;
    };
}

export type RanksDatabase = AddonDatabase<IRanksTables>;
export type RankRow = Omit<IRanksTables["ranks_ranks"], "rankID"> & { rankID: number };

export function toApiRank(row: RankRow): IRank {
    return {
        rankID: row.rankID,
        name: row.name,
        labelHtml: sanitizeLabelHtml(row.labelHtml),
        sort: row.sort,
        criteria: { posts: row.minPosts, reactions: row.minReactions, daysJoined: row.minDaysJoined, manualOnly: row.manualOnly === 1 },
    };
}

export function rankColumns(input: IRankInput) {
    return {
        name: input.name.trim(),
        labelHtml: sanitizeLabelHtml(input.labelHtml),
        minPosts: input.criteria.posts,
        minReactions: input.criteria.reactions,
        minDaysJoined: input.criteria.daysJoined,
        manualOnly: input.criteria.manualOnly ? 1 : 0,
    };
}

export async function listRanks(db: RanksDatabase): Promise<RankRow[]> {
    return db.selectFrom("ranks_ranks").selectAll().orderBy("sort").orderBy("rankID").execute();
}

/** The last automatic rank in the order whose every threshold the standing meets; null for none. */
export function automaticRank(ranks: RankRow[], standing: IMemberStanding): RankRow | null {
    let chosen: RankRow | null = null;
    for (const rank of ranks) {
        if (rank.manualOnly === 1) continue;
        if (standing.posts >= rank.minPosts && standing.reactions >= rank.minReactions && standing.daysJoined >= rank.minDaysJoined) chosen = rank;
    }
    return chosen;
}

/**
 * Recomputes a member's automatic rank (not a moderator's choice). Idempotent and safe at once
 * from several jobs: one upsert keyed on userID that never overwrites a manual row.
 */
export async function recomputeRank(db: RanksDatabase, userID: number, ranks?: RankRow[]): Promise<number | null> {
    const standing = await memberStanding(db, userID);
    if (!standing) return null;
    const rank = automaticRank(ranks ?? (await listRanks(db)), standing);
    const now = new Date().toISOString();
    if (!rank) {
        await db.deleteFrom("ranks_users").where("userID", "=", userID).where("manual", "=", 0).execute();
        return null;
    }
    await db
        .insertInto("ranks_users")
        .values({ userID, rankID: rank.rankID, manual: 0, dateUpdated: now })
        .onConflict((conflict) => conflict.column("userID").doUpdateSet({ rankID: rank.rankID, dateUpdated: now }).where("ranks_users.manual", "=", 0))
        .execute();
    return rank.rankID;
}

/** Every member's automatic rank, in batches (the on-demand recalculation, and the demo seed). */
export async function recomputeAllRanks(db: RanksDatabase): Promise<number> {
    const ranks = await listRanks(db);
    let after = 0;
    let count = 0;
    for (;;) {
        const batch = await db.selectFrom("users").select("userID").where("userID", ">", after).orderBy("userID").limit(200).execute();
        if (batch.length === 0) return count;
        for (const { userID } of batch) await recomputeRank(db, userID, ranks);
        count += batch.length;
        after = batch[batch.length - 1]!.userID;
    }
}

/** A moderator gives a rank (manual), or clears their choice (null) so the automatic rank applies again. */
export async function assignRank(db: RanksDatabase, userID: number, rankID: number | null): Promise<void> {
    const now = new Date().toISOString();
    if (rankID === null) {
        await db.deleteFrom("ranks_users").where("userID", "=", userID).execute();
        await recomputeRank(db, userID);
        return;
    }
    await db
        .insertInto("ranks_users")
        .values({ userID, rankID, manual: 1, dateUpdated: now })
        .onConflict((conflict) => conflict.column("userID").doUpdateSet({ rankID, manual: 1, dateUpdated: now }))
        .execute();
}

/** The ranks of some members, by userID. */
export async function ranksOf(db: RanksDatabase, userIDs: number[]): Promise<Map<number, RankRow>> {
    const ids = [...new Set(userIDs)].filter((id) => id > 0);
    if (ids.length === 0) return new Map();
    const rows = await db
        .selectFrom("ranks_users")
        .innerJoin("ranks_ranks", "ranks_ranks.rankID", "ranks_users.rankID")
        .selectAll("ranks_ranks")
        .select("ranks_users.userID")
        .where("ranks_users.userID", "in", ids)
        .execute();
    return new Map(rows.map(({ userID, ...rank }) => [userID, rank]));
}
