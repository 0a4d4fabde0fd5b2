/**
 * Badges and who holds them. A member holds a badge at most once: (badgeID, userID) is the key,
 * so a rule checked by ten jobs at once, or an award sent ten times, leaves one row and one
 * notification. A revoked badge keeps its row (dateRevoked, with the reason): the rules never
 * give it back; a moderator may award it again.
 */
import { memberStanding, sql, type AddonDatabase, type Generated, type IMemberStanding } from "@server/addons/serverAddonApi";
import type { IBadge, IUserBadge } from "../scripts/badgeTypes";

export interface IBadgesTables {
    badges_badges: {
        badgeID: Generated<number>;
        key: string;
        name: string;
        description: string;
        rule: string | null;
        sort: number;
    };
    badges_users: {
        badgeID: number;
        userID: number;
        dateInserted: string;
        /** Who awarded it by hand (null: a rule). */
        insertUserID: number | null;
        reason: string | null;
        dateRevoked: string | null;
        revokeUserID: number | null;
        revokeReason: string | null;
    };
}

export type BadgesDatabase = AddonDatabase<IBadgesTables>;
export type BadgeRow = Omit<IBadgesTables["badges_badges"], "badgeID"> & { badgeID: number };

/** The rules: what a member's standing must reach. `first-answer` needs qna. */
export const BADGE_RULES = ["first-post", "first-answer", "reactions-10", "reactions-100", "anniversary-1"] as const;
export type BadgeRule = (typeof BADGE_RULES)[number];

export const RULE_BADGES: Array<{ key: string; name: string; description: string; rule: BadgeRule }> = [
    { key: "first-post", name: "First Post", description: "Posted for the first time.", rule: "first-post" },
    { key: "first-answer", name: "First Accepted Answer", description: "Gave an answer the asker accepted.", rule: "first-answer" },
    { key: "reactions-10", name: "Appreciated", description: "Received 10 reactions.", rule: "reactions-10" },
    { key: "reactions-100", name: "Well Loved", description: "Received 100 reactions.", rule: "reactions-100" },
    { key: "anniversary-1", name: "First Anniversary", description: "A member for a year.", rule: "anniversary-1" },
];

export function badgeUrl(badgeID: number): string {
    return `/badges#badge-${badgeID}`;
}

/** The host's standing (posts, reactions received, days since joining) and qna's accepted answers. */
export interface IStanding extends IMemberStanding {
    acceptedAnswers: number;
}

/** Accepted answers the member wrote (qna's table), when qna is on; 0 otherwise. */
async function acceptedAnswers(db: BadgesDatabase, userID: number): Promise<number> {
    // qna's table, read only while qna is on (its migration made it): the columns this reads.
    const qna = db as unknown as AddonDatabase<{ qna_answers: { commentID: number; status: string } }>;
    const row = await qna
        .selectFrom("qna_answers")
        .innerJoin("comments", "comments.commentID", "qna_answers.commentID")
        .select(sql<number>`count(*)`.as("count"))
        .where("qna_answers.status", "=", "accepted")
        .where("comments.dateDeleted", "is", null)
        .where("comments.insertUserID", "=", userID)
        .executeTakeFirst();
    return Number(row?.count ?? 0);
}

export async function badgeStanding(db: BadgesDatabase, userID: number, options: { qna: boolean }, now = Date.now()): Promise<IStanding | null> {
    const standing = await memberStanding(db, userID, now);
    if (!standing) return null;
    return { ...standing, acceptedAnswers: options.qna ? await acceptedAnswers(db, userID) : 0 };
}

export function meetsRule(rule: string, standing: IStanding): boolean {
    switch (rule) {
        case "first-post":
            return standing.posts >= 1;
        case "first-answer":
            return standing.acceptedAnswers >= 1;
        case "reactions-10":
            return standing.reactions >= 10;
        case "reactions-100":
            return standing.reactions >= 100;
        case "anniversary-1":
            return standing.daysJoined >= 365;
        default:
            return false;
    }
}

/**
 * Gives a badge once: the insert does nothing when the member holds it (or had it revoked).
 * Answers true only for the call that stored it, so exactly one caller notifies.
 */
export async function awardBadge(db: BadgesDatabase, badgeID: number, userID: number, by: { insertUserID: number | null; reason: string | null }, now = new Date().toISOString()): Promise<boolean> {
    const inserted = await db
        .insertInto("badges_users")
        .values({ badgeID, userID, dateInserted: now, insertUserID: by.insertUserID, reason: by.reason, dateRevoked: null, revokeUserID: null, revokeReason: null })
        .onConflict((conflict) => conflict.columns(["badgeID", "userID"]).doNothing())
        .returning("userID")
        .executeTakeFirst();
    return inserted !== undefined;
}

