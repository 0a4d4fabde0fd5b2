/** Demo ranks (a demo forum seeded while ranks is on): three by thresholds, one given by hand; then everyone's rank. */
import type { RanksDatabase } from "./ranksModel";
import { assignRank, recomputeAllRanks } from "./ranksModel";

export async function seedRanks(db: RanksDatabase): Promise<void> {
    const rows = [
        { name: "Newcomer", labelHtml: "Newcomer", minPosts: 1, minReactions: 0, minDaysJoined: 0, manualOnly: 0 },
        { name: "Regular", labelHtml: "<b>Regular</b>", minPosts: 10, minReactions: 5, minDaysJoined: 0, manualOnly: 0 },
        { name: "Veteran", labelHtml: "<b>Veteran</b>", minPosts: 50, minReactions: 20, minDaysJoined: 365, manualOnly: 0 },
        { name: "Helper", labelHtml: "<i>Helper</i>", minPosts: 0, minReactions: 0, minDaysJoined: 0, manualOnly: 1 },
    ];
    await db.insertInto("ranks_ranks").values(rows.map((row, index) => ({ ...row, sort: index + 1 }))).execute();
    await recomputeAllRanks(db);
    const helper = await db.selectFrom("ranks_ranks").select("rankID").where("name", "=", "Helper").executeTakeFirstOrThrow();
    const moderator = await db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirst();
    if (moderator) await assignRank(db, moderator.userID, helper.rankID);
}
