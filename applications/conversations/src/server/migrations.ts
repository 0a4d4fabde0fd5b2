import type { Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";
import { addForeignKeys } from "@server/db/foreignKeys";
import { useTimestamptz } from "@server/db/nativeTypes";

export const conversationsMigrations: MigrationSet = {
    "2026_11_22_400_conversations_messages": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("conversations"), "conversationID", dialect)
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateLastMessage", "text", (c) => c.notNull())
                .addColumn("countMessages", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema
                .createTable("conversationParticipants")
                .addColumn("conversationID", "integer", (c) => c.notNull())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("countReadMessages", "integer", (c) => c.notNull().defaultTo(0))
                .addPrimaryKeyConstraint("conversationParticipants_pk", ["conversationID", "userID"])
                .execute();
            await db.schema.createIndex("conversationParticipants_user").on("conversationParticipants").column("userID").execute();
            await withIdColumn(db.schema.createTable("messages"), "messageID", dialect)
                .addColumn("conversationID", "integer", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("body", "text", (c) => c.notNull())
                .addColumn("format", "text", (c) => c.notNull().defaultTo("markdown"))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("messages_conversation").on("messages").columns(["conversationID", "messageID"]).execute();
        },
    }),
    /** A conversation's participants and messages go with it; a member's participations with the member. */
    "2026_11_24_920_conversations_foreign_keys": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await addForeignKeys(db, dialect, [
                { table: "conversationParticipants", column: "conversationID", references: "conversations", referencedColumn: "conversationID", onDelete: "cascade" },
                { table: "conversationParticipants", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
                { table: "messages", column: "conversationID", references: "conversations", referencedColumn: "conversationID", onDelete: "cascade" },
            ]);
        },
    }),
    /** Native types on PostgreSQL (see nativeTypes.ts); nothing changes on SQLite. */
    "2026_11_24_932_conversations_native_types": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await useTimestamptz(db, dialect, ["conversations", "messages"]);
        },
    }),
};
