/**
 * The forum's host events (events.ts: commentAdded, reactionAdded) leave the request through the
 * durable job queue (jobs/jobRunner.ts): the write enqueues one job in its own transaction, so
 * the event exists exactly when the post or reaction does, and the request returns as soon as
 * both are stored. The job (in whichever process claims it) delivers the event to its listeners
 * (notifications fan out to every bookmarker there, not in the request).
 *
 *     await enqueueCommentAdded(trx, event);   // inside the write's transaction
 *     host.jobs.wake();                        // after the commit: run it now, not at the next poll
 */
import type { Kysely } from "kysely";
import type { IHost } from "@server/app";
import type { Database } from "@server/db/schema";
import type { HostEvents, ICommentAddedEvent, IDiscussionAddedEvent, IReactionAddedEvent } from "@server/events";
import { enqueueJob } from "@server/jobs/jobRunner";

export const DISCUSSION_ADDED_JOB = "vanilla.discussionAdded";
export const COMMENT_ADDED_JOB = "vanilla.commentAdded";
export const REACTION_ADDED_JOB = "vanilla.reactionAdded";

/** What the comment's transaction knows; the bookmarkers are read when the job runs. */
export type ICommentAddedJob = Omit<ICommentAddedEvent, "bookmarkUserIDs">;

/** A failed delivery is tried again soon: a notification hours late is as good as lost. */
const DELIVERY_BACKOFF_MS = 5_000;

/**
 * Add-ons hear of new discussions (ranks and badges count posts), and the notifications of one
 * whose body @mentions someone: with none of them on and no mention, no job row is written for
 * the discussion. `events` absent (a caller without the host's events): enqueued as before.
 */
export async function enqueueDiscussionAdded(trx: Kysely<Database>, event: IDiscussionAddedEvent, events?: Pick<HostEvents, "isHeard">): Promise<void> {
    if (events && !events.isHeard("discussionAdded", event)) return;
    await enqueueJob(trx, DISCUSSION_ADDED_JOB, event, new Date());
}

export async function enqueueCommentAdded(trx: Kysely<Database>, event: ICommentAddedJob): Promise<void> {
    await enqueueJob(trx, COMMENT_ADDED_JOB, event, new Date());
}

export async function enqueueReactionAdded(trx: Kysely<Database>, event: IReactionAddedEvent): Promise<void> {
    await enqueueJob(trx, REACTION_ADDED_JOB, event, new Date());
}

export function registerPostEventJobs(host: Pick<IHost, "jobs" | "events">): void {
    host.jobs.register(
        COMMENT_ADDED_JOB,
        async (payload, { db }) => {
            const event = payload as ICommentAddedJob;
            // Read here, not in the request: a popular discussion has thousands of bookmarkers.
            const bookmarks = await db.selectFrom("bookmarks").select("userID").where("discussionID", "=", event.discussionID).execute();
            await host.events.deliver("commentAdded", { ...event, bookmarkUserIDs: bookmarks.map((bookmark) => bookmark.userID) });
        },
        { backoffMs: DELIVERY_BACKOFF_MS },
    );
    host.jobs.register(DISCUSSION_ADDED_JOB, (payload) => host.events.deliver("discussionAdded", payload as IDiscussionAddedEvent), { backoffMs: DELIVERY_BACKOFF_MS });
    host.jobs.register(REACTION_ADDED_JOB, (payload) => host.events.deliver("reactionAdded", payload as IReactionAddedEvent), { backoffMs: DELIVERY_BACKOFF_MS });
}
