/**
 * Read-mostly rows every request needs (the guest role's permissions, a role set's permissions,
 * the categories, the current theme) kept in this process's memory while a generation
 * (db/pageCacheGeneration.ts) is unchanged: a request then reads one number instead of running
 * those queries again (issue 10 item 6: 8–18 queries per page on PostgreSQL, each a round trip).
 * Rows that only settings change (permissions, the configuration, reaction types, the theme) are
 * kept under the settings generation, which a post does not raise; the rest (the categories,
 * with their counts) under the content generation.
 *
 * Safe across processes for the same reason as the guest page cache: every write to those tables
 * raises the generation in its own transaction, so a value loaded under an older number is never
 * used again, whichever process wrote. A request reads the generation once, at its first use;
 * a value loaded after that read can only be newer than the number it is kept under, which at
 * worst loads it again later.
 *
 * Only for GET and HEAD requests: a request that writes must read what it wrote, not a value
 * kept from before its write. Kept values are shared between requests: callers must not change
 * them.
 */
import type { FastifyRequest } from "fastify";
import type { IHost } from "@server/app";
import type { Kysely } from "kysely";
import { GenerationReader, type IGenerations } from "@server/db/pageCacheGeneration";

interface IKept {
    generation: number;
    value: Promise<unknown>;
}

// Keyed by the host (app.hearth), which every plugin context of one app shares (request.server is the route's context).
const readers = new WeakMap<IHost, GenerationReader>();
const generationsByRequest = new WeakMap<FastifyRequest, Promise<IGenerations>>();

/** The app's shared reader of the content generation (one query in flight at a time). */
export function generationReader(host: IHost): GenerationReader {
    let reader = readers.get(host);
    if (!reader) {
        reader = new GenerationReader(host.db as unknown as Kysely<unknown>);
        readers.set(host, reader);
    }
    return reader;
}

/** The latest generation this process has read, and the site configuration's reload for it. */
const configSeen = new WeakMap<IHost, { generation: number; reloaded: Promise<void> }>();

/**
 * The site configuration as of the settings generation `generation`: this process keeps it in
 * memory (siteConfig.ts), and another process may have changed the table; every such write raised
 * the number, so a new one reloads it (one query per change, shared by the requests that see it).
 */
function configAsOf(host: IHost, generation: number): Promise<void> {
    const seen = configSeen.get(host);
    if (seen && seen.generation >= generation) return seen.reloaded;
    const reloaded = host.config.reload();
    configSeen.set(host, { generation, reloaded });
    return reloaded;
}

/**
 * The generations this request reads everything under, read at its first use (the guest page
 * cache reads them first for a guest's page). The site configuration is brought up to the
 * settings generation before the request goes on.
 */
export function requestGenerations(request: FastifyRequest): Promise<IGenerations> {
    let generations = generationsByRequest.get(request);
    if (!generations) {
        generations = generationReader(request.server.hearth)
            .read()
            .then(async (value) => {
                await configAsOf(request.server.hearth, value.settings);
                return value;
            });
        generationsByRequest.set(request, generations);
    }
    return generations;
}

/** The request's content generation (requestGenerations): what the guest page cache checks its pages against. */
export async function requestGeneration(request: FastifyRequest): Promise<number> {
    return (await requestGenerations(request)).content;
}

/**
 * Generations read by another statement of this request (the viewer's session statement reads
 * them alongside): they become the request's own, unless the request has read them already. Read
 * after the request arrived, they are as good as requestGenerations' own read, one round trip fewer.
 */
export function offerRequestGeneration(request: FastifyRequest, generations: IGenerations): void {
    if (generationsByRequest.has(request) || !Number.isFinite(generations.content) || !Number.isFinite(generations.settings)) return;
    generationsByRequest.set(
        request,
        configAsOf(request.server.hearth, generations.settings).then(() => generations),
    );
}

function isReadOnly(request: FastifyRequest): boolean {
    return request.method === "GET" || request.method === "HEAD";
}

/**
 * Which generation a kept value depends on: "content" (any write a guest could see, the default)
 * or "settings" (only writes to the settings tables, pageCacheGeneration.ts SETTINGS_TABLES).
 */
export type KeptScope = "content" | "settings";

/**
 * Values kept per app while their generation is unchanged, at most `maxEntries` of them (the
 * least recently used go first): for keys without a bound of their own, such as a search's words.
 */
export class KeptWhileUnchanged<T> {
    private readonly stores = new WeakMap<IHost, Map<string, IKept>>();

    constructor(
        private readonly maxEntries: number,
        private readonly scope: KeptScope = "content",
    ) {}

    /**
     * `load()`'s value, kept under `key`. Outside a read-only request it is loaded every time,
     * unless `beforeWrites`: the caller loads it at the request's start, before anything the
     * request writes (the viewer's permissions), so a value kept under the generation the request
     * read when it arrived is as current as a load would be.
     */
    async get(request: FastifyRequest, key: string, load: () => Promise<T>, beforeWrites = false): Promise<T> {
        if (!isReadOnly(request) && !beforeWrites) return load();
        const generation = (await requestGenerations(request))[this.scope];
        let values = this.stores.get(request.server.hearth);
        if (!values) {
            values = new Map();
            this.stores.set(request.server.hearth, values);
        }
        const current = values.get(key);
        if (current && current.generation >= generation) {
            // Most recently used last: Map keeps insertion order.
            values.delete(key);
            values.set(key, current);
            return current.value as Promise<T>;
        }
        const value = load();
        values.delete(key);
        values.set(key, { generation, value });
        for (const [oldest] of values) {
            if (values.size <= this.maxEntries) break;
            values.delete(oldest);
        }
        // A failed load is not kept: the next request tries again.
        value.catch(() => {
            if (values.get(key)?.value === value) values.delete(key);
        });
        return value;
    }

    /** Drops what is kept under `key` (a value its caller found incomplete). */
    forget(request: FastifyRequest, key: string): void {
        this.stores.get(request.server.hearth)?.delete(key);
    }
}

/** The read-mostly rows of the module comment: a handful of keys, never evicted. */
const readMostly = new KeptWhileUnchanged<unknown>(Number.POSITIVE_INFINITY);
const settingsRows = new KeptWhileUnchanged<unknown>(Number.POSITIVE_INFINITY, "settings");

/**
 * `load()`'s value, kept under `key` while the content generation is unchanged. Outside a
 * read-only request it is loaded every time.
 */
export function keptWhileUnchanged<T>(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
    return readMostly.get(request, key, load) as Promise<T>;
}

/**
 * `load()`'s value, kept under `key` while the settings generation is unchanged: for values read
 * only from the settings tables (pageCacheGeneration.ts SETTINGS_TABLES), which a post does not
 * change. Outside a read-only request it is loaded every time, unless `beforeWrites` (see
 * KeptWhileUnchanged.get).
 */
export function keptWhileSettingsUnchanged<T>(request: FastifyRequest, key: string, load: () => Promise<T>, beforeWrites = false): Promise<T> {
    return settingsRows.get(request, key, load, beforeWrites) as Promise<T>;
}
