/**
 * Deleting a member's draft, the one way: the drafts API's DELETE, and posting what a draft
 * held (POST /discussions or /comments with draftID) in the post's own transaction, so a post
 * whose answer was lost never leaves its draft behind to be posted a second time.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { cancelJob } from "@server/jobs/jobRunner";

/** The job that publishes a scheduled draft (one per draft, keyed). */
export function publishJobKey(draftID: number): string {
    return `publishDraft:${draftID}`;
}

/** Deletes the member's own draft and its publishing job; false when they have no such draft. Call inside a transaction. */
export async function deleteOwnDraftIn(trx: Kysely<Database>, userID: number, draftID: number): Promise<boolean> {
    const result = await trx.deleteFrom("drafts").where("draftID", "=", draftID).where("insertUserID", "=", userID).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await cancelJob(trx, publishJobKey(draftID));
    return true;
}
