/**
 * The guest page cache (issue 17 item 4): pages that are the same for every guest (the lists,
 * categories, a discussion and its pages, profiles) are rendered once and then served from
 * memory, until a write anyone makes could change them. The API reads behind them (the
 * discussions, a discussion's comments, the categories) are kept the same way (issue 10 item 6:
 * a guest's API read cost every process a few queries, which on PostgreSQL are round trips); a
 * call answered from memory still counts against the API's rate limits (apiRateLimits.ts).
 *
 * What may be cached: a GET by a plain guest (no cookie of the forum's: no session, not even an
 * expired one, no theme preview) of a page whose route said so (renderPage's `guestCache`), that
 * answered 200 without setting a cookie. Everything else a page holds is the same for every guest:
 * the theme and navigation come from the site configuration, the page's address and the language
 * negotiated from Accept-Language (both part of the key) are in its metadata. Members are never served from it, nor stored into it.
 * An API route allows it the same way (allowGuestCache); its paging headers are kept with it.
 *
 * What varies per answer, and how:
 * - The Content-Security-Policy nonce: the page is stored with its nonce cut out and every answer
 *   puts its own fresh nonce back (the header, set earlier by securityHeaders.ts, names the same).
 * - Accept-Encoding: a gzip answer is spliced from the stored page's pieces, each compressed once
 *   when stored (raw deflate ending in a sync flush, so they can be concatenated), and the nonce
 *   as an uncompressed block between them; only the CRC is computed per answer. Other encodings
 *   get the plain page (@fastify/compress may still compress it).
 * - Time: the "who's online" panel and view counts change without a write that invalidates (see
 *   below), so an entry is at most MAX_AGE_MS old.
 *
 * Invalidation, on every server process at once: the database holds a content generation
 * (db/pageCacheGeneration.ts) that triggers raise in the same transaction as every write a guest
 * could see. An entry keeps the generation read when its request arrived, before rendering, and is
 * served only while the database still holds that number; every hit reads it (one query, shared by
 * the hits that arrive together). The pages themselves may then live in this process's memory
 * (a bounded LRU): a stale one is never served. A view or a member's activity stamp does not
 * raise it, so reading never empties the cache.
 *
 * One render per page at a time: guests asking for a page while it is being rendered wait for
 * that render instead of starting their own (after a write, the busiest pages would otherwise be
 * rendered by every guest at once); a page past its age but unchanged is served while one
 * request renders it again.
 *
 * Hits are served in an onRequest hook before the admission queue (admission.ts): they cost a
 * fraction of a render and never wait behind one. They are sent HITS_PER_TURN per turn of the
 * event loop (loopTurns.ts): served as they were read, 200 clients' hits made one turn of 40 ms,
 * and Node accepts one new connection per turn. Site config `Cache.GuestPages.Enabled`
 * (default true) turns the cache off; answers carry `x-guest-cache: hit` or `miss`.
 */
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestGeneration } from "@server/db/generationMemo";
import { acceptsEncoding } from "@server/http/acceptEncoding";
import { scriptNonce } from "@server/http/securityHeaders";
import { admitFirst, BUSY_MESSAGE } from "@server/http/admission";
import { countApiCall } from "@server/http/apiRateLimits";
import { PerTurn } from "@server/http/loopTurns";
import { errorBody } from "@server/http/httpErrors";
import { guestLocale } from "@server/i18n/requestTranslator";

export const GUEST_CACHE_CONFIG_KEY = "Cache.GuestPages.Enabled";
export const CACHE_STATUS_HEADER = "x-guest-cache";
/** The oldest page served: "who's online" and view counts change without raising the generation. */
export const MAX_AGE_MS = 60_000;
/** The memory the stored pages (plain and gzip pieces) may take in one process. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Paths that are never pages or API reads: files. */
const NOT_CACHED = /^\/(assets|fonts|uploads|icons|styles)\/|^\/favicon\./;
/** What an API answer says besides its body (paging.ts): kept and sent again with it. */
const KEPT_HEADERS = /^(x-app-page-|link$)/;
/** Hits sent per turn of the event loop: about 2 ms of work, so a connection waiting to be accepted soon is. */
const HITS_PER_TURN = 8;
/** Any cookie of the forum's own (session, theme preview): a visitor who holds one is not a plain guest. */
const FORUM_COOKIE = /(?:^|;)\s*hearth_/;

interface IEntry {
    generation: number;
    storedAt: number;
    /** Content-Type and the kept headers. */
    headers: Record<string, string>;
    /** The page cut at each nonce attribute (an API answer has none: one piece). */
    pieces: Buffer[];
    /** Each piece as raw deflate ending in a sync flush: concatenable. */
    deflated: Buffer[];
    /**
     * An answer without a nonce (one piece: an API read) is the same bytes every time: sent as
     * stored, its one piece or this gzip made once, not copied per hit (at 4,500 hits a second
     * the copies of a 58 KB list kept the garbage collector busy enough to stretch the slowest
     * answers).
     */
    wholeGzip?: Buffer;
    bytes: number;
}

