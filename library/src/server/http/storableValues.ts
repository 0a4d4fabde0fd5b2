/**
 * Values no field of the API means and the database cannot store, refused after validation
 * with a 400 naming the field (instead of the database's error, a 500):
 * - non-finite numbers: "1e309" and "Infinity" pass a schema's "integer" once Ajv has coerced
 *   them (Ajv checks the coerced value's range no more), and JSON.parse reads 1e309 as Infinity;
 * - whole numbers beyond PostgreSQL's `integer`, the type of every ID and count column;
 * - strings holding U+0000, which PostgreSQL's text refuses.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "@server/http/httpErrors";

export const MAX_STORED_INTEGER = 2_147_483_647;

/** The first unstorable value inside a value, as its dotted path and the reason, or null. */
export function unstorableField(value: unknown, path = "", depth = 0): { field: string; problem: string } | null {
    if (typeof value === "number") {
        if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > MAX_STORED_INTEGER)) return { field: path, problem: "is not a valid number" };
        return null;
    }
    if (typeof value === "string") return value.includes("\u0000") ? { field: path, problem: "contains a NUL character" } : null;
    if (value === null || typeof value !== "object" || depth > 32) return null;
    for (const [key, child] of Object.entries(value)) {
        const found = unstorableField(child, path ? `${path}.${key}` : key, depth + 1);
        if (found) return found;
    }
    return null;
}

export function installStorableValuesGuard(app: FastifyInstance): void {
    app.addHook("preHandler", async (request) => {
        for (const part of [request.params, request.query, request.body]) {
            const found = unstorableField(part);
            if (!found) continue;
            const message = `${found.field || "The value"} ${found.problem}.`;
            throw new HttpError(400, message, [{ field: found.field, message, code: "type", status: 400 }]);
        }
    });
}
