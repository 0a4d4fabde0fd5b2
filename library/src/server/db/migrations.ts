/**
 * Migrations from every application (and add-ons, later) run in name order through Kysely's
 * Migrator. Names start with a date so the order is the order they were written in.
 */
import { Migrator, sql, type Kysely, type Migration, type ColumnDefinitionBuilder, type CreateTableBuilder } from "kysely";
import type { DialectName } from "@server/db/database";

export type MigrationSet = Record<string, (dialect: DialectName) => Migration>;

/** An auto-incrementing integer key that works on both dialects. */
export function withIdColumn<T extends string>(
    table: CreateTableBuilder<T, never>,
    name: string,
    dialect: DialectName,
): CreateTableBuilder<T, never> {
    return dialect === "postgres"
        ? table.addColumn(name, "integer", (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn(name, "integer", (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement());
}

/** Where a set of migrations is recorded: add-ons keep theirs in their own tables (addons/addonMigrations.ts). */
export interface IMigrationTables {
    migrationTableName: string;
    migrationLockTableName: string;
    /** Run a pending migration even when a later-named one already ran. */
    allowUnorderedMigrations?: boolean;
}

export async function migrate(db: Kysely<unknown>, dialect: DialectName, sets: MigrationSet[], tables?: IMigrationTables): Promise<void> {
    const migrations: Record<string, Migration> = {};
    for (const set of sets) {
        for (const [name, build] of Object.entries(set)) migrations[name] = build(dialect);
    }
    // On PostgreSQL the Migrator would take another schema's migration tables for its own.
    const migrationTableSchema =
        dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema, ...tables });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}
