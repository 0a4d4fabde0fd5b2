/**
 * A Flag-class reaction (Spam, Abuse) is a report (content §6: not an opinion, never scored): it
 * files one in the moderators' queue (issue 14 item 7), with the reaction as its reason. Taking
 * the reaction back leaves the report: a moderator has been told, and dismisses it.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { fileReport } from "@server/moderation/moderationRecords";
import type { IReactionTarget } from "./reactionRecords";

export async function fileFlagReport(db: Kysely<Database>, target: IReactionTarget, userID: number, reactionUrlcode: string): Promise<void> {
    const discussionID =
        target.recordType === "discussion"
            ? target.recordID
            : (await db.selectFrom("comments").select("discussionID").where("commentID", "=", target.recordID).executeTakeFirst())?.discussionID;
    if (discussionID === undefined) return;
    await fileReport(db, {
        recordType: target.recordType,
        recordID: target.recordID,
        discussionID,
        categoryID: target.categoryID,
        recordUserID: target.insertUserID,
        reasons: [reactionUrlcode.toLowerCase() === "abuse" ? "abuse" : reactionUrlcode.toLowerCase() === "spam" ? "spam" : "other"],
        noteBody: "",
        insertUserID: userID,
    });
}
