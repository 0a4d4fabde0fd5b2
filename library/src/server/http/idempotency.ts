/**
 * The Idempotency-Key header (content §8 "a retried post never makes a duplicate"): a client
 * that sends a post, loses the answer and sends it again with the same key gets the first
 * answer again (same status, the same record), never a second post.
 *
 *     return answerIdempotently(request, reply, "POST /api/v2/comments", request.body, {
 *         status: 201,
 *         run: (trx) => createTheThing(trx),            // the work, in the claim's transaction
 *         stored: (created) => ({ commentID: created.commentID }), // what the key remembers
 *         answer: (stored) => loadTheThing(stored.commentID),      // the body, first time and on replays
 *     });
 *
 * How it holds under concurrency: the key is claimed by inserting its row (primary key
 * userID + key) in the SAME transaction as the work, before the work. A duplicate sent at the
 * same time cannot claim it: on PostgreSQL its insert waits on the first transaction's
 * uncommitted row, on SQLite transactions run one at a time; either way it then finds the
 * committed key and answers the first post. So simultaneous duplicates wait (as long as the
 * first post takes) and all get the first answer; none gets an error. A key found claimed but
 * without an answer (which only a crash between two statements could leave) answers 409
 * "This post is already being sent."
 *
 * Only successful answers are remembered: when the work fails (a validation error, a refused
 * permission) its transaction rolls back with the claim, so the member can correct the post and
 * send it again with the same key. The same key with a different request body answers 422.
 * Keys expire after 24 hours; expired rows are deleted whenever a request carries a key.
 * Replays carry the header `Idempotent-Replayed: true`.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";

export interface IdempotencyKeysTable {
    userID: number;
    key: string;
    /** "POST /api/v2/comments": a key names one post of one route. */
    route: string;
    /** SHA-256 of the route and the request body: the same key with another body is refused. */
    requestHash: string;
    /** The first answer's status, set in the transaction that claimed the key. */
    status: number | null;
    /** JSON of what the first answer created (see IIdempotentWork.stored). */
    response: string | null;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        idempotencyKeys: IdempotencyKeysTable;
    }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
export const KEY_IN_FLIGHT_MESSAGE = "This post is already being sent.";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different post. Send a new post with a new key.";

export interface IIdempotentWork<Created, Stored> {
    /** The status of a successful answer (201). */
    status: number;
    /** The work, inside the transaction that claimed the key. */
    run: (trx: Kysely<Database>) => Promise<Created>;
    /** What the key remembers of the result (small JSON: the created record's ID). */
    stored: (created: Created) => Stored;
    /** Runs after the commit of the first request only (events, notifications). */
    afterCommit?: (created: Created) => Promise<void>;
    /** The answer's body, built from what the key remembers: for the first answer and every replay. */
    answer: (stored: Stored) => Promise<unknown>;
}

/** A key as sent (header or form field): null without one; 400 when it is malformed. */
export function checkIdempotencyKey(value: string | string[] | undefined): string | null {
    if (value === undefined) return null;
    const key = Array.isArray(value) ? value[0] : value;
    if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
        throw new HttpError(400, `The Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.`);
    }
    return key;
}

/** The request's Idempotency-Key header (see checkIdempotencyKey). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
    return checkIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
}

function requestHash(route: string, payload: unknown): string {
    return createHash("sha256").update(route).update("\n").update(JSON.stringify(payload ?? null)).digest("hex");
}

/** Deletes the keys older than a day (any member's): every request with a key sweeps them. */
export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>, now = Date.now()): Promise<void> {
    await db.deleteFrom("idempotencyKeys").where("dateInserted", "<", new Date(now - IDEMPOTENCY_TTL_MS).toISOString()).execute();
}

type KeyRow = Pick<IdempotencyKeysTable, "requestHash" | "status" | "response">;

async function findKey(db: Kysely<Database>, userID: number, key: string): Promise<KeyRow | undefined> {
    return db.selectFrom("idempotencyKeys").select(["requestHash", "status", "response"]).where("userID", "=", userID).where("key", "=", key).executeTakeFirst();
}

export interface IIdempotentClaim {
    userID: number;
    /** null: no key, the work simply runs in a transaction. */
    key: string | null;
    route: string;
    /** What the request asked for: the same key with another payload is refused (422). */
    payload: unknown;
}

/** What runIdempotently did: the work (`created` is set) or a replay of the key's first result. */
export interface IIdempotentOutcome<Created, Stored> {
    status: number;
    stored: Stored;
    created?: Created;
}

/**
 * The mechanism under answerIdempotently (and the plain form posts of postingForms.ts): runs
 * `work.run` once per member and key, in the transaction that claims the key, and answers what
 * the key remembers. Throws 422 for the key with another payload, 409 for a key claimed but
 * unanswered (see the top of the file). Guests (userID 0) and requests without a key just run.
 */
export async function runIdempotently<Created, Stored>(
    db: Kysely<Database>,
    claim: IIdempotentClaim,
    work: Pick<IIdempotentWork<Created, Stored>, "status" | "run" | "stored">,
): Promise<IIdempotentOutcome<Created, Stored>> {
    const { userID, route } = claim;
    const key = userID ? claim.key : null;
    const hash = requestHash(route, claim.payload);
    const replay = (row: KeyRow): IIdempotentOutcome<Created, Stored> => {
        if (row.requestHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
        if (row.status === null || row.response === null) throw new HttpError(409, KEY_IN_FLIGHT_MESSAGE);
        return { status: row.status, stored: JSON.parse(row.response) as Stored };
    };

    if (key) {
        await deleteExpiredIdempotencyKeys(db);
        const existing = await findKey(db, userID, key);
        if (existing) return replay(existing);
    }
    const outcome = await db.transaction().execute(async (trx) => {
        if (key) {
            const claimed = await trx
                .insertInto("idempotencyKeys")
                .values({ userID, key, route, requestHash: hash, status: null, response: null, dateInserted: new Date().toISOString() })
                .onConflict((conflict) => conflict.columns(["userID", "key"]).doNothing())
                .returning("key")
                .executeTakeFirst();
            // Another request with this key committed first (this insert waited for it).
            if (!claimed) return null;
        }
        const created = await work.run(trx);
        const stored = work.stored(created);
        if (key) {
            await trx.updateTable("idempotencyKeys").set({ status: work.status, response: JSON.stringify(stored) }).where("userID", "=", userID).where("key", "=", key).execute();
        }
        return { status: work.status, stored, created };
    });
    if (outcome) return outcome;
    const row = await findKey(db, userID, key!);
    if (!row) throw new HttpError(409, KEY_IN_FLIGHT_MESSAGE);
    return replay(row);
}

/**
 * Runs `work` once per member and key and sends its answer (see the top of the file). Without
 * the header, or for a guest (whose post the work refuses anyway), the work simply runs in a
 * transaction.
 */
export async function answerIdempotently<Created, Stored>(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    payload: unknown,
    work: IIdempotentWork<Created, Stored>,
): Promise<FastifyReply> {
    const key = idempotencyKeyOf(request);
    const { user } = await getViewer(request);
    const outcome = await runIdempotently(request.server.hearth.db, { userID: user.userID, key, route, payload }, work);
    if (outcome.created === undefined) reply.header("idempotent-replayed", "true");
    else if (work.afterCommit) await work.afterCommit(outcome.created);
    return reply.status(outcome.status).send(await work.answer(outcome.stored));
}
