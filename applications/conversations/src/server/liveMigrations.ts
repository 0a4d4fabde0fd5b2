/**
 * Live updates (issue 12 item 3, library/src/server/live/): a new message or a conversation read
 * changes the members' unread messages count, which their title bar shows without a reload.
 */
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { createLiveTrigger } from "@server/live/liveEventsTable";

export const liveMigrations: MigrationSet = {
    "2026_11_24_994_03_conversations_live_counts": (dialect) => ({
        async up(db: Kysely<unknown>) {
            // Every participant's unread count grows with the conversation's messages.
            await createLiveTrigger(db, dialect, {
                name: "conversation_message",
                table: "conversations",
                on: { update: ["countMessages"] },
                when: `OLD."countMessages" is distinct from NEW."countMessages"`,
                type: "counts",
                rows: `select 'user:' || p."userID" as "channel", '{}' as "data" from "conversationParticipants" p where p."conversationID" = NEW."conversationID"`,
            });
            await createLiveTrigger(db, dialect, { name: "participant_added", table: "conversationParticipants", on: "insert", type: "counts", rows: `select 'user:' || NEW."userID" as "channel", '{}' as "data"` });
            await createLiveTrigger(db, dialect, {
                name: "participant_read",
                table: "conversationParticipants",
                on: { update: ["countReadMessages"] },
                when: `OLD."countReadMessages" is distinct from NEW."countReadMessages"`,
                type: "counts",
                rows: `select 'user:' || NEW."userID" as "channel", '{}' as "data"`,
            });
        },
    }),
};
