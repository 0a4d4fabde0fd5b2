/** Demo badges (a demo forum seeded while badges is on): the rule badges, one given by hand, and what members already earned. */
import { awardByHand, checkRuleBadges, RULE_BADGES, type BadgesDatabase } from "./badgesModel";

export async function seedBadges(db: BadgesDatabase, options: { qna: boolean }): Promise<void> {
    await db
        .insertInto("badges_badges")
        .values([
            ...RULE_BADGES.map((badge, index) => ({ ...badge, sort: index + 1 })),
            { key: "custom-1", name: "Community Helper", description: "Thanked by the moderators for helping others.", rule: null, sort: RULE_BADGES.length + 1 },
        ])
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    // The demo members' posts already earn badges: given quietly (a new forum has no news to announce).
    for (const { userID } of await db.selectFrom("users").select("userID").orderBy("userID").execute()) await checkRuleBadges(db, userID, options);
    const helper = await db.selectFrom("badges_badges").select("badgeID").where("key", "=", "custom-1").executeTakeFirstOrThrow();
    const [admin, moderator] = await Promise.all(["admin", "moderator"].map((name) => db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirst()));
    if (admin && moderator) await awardByHand(db, helper.badgeID, moderator.userID, admin.userID, "Answered every newcomer's question this month.");
}