/** The pages rendered for guests that may be served again: the most recently used are kept. */
class PageStore {
    private readonly entries = new Map<string, IEntry>();
    private bytes = 0;

    get(key: string): IEntry | undefined {
        const entry = this.entries.get(key);
        if (entry) {
            // Most recently used last: Map keeps insertion order.
            this.entries.delete(key);
            this.entries.set(key, entry);
        }
        return entry;
    }

    set(key: string, entry: IEntry): void {
        const existing = this.entries.get(key);
        // A slow render that started before a write must not replace the page rendered after it.
        if (existing && existing.generation > entry.generation) return;
        this.delete(key);
        this.entries.set(key, entry);
        this.bytes += entry.bytes;
        for (const [oldest] of this.entries) {
            if (this.bytes <= MAX_BYTES) break;
            this.delete(oldest);
        }
    }

    delete(key: string): void {
        const entry = this.entries.get(key);
        if (!entry) return;
        this.entries.delete(key);
        this.bytes -= entry.bytes;
    }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function nonceAttribute(nonce: string): string {
    return `nonce="${nonce}"`;
}

function entryOf(body: string, nonce: string, headers: Record<string, string>, generation: number): IEntry {
    const pieces = body.split(nonceAttribute(nonce)).map((piece) => Buffer.from(piece));
    const deflated = pieces.map((piece) => zlib.deflateRawSync(piece, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    const wholeGzip = pieces.length === 1 ? gzipBody({ pieces, deflated }, nonce) : undefined;
    const bytes = [...pieces, ...deflated, ...(wholeGzip ? [wholeGzip] : [])].reduce((sum, buffer) => sum + buffer.length, 0);
    return { generation, storedAt: Date.now(), headers, pieces, deflated, wholeGzip, bytes };
}

/** The headers an answer is stored with: its Content-Type and the API's paging headers. */
function keptHeaders(reply: FastifyReply): Record<string, string> {
    const headers: Record<string, string> = { "content-type": String(reply.getHeader("content-type")) };
    for (const [name, value] of Object.entries(reply.getHeaders())) if (KEPT_HEADERS.test(name) && value !== undefined) headers[name] = String(value);
    return headers;
}

function plainBody(entry: IEntry, nonce: string): Buffer {
    if (entry.pieces.length === 1) return entry.pieces[0]!;
    const attribute = Buffer.from(nonceAttribute(nonce));
    const parts: Buffer[] = [];
    entry.pieces.forEach((piece, index) => {
        if (index > 0) parts.push(attribute);
        parts.push(piece);
    });
    return Buffer.concat(parts);
}

/** A gzip member: the stored pieces' deflate output with the nonce between them as stored blocks. */
export function gzipBody(entry: Pick<IEntry, "pieces" | "deflated">, nonce: string): Buffer {
    const attribute = Buffer.from(nonceAttribute(nonce));
    // A stored block: header byte (not final, type 00, we are byte-aligned after a sync flush), LEN, NLEN, bytes.
    const stored = Buffer.alloc(5 + attribute.length);
    stored.writeUInt16LE(attribute.length, 1);
    stored.writeUInt16LE(~attribute.length & 0xffff, 3);
    attribute.copy(stored, 5);
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    entry.pieces.forEach((piece, index) => {
        if (index > 0) {
            parts.push(stored);
            crc = zlib.crc32(attribute, crc);
            length += attribute.length;
        }
        parts.push(entry.deflated[index]!);
        crc = zlib.crc32(piece, crc);
        length += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
}

/** The answers whose routes allow the cache (renderPage's `guestCache`, API reads). */
const cacheablePages = new WeakSet<FastifyReply>();

/** Called by renderPage for a page, or by an API read, whose answer is the same for every guest. */
export function allowGuestCache(reply: FastifyReply): void {
    cacheablePages.add(reply);
}

/** The generation read when a cacheable request arrived, before its page was rendered. */
const arrivedAt = new WeakMap<FastifyRequest, number>();
/** Ends the render a request leads (the others asking for the same page wait for it). */
const rendered = new WeakMap<FastifyRequest, () => void>();

function cacheKey(request: FastifyRequest): string {
    // A guest's page is in the language their browser asks for (Accept-Language): one copy per language.
    return `${request.protocol}://${request.host}${request.url} ${guestLocale(request)}`;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: IEntry): FastifyReply {
    const nonce = scriptNonce(reply);
    const gzip = acceptsEncoding(request, "gzip");
    reply.headers(entry.headers).header("cache-control", "no-store").header("vary", "accept-encoding").header(CACHE_STATUS_HEADER, "hit");
    if (gzip) reply.header("content-encoding", "gzip");
    return reply.send(gzip ? (entry.wholeGzip ?? gzipBody(entry, nonce)) : plainBody(entry, nonce));
}

export interface IGuestPageCacheOptions {
    /**
     * The longest a guest waits for another request's render of the same page before being
     * answered 503, as the admission queue answers a request that waited that long for its turn
     * (undefined: no limit).
     */
    maxWaitMs?: number;
}

/** Resolves with true when `promise` settles within `ms`, false otherwise. */
function settlesWithin(promise: Promise<void>, ms: number | undefined): Promise<boolean> {
    if (ms === undefined) return promise.then(() => true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

export function installGuestPageCache(app: FastifyInstance, options: IGuestPageCacheOptions = {}): void {
    const retryAfter = String(Math.max(1, Math.ceil((options.maxWaitMs ?? 1000) / 1000)));
    const { config } = app.hearth;
    const store = new PageStore();
    const hitTurns = new PerTurn(HITS_PER_TURN);
    const sendHit = async (request: FastifyRequest, reply: FastifyReply, entry: IEntry) => {
        await hitTurns.next();
        return sendEntry(request, reply, entry);
    };
    /** The renders under way, by key: the guests who ask meanwhile wait for that page instead of rendering it again. */
    const rendering = new Map<string, Promise<void>>();
    /**
     * The routes (patterns) that answered a guest a page they did not allow to be cached: their
     * requests do not wait for each other (the sign-in page …). Every other route's do, from the
     * first burst on.
     */
    const uncacheableRoutes = new Set<string>();
    /** The request rendering each of those pages. */
    const leaders = new Map<string, FastifyRequest>();
    const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ""}`;

    app.addHook("onRequest", async (request, reply) => {
        if (request.method !== "GET" || NOT_CACHED.test(request.url)) return;
        if (FORUM_COOKIE.test(request.headers.cookie ?? "")) return;
        if (config.get<boolean>(GUEST_CACHE_CONFIG_KEY, true) === false) return;
        // An API call counts against the limits before it is answered, from memory or not.
        if (request.url.startsWith("/api/")) await countApiCall(request, reply);
        const key = cacheKey(request);
        // Read once for the request: what the rest of it keeps in memory is checked against the same number.
        const generation = await requestGeneration(request);
        // A page stored under a later generation than this request's is newer still: as good.
        const entry = store.get(key);
        if (entry && entry.generation >= generation) {
            // Past its age (who's online, view counts) but unchanged by any write: served while one request renders it again.
            if (Date.now() - entry.storedAt <= MAX_AGE_MS || rendering.has(key)) return sendHit(request, reply, entry);
        }
        const underWay = rendering.get(key);
        if (underWay && !uncacheableRoutes.has(routeOf(request))) {
            // The render others wait for goes first in the admission queue.
            const leader = leaders.get(key);
            if (leader) admitFirst(leader);
            if (!(await settlesWithin(underWay, options.maxWaitMs))) {
                // The render is taking longer than a turn in the queue may: refused as the queue would.
                return reply.status(503).header("retry-after", retryAfter).send(errorBody(503, BUSY_MESSAGE));
            }
            const page = store.get(key);
            if (page && page.generation >= generation) return sendHit(request, reply, page);
        }
        if (!rendering.has(key)) {
            let done!: () => void;
            const promise = new Promise<void>((resolve) => (done = resolve));
            rendering.set(key, promise);
            leaders.set(key, request);
            // However the request ends (stored, not cacheable, refused by the queue, client gone).
            const finish = () => {
                if (rendering.get(key) === promise) {
                    rendering.delete(key);
                    leaders.delete(key);
                }
                done();
            };
            reply.raw.once("close", finish);
            rendered.set(request, finish);
        }
        arrivedAt.set(request, generation);
    });

    // Before @fastify/compress's own onSend (a route hook, so after this one): the page is still text.
    app.addHook("onSend", async (request, reply, payload) => {
        const generation = arrivedAt.get(request);
        if (generation === undefined) return payload;
        if (cacheablePages.has(reply) && reply.statusCode === 200 && typeof payload === "string" && !reply.hasHeader("set-cookie")) {
            store.set(cacheKey(request), entryOf(payload, scriptNonce(reply), keptHeaders(reply), generation));
            reply.header(CACHE_STATUS_HEADER, "miss");
        } else if (reply.statusCode === 200 && !cacheablePages.has(reply)) {
            uncacheableRoutes.add(routeOf(request));
        }
        // The guests waiting for this page take it now, not once it has been sent.
        rendered.get(request)?.();
        return payload;
    });
}
