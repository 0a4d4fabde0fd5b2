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

/** Kysely's Migrator's own table when it is given none. */
const DEFAULT_MIGRATION_TABLE = "kysely_migration";

/**
 * Whether the database records exactly these migrations as run. Then the Migrator has nothing to
 * do, but it would still read the whole catalogue to find its tables first: 20–40 ms on
 * PostgreSQL, for the applications and again for each add-on, at every start and in every test
 * app (about a third of a PostgreSQL test app's set-up, measured). Any other answer, a missing
 * table included, leaves the work and its checks to the Migrator.
 */
async function ranExactly(db: Kysely<unknown>, names: string[], table: string): Promise<boolean> {
    let recorded: string[];
    try {
        recorded = (await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db)).rows.map((row) => row.name);
    } catch {
        return false;
    }
    const wanted = new Set(names);
    return recorded.length === wanted.size && recorded.every((name) => wanted.has(name));
}

export async function migrate(db: Kysely<unknown>, dialect: DialectName, sets: MigrationSet[], tables?: IMigrationTables): Promise<void> {
    const migrations: Record<string, Migration> = {};
    for (const set of sets) {
        for (const [name, build] of Object.entries(set)) migrations[name] = build(dialect);
    }
    // On PostgreSQL the Migrator would take another schema's migration tables for its own.
    const migrationTableSchema =
        dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
    const migrationTable = tables?.migrationTableName ?? DEFAULT_MIGRATION_TABLE;
    if (await ranExactly(db, Object.keys(migrations), migrationTableSchema ? `${migrationTableSchema}.${migrationTable}` : migrationTable)) return;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema, ...tables });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}
