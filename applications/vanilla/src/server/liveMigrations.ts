/**
 * Live updates (issue 12 item 3, library/src/server/live/): what readers of a discussion see
 * change while it is open: comments added, edited, deleted (a tombstone) or removed, and the
 * reactions of the discussion and its comments. Channel "discussion:<discussionID>".
 */
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { createLiveTrigger } from "@server/live/liveEventsTable";

const commentRow = (row: "NEW" | "OLD") => `select 'discussion:' || ${row}."discussionID" as "channel", '{"commentID":' || ${row}."commentID" || '}' as "data"`;

/** A comment's reactions go to its discussion's readers (null, so skipped, when the comment is gone). */
const reactionRow = (row: "NEW" | "OLD") => `select 'discussion:' || (case when ${row}."recordType" = 'discussion' then ${row}."recordID"
        else (select c."discussionID" from "comments" c where c."commentID" = ${row}."recordID") end) as "channel",
    '{"recordType":"' || ${row}."recordType" || '","recordID":' || ${row}."recordID" || '}' as "data"`;

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
};
