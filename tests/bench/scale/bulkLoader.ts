/**
 * Bulk inserts for the scale data set, below Kysely: SQLite through one better-sqlite3
 * connection (prepared multi-row INSERTs, one large transaction); PostgreSQL through one pg
 * client (INSERT … SELECT FROM unnest of one array per column, thousands of rows per
 * statement, which needs no COPY dependency). SQL is written with double-quoted identifiers,
 * which both dialects read the same way.
 */
import SqliteDatabase from "better-sqlite3";
import { Client } from "pg";
import type { ScaleDialect } from "./scaleDataSet";

export type Row = unknown[];

export interface IBulkTarget {
    dialect: ScaleDialect;
    insert(table: string, columns: string[], rows: Row[]): Promise<void>;
    query<T extends object>(statement: string, values?: unknown[]): Promise<T[]>;
    exec(statement: string): Promise<void>;
    close(): Promise<void>;
}

const q = (name: string) => `"${name}"`;

/** A build's connection; `readOnly` for checking a database someone else's server may be using. */
export function openSqliteTarget(file: string, options: { readOnly?: boolean } = {}): IBulkTarget {
    const sqlite = new SqliteDatabase(file, { readonly: options.readOnly ?? false, fileMustExist: true });
    // The file is a build artefact until it is renamed into the cache: no journal to keep.
    if (!options.readOnly) sqlite.pragma("journal_mode = DELETE");
    sqlite.pragma("synchronous = OFF");
    sqlite.pragma("cache_size = -262144");
    sqlite.pragma("temp_store = MEMORY");
    // Rows arrive parents first, but checking each key as it lands is slow: foreign_key_check runs at the end.
    sqlite.pragma("foreign_keys = OFF");
    const statements = new Map<string, SqliteDatabase.Statement>();
    const MAX_VARIABLES = 30_000;
    return {
        dialect: "sqlite",
        async insert(table, columns, rows) {
            const perStatement = Math.max(1, Math.min(500, Math.floor(MAX_VARIABLES / columns.length)));
            const statementFor = (count: number) => {
                const key = `${table}|${columns.join(",")}|${count}`;
                let statement = statements.get(key);
                if (!statement) {
                    const tuple = `(${columns.map(() => "?").join(",")})`;
                    statement = sqlite.prepare(`insert into ${q(table)} (${columns.map(q).join(",")}) values ${Array.from({ length: count }, () => tuple).join(",")}`);
                    statements.set(key, statement);
                }
                return statement;
            };
            for (let start = 0; start < rows.length; start += perStatement) {
                const chunk = rows.slice(start, start + perStatement);
                statementFor(chunk.length).run(chunk.flat());
            }
        },
        async query<T extends object>(statement: string, values: unknown[] = []) {
            const prepared = sqlite.prepare(statement);
            if (!prepared.reader) {
                prepared.run(...values);
                return [];
            }
            return prepared.all(...values) as T[];
        },
        async exec(statement) {
            sqlite.exec(statement);
        },
        async close() {
            sqlite.close();
        },
    };
}

/** PostgreSQL's name for a column's type, as an array element type for unnest. */
function arrayElementType(dataType: string): string {
    switch (dataType) {
        case "integer":
            return "int4";
        case "bigint":
            return "int8";
        case "boolean":
            return "bool";
        case "timestamp with time zone":
            return "timestamptz";
        case "text":
            return "text";
        default:
            throw new Error(`No bulk type for "${dataType}".`);
    }
}

export async function openPostgresTarget(databaseUrl: string): Promise<IBulkTarget> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    // The generated rows are consistent by construction (verified at the end): skip the
    // foreign-key triggers while loading (the role is a superuser).
    await client.query("set session_replication_role = replica");
    const columnTypes = new Map<string, string>();
    const typeOf = async (table: string, column: string) => {
        if (!columnTypes.has(table)) {
            const { rows } = await client.query<{ column: string; type: string }>(
                "select column_name as column, data_type as type from information_schema.columns where table_schema = current_schema() and table_name = $1",
                [table],
            );
            for (const row of rows) columnTypes.set(`${table}.${row.column}`, row.type);
            columnTypes.set(table, "loaded");
        }
        const type = columnTypes.get(`${table}.${column}`);
        if (!type) throw new Error(`No column ${table}.${column}.`);
        return type;
    };
    const PER_STATEMENT = 5000;
    return {
        dialect: "postgres",
        async insert(table, columns, rows) {
            const types: string[] = [];
            for (const column of columns) types.push(await typeOf(table, column));
            const statement = `insert into ${q(table)} (${columns.map(q).join(",")}) select * from unnest(${types.map((type, index) => `$${index + 1}::${arrayElementType(type)}[]`).join(",")})`;
            for (let start = 0; start < rows.length; start += PER_STATEMENT) {
                const chunk = rows.slice(start, start + PER_STATEMENT);
                const arrays = columns.map((_, index) =>
                    chunk.map((row) => {
                        const value = row[index];
                        // 0/1 flags are booleans on PostgreSQL (nativeTypes.ts).
                        return types[index] === "boolean" && typeof value === "number" ? value !== 0 : value;
                    }),
                );
                await client.query(statement, arrays);
            }
        },
        async query<T extends object>(statement: string, values: unknown[] = []) {
            return (await client.query<T>(statement, values)).rows;
        },
        async exec(statement) {
            await client.query(statement);
        },
        async close() {
            await client.end();
        },
    };
}
