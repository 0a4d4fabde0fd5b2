/**
 * The scale data set (issue 17 §5): its sizes, where its caches live and how a cache is known to
 * be current. One data set per SCALE: 1 (the default) is the 100k discussions / 1M comments
 * forum; SCALE=0.1 a tenth of it for quick iteration, cached separately.
 *
 * Caches: SQLite as `${DATA_DIR:-data}/scale/forum-v<version>-<scale>.sqlite` with its manifest
 * beside it (`….json`); PostgreSQL as the template database `hearth_scale_v<version>[_s<scale>]`
 * on BENCH_DATABASE_URL's server, its manifest in the database's comment. Benches and engineers
 * always work on a copy (cloneScaleData.ts), never on the cache.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "@server/config/env";

/**
 * Bump when the generator's output changes: the caches of the old version are then rebuilt.
 * A later migration of the product does NOT need a bump: the server migrates its copy at start.
 * 2: the PostgreSQL copy has its search index (version 1's held only the demo forum's records).
 * 3: the SQLite search index is merged after the backfill (searchIndexMigration.ts), as a migrated forum's is.
 * 4: the SQLite search index keeps prefix lengths 2 to 8 (SQLITE_PREFIX_LENGTHS). The migration
 *    would index every copy again at start (a minute each); the PostgreSQL data set is unchanged.
 */
export const DATA_SET_VERSION = 4;

/** The password of every account a bench signs in with (the bench member, admin, moderator, member). */
export const SCALE_PASSWORD = "scale-bench-1";
export const BENCH_MEMBER_NAME = "bench_member";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://hearth:hearth@127.0.0.1:5432/hearth";

export type ScaleDialect = "sqlite" | "postgres";

export interface IScaleSizes {
    scale: number;
    discussions: number;
    comments: number;
    /** Members, the demo accounts and the bench member included. */
    users: number;
    reactions: number;
    /** Comments of the big discussion. */
    bigDiscussionComments: number;
    /** Categories in all, the demo forum's included. */
    categories: number;
    tags: number;
    benchMemberNotifications: number;
    /** Notifications of other members, so the table is not the bench member's alone. */
    otherNotifications: number;
    /** Bookmarks besides the bookmarked discussion's (one per member). */
    otherBookmarks: number;
}

export function readScale(env: NodeJS.ProcessEnv = process.env): number {
    const scale = env.SCALE === undefined || env.SCALE === "" ? 1 : Number(env.SCALE);
    if (!(scale > 0 && scale <= 1)) throw new Error(`SCALE must be a number in (0, 1], not "${env.SCALE}".`);
    return scale;
}

export function sizesFor(scale: number): IScaleSizes {
    const of = (n: number) => Math.max(1, Math.round(n * scale));
    return {
        scale,
        discussions: of(100_000),
        comments: of(1_000_000),
        users: of(10_000),
        reactions: of(500_000),
        bigDiscussionComments: of(20_000),
        categories: 30,
        tags: 30,
        benchMemberNotifications: 500,
        otherNotifications: of(20_000),
        otherBookmarks: of(30_000),
    };
}

/** "full" for SCALE=1, else e.g. "s0_1": part of the cache's file and database names. */
export function scaleTag(scale: number): string {
    return scale === 1 ? "full" : `s${String(scale).replace(".", "_")}`;
}

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
    return path.join(path.resolve(env.DATA_DIR || path.join(ROOT_DIR, "data")), "scale");
}

export function sqliteCacheFile(scale: number, env: NodeJS.ProcessEnv = process.env): string {
    return path.join(cacheDir(env), `forum-v${DATA_SET_VERSION}-${scaleTag(scale)}.sqlite`);
}

export function postgresTemplateName(scale: number): string {
    return scale === 1 ? `hearth_scale_v${DATA_SET_VERSION}` : `hearth_scale_v${DATA_SET_VERSION}_${scaleTag(scale)}`;
}

export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
    return env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

/** The same server, another database name. */
export function databaseUrlFor(serverUrl: string, name: string): string {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
}

/** What a bench needs to know about a data set: the records it measures and who signs in. */
export interface IScaleManifest {
    version: number;
    scale: number;
    dialect: ScaleDialect;
    /** The product's migrations applied when the cache was built (a later one runs at server start). */
    migrations: string[];
    builtAt: string;
    buildSeconds: number;
    password: string;
    benchMember: { userID: number; name: string };
    admin: { userID: number; name: string };
    bigDiscussionID: number;
    /** The big discussion's comment at position 15,000 (of 20,000 at SCALE=1): deep in the thread. */
    deepCommentID: number;
    deepCommentPosition: number;
    bookmarkedDiscussionID: number;
    bookmarkers: number;
    /** A category guests may not view (members may). */
    hiddenCategoryID: number;
    /** The public category with the most discussions (for the per-category benches). */
    busyCategoryID: number;
    busyCategoryUrlcode: string;
    counts: { discussions: number; comments: number; users: number; reactions: number; categories: number; bookmarks: number; notifications: number };
}

/**
 * Whether a cache built with `manifest` can serve the code of this worktree: same data set
 * version and scale, and every migration it ran is one this code knows (a migration this code
 * has and the cache lacks is applied by the server at start; one the cache has and this code
 * lacks would make the server refuse it).
 */
export function cacheIsUsable(manifest: IScaleManifest | null, scale: number, knownMigrations: string[]): boolean {
    if (!manifest || manifest.version !== DATA_SET_VERSION || manifest.scale !== scale) return false;
    const known = new Set(knownMigrations);
    return manifest.migrations.every((name) => known.has(name));
}

export function readSqliteManifest(file: string): IScaleManifest | null {
    const manifestFile = `${file}.json`;
    if (!fs.existsSync(file) || !fs.existsSync(manifestFile)) return null;
    return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as IScaleManifest;
}
