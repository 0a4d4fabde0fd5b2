/**
 * Live updates (issue 12 item 3, library/src/server/live/): what readers of a discussion see
 * change while it is open: comments added, edited, deleted (a tombstone) or removed, and the
 * reactions of the discussion and its comments. Channel "discussion:<discussionID>".
 */
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { createLiveStatementTrigger, createLiveTrigger, dropLiveTrigger } from "@server/live/liveEventsTable";

const commentRow = (row: "NEW" | "OLD") => `select 'discussion:' || ${row}."discussionID" as "channel", '{"commentID":' || ${row}."commentID" || '}' as "data"`;

/**
 * A comment removed while its discussion stays (its author's content purged): its readers take it
 * off the page. Removed with its discussion (deleting a discussion removes its comments through
 * the foreign key, after the discussion's row is gone): no event (a null channel). Those events
 * were one a comment, and one notification each on PostgreSQL, for a page that no longer exists:
 * 27 ms of each 95 ms statement deleting 50 discussions (766 comments) at a million posts.
 */
const removedCommentRow = `select case when exists (select 1 from "discussions" d where d."discussionID" = OLD."discussionID") then 'discussion:' || OLD."discussionID" end as "channel",
    '{"commentID":' || OLD."commentID" || '}' as "data"`;

/** The statement form of removedCommentRow, over the transition table `removed`: only the comments whose discussion stays. */
const removedCommentRows = `select 'discussion:' || o."discussionID" as "channel", '{"commentID":' || o."commentID" || '}' as "data"
    from removed o where exists (select 1 from "discussions" d where d."discussionID" = o."discussionID") order by o."commentID"`;

/** A comment's reactions go to its discussion's readers (null, so skipped, when the comment is gone). */
const reactionRow = (row: "NEW" | "OLD") => `select 'discussion:' || (case when ${row}."recordType" = 'discussion' then ${row}."recordID"
        else (select c."discussionID" from "comments" c where c."commentID" = ${row}."recordID") end) as "channel",
    '{"recordType":"' || ${row}."recordType" || '","recordID":' || ${row}."recordID" || '}' as "data"`;

/** The statement form of reactionRow("OLD"), over the transition table `removed`. */
const removedReactionRows = `select 'discussion:' || (case when o."recordType" = 'discussion' then o."recordID"
        else (select c."discussionID" from "comments" c where c."commentID" = o."recordID") end) as "channel",
    '{"recordType":"' || o."recordType" || '","recordID":' || o."recordID" || '}' as "data"
    from removed o where o."recordType" in ('discussion', 'comment') order by o."recordID"`;

export const liveMigrations: MigrationSet = {
    "2026_11_24_994_02_vanilla_live_posts": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await createLiveTrigger(db, dialect, { name: "comment_added", table: "comments", on: "insert", type: "commentAdded", rows: commentRow("NEW") });
            await createLiveTrigger(db, dialect, {
                name: "comment_changed",
                table: "comments",
                on: { update: ["body", "dateDeleted"] },
                when: `OLD."body" is distinct from NEW."body" or OLD."dateDeleted" is distinct from NEW."dateDeleted"`,
                type: "commentUpdated",
                rows: commentRow("NEW"),
            });
            await createLiveTrigger(db, dialect, { name: "comment_removed", table: "comments", on: "delete", type: "commentRemoved", rows: commentRow("OLD") });
            const reactionRecord = (row: "NEW" | "OLD") => `${row}."recordType" in ('discussion', 'comment')`;
            await createLiveTrigger(db, dialect, { name: "reaction_added", table: "reactions", on: "insert", when: reactionRecord("NEW"), type: "reactions", rows: reactionRow("NEW") });
            await createLiveTrigger(db, dialect, { name: "reaction_removed", table: "reactions", on: "delete", when: reactionRecord("OLD"), type: "reactions", rows: reactionRow("OLD") });
        },
    }),
    "2026_12_03_300_vanilla_live_comment_removed_with_discussion": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await dropLiveTrigger(db, dialect, { name: "comment_removed", table: "comments" });
            await createLiveTrigger(db, dialect, { name: "comment_removed", table: "comments", on: "delete", type: "commentRemoved", rows: removedCommentRow });
        },
    }),
    // PostgreSQL: once per statement over its removed rows (createLiveStatementTrigger says why).
    "2026_12_04_400_vanilla_live_removals_per_statement": (dialect) => ({
        async up(db: Kysely<unknown>) {
            if (dialect !== "postgres") return;
            await dropLiveTrigger(db, dialect, { name: "comment_removed", table: "comments" });
            await createLiveStatementTrigger(db, { name: "comment_removed", table: "comments", on: "delete", type: "commentRemoved", rows: removedCommentRows });
            await dropLiveTrigger(db, dialect, { name: "reaction_removed", table: "reactions" });
            await createLiveStatementTrigger(db, { name: "reaction_removed", table: "reactions", on: "delete", type: "reactions", rows: removedReactionRows });
        },
    }),
};
