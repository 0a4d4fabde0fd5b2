/**
 * Which records of a keyed record type exist (KEYED_RECORD_TYPES: navigation items, layout
 * widgets), for the translations API's checks. Each type's owner registers its check when its
 * routes are registered (the layouts live in the vanilla application, the API in the dashboard).
 */
import type { FastifyRequest } from "fastify";

export type KeyedRecordCheck = (request: FastifyRequest, keys: string[]) => Promise<Set<string>> | Set<string>;

const checks = new Map<string, KeyedRecordCheck>();

export function registerKeyedRecords(recordType: string, check: KeyedRecordCheck): void {
    checks.set(recordType, check);
}

/** The keys among `keys` that name a record of `recordType` (none when nobody registered the type). */
export async function existingKeys(request: FastifyRequest, recordType: string, keys: string[]): Promise<Set<string>> {
    const check = checks.get(recordType);
    return check ? check(request, keys) : new Set();
}
