import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { useTimestamptz } from "@server/db/nativeTypes";

/** One outstanding password-reset link per member (passwordReset.tsx); only the token's hash is kept. */
export interface PasswordResetsTable {
    userID: number;
    tokenHash: string;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        passwordResets: PasswordResetsTable;
    }
}

export const passwordResetMigrations: MigrationSet = {
    "2026_11_24_962_dashboard_password_resets": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("passwordResets")
                .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
                .addColumn("tokenHash", "text", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await useTimestamptz(db, dialect, ["passwordResets"]);
        },
    }),
};
