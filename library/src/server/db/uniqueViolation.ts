/**
 * Whether a database error is a unique-key violation (SQLite SQLITE_CONSTRAINT_UNIQUE or
 * _PRIMARYKEY, PostgreSQL 23505). Writes that must be unique let the database decide (a unique
 * index, not a check-then-insert) and turn this error into a clear 4xx.
 */
export function isUniqueViolation(error: unknown): boolean {
    if (typeof error !== "object" || error === null || !("code" in error)) return false;
    const code = (error as { code: unknown }).code;
    return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