/** A moderator's award: gives back a revoked badge too. True when the member did not hold it. */
export async function awardByHand(db: BadgesDatabase, badgeID: number, userID: number, moderatorID: number, reason: string): Promise<boolean> {
    const now = new Date().toISOString();
    if (await awardBadge(db, badgeID, userID, { insertUserID: moderatorID, reason }, now)) return true;
    const restored = await db
        .updateTable("badges_users")
        .set({ dateRevoked: null, revokeUserID: null, revokeReason: null, dateInserted: now, insertUserID: moderatorID, reason })
        .where("badgeID", "=", badgeID)
        .where("userID", "=", userID)
        .where("dateRevoked", "is not", null)
        .executeTakeFirst();
    return Number(restored.numUpdatedRows) > 0;
}

export async function revokeBadge(db: BadgesDatabase, badgeID: number, userID: number, moderatorID: number, reason: string): Promise<boolean> {
    const result = await db
        .updateTable("badges_users")
        .set({ dateRevoked: new Date().toISOString(), revokeUserID: moderatorID, revokeReason: reason })
        .where("badgeID", "=", badgeID)
        .where("userID", "=", userID)
        .where("dateRevoked", "is", null)
        .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
}

/** The rule badges the member now meets and was given by this call (each once, ever). */
export async function checkRuleBadges(db: BadgesDatabase, userID: number, options: { qna: boolean }): Promise<BadgeRow[]> {
    const standing = await badgeStanding(db, userID, options);
    if (!standing) return [];
    const badges = await db.selectFrom("badges_badges").selectAll().where("rule", "is not", null).orderBy("sort").execute();
    const given: BadgeRow[] = [];
    for (const badge of badges) {
        if (badge.rule === "first-answer" && !options.qna) continue;
        if (meetsRule(badge.rule!, standing) && (await awardBadge(db, badge.badgeID, userID, { insertUserID: null, reason: null }))) given.push(badge);
    }
    return given;
}

export async function listBadges(db: BadgesDatabase, options: { qna: boolean }): Promise<IBadge[]> {
    const rows = await db.selectFrom("badges_badges").selectAll().orderBy("sort").orderBy("badgeID").execute();
    const counts = await db.selectFrom("badges_users").select(["badgeID", sql<number>`count(*)`.as("count")]).where("dateRevoked", "is", null).groupBy("badgeID").execute();
    return rows
        .filter((row) => options.qna || row.rule !== "first-answer")
        .map((row) => ({ badgeID: row.badgeID, key: row.key, name: row.name, description: row.description, rule: row.rule, countUsers: Number(counts.find((count) => count.badgeID === row.badgeID)?.count ?? 0), url: badgeUrl(row.badgeID) }));
}

/** Who holds a badge now, earliest first. */
export async function badgeHolders(db: BadgesDatabase, badgeIDs: number[], limitEach = 50) {
    if (badgeIDs.length === 0) return [];
    const rows = await db
        .selectFrom("badges_users")
        .innerJoin("users", "users.userID", "badges_users.userID")
        .select(["badges_users.badgeID", "users.userID", "users.name", "users.photoUrl", "badges_users.dateInserted"])
        .where("badges_users.badgeID", "in", badgeIDs)
        .where("badges_users.dateRevoked", "is", null)
        .orderBy("badges_users.dateInserted")
        .orderBy("users.userID")
        .execute();
    const seen = new Map<number, number>();
    return rows.filter((row) => {
        const count = (seen.get(row.badgeID) ?? 0) + 1;
        seen.set(row.badgeID, count);
        return count <= limitEach;
    });
}

/** A member's badges (Vanilla's UserBadges), newest first. */
export async function userBadges(db: BadgesDatabase, userID: number, options: { qna: boolean; limit: number; offset: number }): Promise<IUserBadge[]> {
    const rows = await db
        .selectFrom("badges_users")
        .innerJoin("badges_badges", "badges_badges.badgeID", "badges_users.badgeID")
        .select(["badges_badges.badgeID", "badges_badges.name", "badges_badges.description", "badges_badges.rule", "badges_users.dateInserted", "badges_users.reason"])
        .where("badges_users.userID", "=", userID)
        .where("badges_users.dateRevoked", "is", null)
        .orderBy("badges_users.dateInserted", "desc")
        .orderBy("badges_badges.badgeID", "desc")
        .limit(options.limit)
        .offset(options.offset)
        .execute();
    return rows
        .filter((row) => options.qna || row.rule !== "first-answer")
        .map((row) => ({ badgeID: row.badgeID, name: row.name, description: row.description, photoUrl: "", url: badgeUrl(row.badgeID), dateInserted: row.dateInserted, reason: row.reason }));
}
