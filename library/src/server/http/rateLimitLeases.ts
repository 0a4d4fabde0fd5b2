/**
 * Leased hits for the limits every API call counts (apiRateLimits.ts). Writing the shared
 * counter once per call was most of what a guest API read cost, and on PostgreSQL it was the
 * reason 200 clients got less than SQLite's throughput (issue 10, "fair service").
 *
 * A process takes a lease of several hits at once: one upsert adds them all to the shared
 * counter in the database (countRateLimitHits), and the process spends them on its
 * next calls without writing. The counter in the database stays the truth every process
 * shares, so several processes together can never let more than the limit through; what a
 * lease changes is that hits are counted when they are leased, so a process that stops using
 * its lease leaves the rest of it unspent until the window ends (at most the lease size per
 * process and key). Small limits (sign-in, posting) never use leases: their size works out to
 * one hit, which is exactly hitRateLimit.
 *
 * The next lease is taken while half of the current one is left, so a call never waits for the
 * counter's write while the hits last (on PostgreSQL a commit that waits for the disk: every call
 * arriving meanwhile waited with it). A process can thus hold up to one and a half leases unspent.
 *
 * A refusal is remembered until its window ends, so a script hammering past its limit costs
 * no write at all.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { countRateLimitHits, type HitRateLimit, type IRateLimit, type IRateLimitResult } from "@server/http/rateLimits";

/** A lease is at most this many hits, and at most a twentieth of the limit (so 600 a minute leases 25 at a time, 10 leases 1). */
export const MAX_LEASE = 25;

export function leaseSize(limit: IRateLimit): number {
    return Math.max(1, Math.min(MAX_LEASE, Math.floor(limit.max / 20)));
}

interface ILease {
    /** Hits leased and not yet spent. */
    remaining: number;
    /** The lease got fewer hits than it asked for: the limit is reached, and once these are spent every call is refused until the window ends. */
    last: boolean;
    /** When the window the hits belong to ends (ms). */
    expiresAt: number;
    /** The count in the database when the lease was taken, for the answer's `hits`. */
    hits: number;
}

/** The leases of one server process (one per app: apiRateLimits.ts), usable where a HitRateLimit is. */
export class RateLimitLeases {
    private leases = new Map<string, ILease>();
    /** The lease taken ahead, spent once the current one is. */
    private following = new Map<string, ILease>();
    private pending = new Map<string, Promise<void>>();

    /** Answers from this process's lease while it lasts, else leases more hits from the shared counter. */
    readonly hit: HitRateLimit = async (db, name, key, limit) => {
        const bucket = `${name}:${key}`;
        let now = Date.now();
        for (;;) {
            const lease = this.current(bucket, now);
            if (lease) {
                const result = this.spend(lease, now);
                if (!lease.last && lease.remaining <= leaseSize(limit) / 2 && !this.pending.has(bucket) && !this.following.has(bucket)) {
                    // Its failure reaches no one: the call that finds no hits left takes a lease itself, and meets it.
                    this.take(db, bucket, name, key, limit, now).catch(() => undefined);
                }
                return result;
            }
            // One lease at a time per bucket: calls arriving while it is taken wait for it and share it.
            await (this.pending.get(bucket) ?? this.take(db, bucket, name, key, limit, now));
            // A lease that ended while it was taken (a slow database at the end of a window) is taken again on the next turn.
            now = Date.now();
        }
    };

    /** The lease to answer from: the current one while it has hits (or refuses to the end of its window), else the one taken ahead. */
    private current(bucket: string, now: number): ILease | undefined {
        const usable = (lease: ILease | undefined) => lease !== undefined && lease.expiresAt > now && (lease.remaining > 0 || lease.last);
        const lease = this.leases.get(bucket);
        if (usable(lease)) return lease;
        const next = this.following.get(bucket);
        if (!next) return undefined;
        this.following.delete(bucket);
        this.leases.set(bucket, next);
        return usable(next) ? next : undefined;
    }

    private spend(lease: ILease, now: number): IRateLimitResult {
        const retryAfter = Math.max(1, Math.ceil((lease.expiresAt - now) / 1000));
        if (lease.remaining === 0) return { allowed: false, hits: lease.hits, retryAfter };
        lease.remaining -= 1;
        return { allowed: true, hits: lease.hits, retryAfter };
    }

    private take(db: Kysely<Database>, bucket: string, name: string, key: string, limit: IRateLimit, now: number): Promise<void> {
        const size = leaseSize(limit);
        const taking = countRateLimitHits(db, name, key, limit, now, size)
            .then(({ hits, expiresAt }) => {
                const granted = Math.max(0, Math.min(size, limit.max - (hits - size)));
                this.sweep(now);
                const lease = { remaining: granted, last: granted < size, expiresAt, hits };
                // Taken ahead while the current lease still has hits: it follows that one.
                if (this.current(bucket, Date.now())) this.following.set(bucket, lease);
                else this.leases.set(bucket, lease);
            })
            .finally(() => this.pending.delete(bucket));
        this.pending.set(bucket, taking);
        return taking;
    }

    /** Forgets ended leases now and then, so a process that saw many addresses keeps only the live ones. */
    private sweep(now: number): void {
        if (this.leases.size < 1000) return;
        for (const leases of [this.leases, this.following]) for (const [bucket, lease] of leases) if (lease.expiresAt <= now) leases.delete(bucket);
    }
}
