/**
 * Read-mostly rows every request needs (the guest role's permissions, a role set's permissions,
 * the categories, the current theme) kept in this process's memory while the content generation
 * (db/pageCacheGeneration.ts) is unchanged: a request then reads one number instead of running
 * those queries again (issue 10 item 6: 8–18 queries per page on PostgreSQL, each a round trip).
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
import { GenerationReader } from "@server/db/pageCacheGeneration";

interface IKept {
    generation: number;
    value: Promise<unknown>;
}

// Keyed by the host (app.hearth), which every plugin context of one app shares (request.server is the route's context).
const readers = new WeakMap<IHost, GenerationReader>();
const requestGenerations = new WeakMap<FastifyRequest, Promise<number>>();

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
 * The site configuration as of `generation`: this process keeps it in memory (siteConfig.ts),
 * and another process may have changed the table; every such write raised the generation, so a
 * new number reloads it (one query per change, shared by the requests that see it).
 */
function configAsOf(host: IHost, generation: number): Promise<void> {
    const seen = configSeen.get(host);
    if (seen && seen.generation >= generation) return seen.reloaded;
    const reloaded = host.config.reload();
    configSeen.set(host, { generation, reloaded });
    return reloaded;
}

/**
 * The generation this request reads everything under, read at its first use (the guest page
 * cache reads it first for a guest's page). The site configuration is brought up to it before
 * the request goes on.
 */
export function requestGeneration(request: FastifyRequest): Promise<number> {
    let generation = requestGenerations.get(request);
    if (!generation) {
        generation = generationReader(request.server.hearth)
            .read()
            .then(async (value) => {
                await configAsOf(request.server.hearth, value);
                return value;
            });
        requestGenerations.set(request, generation);
    }
    return generation;
}

/**
 * A generation read by another statement of this request (the viewer's session statement reads
 * it alongside): it becomes the request's own, unless the request has read one already. Read
 * after the request arrived, it is as good as requestGeneration's own read, one round trip fewer.
 */
export function offerRequestGeneration(request: FastifyRequest, generation: number): void {
    if (requestGenerations.has(request) || !Number.isFinite(generation)) return;
    requestGenerations.set(
        request,
        configAsOf(request.server.hearth, generation).then(() => generation),
    );
}

function isReadOnly(request: FastifyRequest): boolean {
    return request.method === "GET" || request.method === "HEAD";
}

/**
 * Values kept per app while the generation is unchanged, at most `maxEntries` of them (the least
 * recently used go first): for keys without a bound of their own, such as a search's words.
 */
export class KeptWhileUnchanged<T> {
    private readonly stores = new WeakMap<IHost, Map<string, IKept>>();

    constructor(private readonly maxEntries: number) {}

    /** `load()`'s value, kept under `key`. Outside a read-only request it is loaded every time. */
    async get(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
        if (!isReadOnly(request)) return load();
        const generation = await requestGeneration(request);
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

/**
 * `load()`'s value, kept under `key` while the generation is unchanged. Outside a read-only
 * request it is loaded every time.
 */
export function keptWhileUnchanged<T>(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
    return readMostly.get(request, key, load) as Promise<T>;
}
