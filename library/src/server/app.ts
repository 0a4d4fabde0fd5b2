/**
 * The host: one Fastify app with the applications' routes, the add-ons, sessions, the CSRF
 * guard, static assets and server rendering (DESIGN.md §4).
 */
import { SHARED_SCHEMA_CONTROLLER } from "@server/http/sharedValidators";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifySchema } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyCompress from "@fastify/compress";
import fastifyFormbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import qs from "qs";
import type { Kysely } from "kysely";
import { QUERY_PARSE_OPTIONS } from "@library/api/queryString";
import { REQUEST_ORIGIN_HEADER, REQUEST_ORIGIN_VALUE } from "@library/api/apiv2Headers";
import { discoverAddons } from "@server/addons/addonManifest";
import type { DashboardFrame } from "@server/addons/addonPages";
import type { IAddonSeedPosting } from "@server/addons/addonSeedPosting";
import { AddonRegistry } from "@server/addons/addonRegistry";
import { ROOT_DIR } from "@server/config/env";
import { SiteConfig } from "@server/config/siteConfig";
import type { DialectName, IDatabaseHandle } from "@server/db/database";
import { migrate } from "@server/db/migrations";
import type { Database } from "@server/db/schema";
import { errorBody, installErrorHandler, sendError } from "@server/http/httpErrors";
import { installApiRateLimits } from "@server/http/apiRateLimits";
import { installStorableValuesGuard } from "@server/http/storableValues";
import { installAdmission, type IAdmissionOptions } from "@server/http/admission";
import { installGuestPageCache } from "@server/http/guestPageCache";
import { installPageCacheTriggers } from "@server/db/pageCacheGeneration";
import { installSecurityHeaders, securityHeaders } from "@server/http/securityHeaders";
import { AssetManifest } from "@server/ssr/assetManifest";
import { registerSiteStylesheet } from "@server/ssr/siteStylesheet";
import { registerIconSprite } from "@server/ssr/iconSprite";
import { FONT_PATH } from "@server/ssr/renderPage";
import { registerNotFound } from "@server/http/notFound";
import { loadApplications } from "@server/applications";
import { HostEvents } from "@server/events";
import { LiveHub } from "@server/live/liveHub";
import { registerLiveRoutes } from "@server/live/liveRoutes";
import type { IAccountLink, ICurrentUser } from "@library/boot/pageMeta";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { ITheme as IPageTheme } from "@library/theme/themeVariables";
import type { IThemePreview } from "@library/theme/themeTypes";

/** Extra fields of the current user (unread counts …) that applications contribute. */
import { DraftPublishers } from "@server/drafts/draftPublishers";
import { JobRunner, trackRequests } from "@server/jobs/jobRunner";
import { installRequestTranslator } from "@server/i18n/requestTranslator";

export type CurrentUserDecorator = (userID: number) => Promise<Partial<ICurrentUser>>;

/** A link of the account drop-down an application offers a viewer with these permissions (null: none). */
export type AccountLinkProvider = (permissions: IPermissionsRecord) => IAccountLink | null;

export interface IRouteEntry {
    method: string;
    url: string;
    schema?: FastifySchema;
}

export interface IHost {
    db: Kysely<Database>;
    events: HostEvents;
    currentUserDecorators: CurrentUserDecorator[];
    accountLinks: AccountLinkProvider[];
    dialect: DialectName;
    config: SiteConfig;
    manifest: AssetManifest;
    addons: AddonRegistry;
    /** The canonical site URL ("https://forum.example", no trailing slash): links in e-mails and share links start with it. */
    siteUrl: string;
    /** Every route as registered (the fuzz test walks them all). */
    routes: IRouteEntry[];
    /** How each record type's scheduled drafts become posts (draftPublishers.ts). */
    draftPublishers: DraftPublishers;
    /** Durable jobs (jobs/jobRunner.ts): handlers by name, and the poller started with the app. */
    jobs: JobRunner;
    /** Live updates (live/liveHub.ts): this process's open event streams and what they hear. */
    live: LiveHub;
    /** The theme a page is rendered with, and the viewer's preview (the dashboard's themes); defaults when unset. */
    themeResolver?: (request: FastifyRequest) => Promise<{ theme: IPageTheme; preview: IThemePreview | null }>;
    /** The dashboard's frame for add-ons' dashboard pages (addons/addonPages.tsx); set by the dashboard application. */
    dashboardFrame?: DashboardFrame;
    /** How add-ons' demo seeds post (addons/addonSeedPosting.ts); set by the vanilla application. */
    seedPosting?: IAddonSeedPosting;
}

declare module "fastify" {
    interface FastifyInstance {
        hearth: IHost;
    }
}

export interface IAppOptions {
    database: IDatabaseHandle;
    /** DATA_DIR: config.json and the session secret are read from here when given. */
    dataDir?: string;
    distDir?: string;
    pluginsDir?: string;
    logger?: boolean;
    /** Mark cookies Secure (behind HTTPS). */
    secureCookies?: boolean;
    /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For/-Proto/-Host to believe. */
    trustProxy?: boolean | string;
    /** The canonical site URL (SITE_URL); defaults to http://localhost. */
    siteUrl?: string;
    /** Bounded, first-come-first-served concurrency with load shedding (http/admission.ts); off when absent. */
    admission?: IAdmissionOptions;
}

/** The canonical site URL as an origin ("https://forum.example"): the site is served from the root of its host. */
export function normalizeSiteUrl(value: string): string {
    const url = new URL(value);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search || url.hash) {
        throw new Error(`SITE_URL must be an http or https origin such as https://forum.example, not "${value}".`);
    }
    return url.origin;
}

/** A stable secret per data folder (or SESSION_SECRET), so sessions survive restarts. */
function sessionSecret(dataDir?: string): string {
    if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
    if (!dataDir) return randomBytes(32).toString("hex");
    const file = path.join(dataDir, "session-secret");
    if (!fs.existsSync(file)) {
        fs.mkdirSync(dataDir, { recursive: true });
        fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    return fs.readFileSync(file, "utf8").trim();
}

/** Request validation (Ajv): also used to check add-ons' route schemas before they join the app. */
const AJV_OPTIONS = { coerceTypes: "array", removeAdditional: true, useDefaults: true, allErrors: true } as const;

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a form post's Origin is this site: the request's own origin (scheme, host and port)
 * or the canonical site URL's. Another port on the same host is another site (another
 * program may serve it). Behind a TLS-terminating proxy set TRUST_PROXY or SITE_URL so the
 * https origin matches.
 */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
    try {
        const given = new URL(origin).origin;
        return given === new URL(`${request.protocol}://${request.host}`).origin || given === new URL(request.server.hearth.siteUrl).origin;
    } catch {
        return false;
    }
}

export async function buildApp(options: IAppOptions): Promise<FastifyInstance> {
    const { db, dialect } = options.database;
    const applications = await loadApplications(path.join(ROOT_DIR, "applications"));
    await migrate(db as Kysely<unknown>, dialect, applications.flatMap((application) => (application.migrations ? [application.migrations] : [])));
    const config = new SiteConfig(db);
    await config.load(options.dataDir ? path.join(options.dataDir, "config.json") : undefined);
    const distDir = options.distDir ?? path.join(ROOT_DIR, "dist");
    const manifest = AssetManifest.load(distDir);
    const addons = new AddonRegistry(discoverAddons(options.pluginsDir ?? path.join(ROOT_DIR, "plugins")), config);

    const applySecurityHeaders = securityHeaders(config);
    const app = Fastify({
        // A URL Fastify cannot decode or a too long path parameter never reaches the hooks or
        // the error handler: give it the same headers and the same error shape.
        frameworkErrors: (error, request, reply) => {
            applySecurityHeaders(request, reply);
            sendError(request, reply, error);
        },
        logger: options.logger ?? false,
        // Behind a TLS-terminating proxy: X-Forwarded-Proto tells that the visitor used HTTPS (HSTS).
        trustProxy: options.trustProxy ?? false,
        routerOptions: { querystringParser: (query: string) => qs.parse(query, QUERY_PARSE_OPTIONS) as Record<string, unknown> },
        ajv: { customOptions: AJV_OPTIONS },
        schemaController: SHARED_SCHEMA_CONTROLLER,
    });
    const routes: IRouteEntry[] = [];
    app.decorate("hearth", { db, dialect, config, manifest, addons, events: new HostEvents(app.log), currentUserDecorators: [], accountLinks: [], routes, draftPublishers: new DraftPublishers(), jobs: newJobRunner(db, config, app), live: new LiveHub(db, dialect, { connectListener: options.database.connectListener, log: app.log }), siteUrl: normalizeSiteUrl(options.siteUrl ?? "http://localhost") });
    app.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
    });
    // First of the hooks, so every answer carries the headers, even one a later hook sends.
    installSecurityHeaders(app, applySecurityHeaders);
    // Before the queue: a guest's cached page costs a fraction of a render and never waits behind one.
    installGuestPageCache(app, { maxWaitMs: options.admission?.maxWaitMs });
    if (options.admission) installAdmission(app, options.admission);

    await app.register(fastifyCookie, { secret: sessionSecret(options.dataDir) });
    await app.register(fastifyFormbody, { parser: (body: string) => qs.parse(body, QUERY_PARSE_OPTIONS) });
    // Pages and API answers are compressed as they go out. Brotli at quality 2 makes them about as
    // small as gzip's default level at a third of quality 4's CPU (a 108 KB discussion page: 0.23
    // against 0.65 ms), so compression takes little from the server's throughput; static files
    // are compressed once, at build (below, and the site stylesheet in siteStylesheet.ts).
    await app.register(fastifyCompress, {
        global: true,
        threshold: 1024,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    });
    if (fs.existsSync(path.join(distDir, "assets"))) {
        // Content-hashed bundles never change: cache them for a year.
        await app.register(fastifyStatic, {
            root: path.join(distDir, "assets"),
            prefix: "/assets/",
            // The build's brotli and gzip copies (build/precompress.cjs), sent as they are.
            preCompressed: true,
            immutable: true,
            maxAge: "365d",
        });
    }
    await app.register(fastifyStatic, {
        root: path.join(path.dirname(require.resolve("@fontsource/open-sans/package.json")), "files"),
        prefix: `${FONT_PATH}/`,
        decorateReply: false,
        maxAge: "30d",
    });

    registerSiteStylesheet(app);
    registerIconSprite(app);

    const favicon = fs.readFileSync(path.join(__dirname, "static/favicon.svg"));
    for (const url of ["/favicon.svg", "/favicon.ico"]) {
        app.get(url, (_request, reply) => reply.header("content-type", "image/svg+xml").header("cache-control", "public, max-age=604800").send(favicon));
    }

    installErrorHandler(app);
    // Each request's handler runs in its own translator (the viewer's language): never a shared table.
    installRequestTranslator(app);
    installStorableValuesGuard(app);
    // CSRF guard: a mutating API call must carry the request-origin header, which another
    // site's form or image cannot send.
    app.addHook("onRequest", async (request, reply) => {
        if (!MUTATING_METHODS.has(request.method)) return;
        if (!request.url.startsWith("/api/")) {
            // Form posts (/entry/signin, register, signout …) carry no header. SameSite=Lax keeps
            // the session cookie off another site's POST, but not the cookie the answer sets: a
            // foreign form could sign the visitor in as the attacker. Browsers name the sending
            // page in Origin; another host's (or an opaque "null") is refused, none is allowed.
            const origin = request.headers.origin;
            if (origin !== undefined && !sameOrigin(origin, request)) {
                return reply.status(403).type("text/plain; charset=utf-8").send("Forms can only be sent from this site.");
            }
            return;
        }
        if (request.headers[REQUEST_ORIGIN_HEADER.toLowerCase()] !== REQUEST_ORIGIN_VALUE) {
            return reply.status(403).send(errorBody(403, `Mutating API calls need the ${REQUEST_ORIGIN_HEADER} header.`));
        }
    });
    installApiRateLimits(app);
    // The jobs running in this process give way to its requests (jobRunner.ts letRequestsIn).
    trackRequests(app);

    registerLiveRoutes(app);
    for (const application of applications) await application.register(app, { secureCookies: options.secureCookies ?? false });
    await addons.loadServerModules({ app, db, dialect, ajvOptions: AJV_OPTIONS });
    // Once every table exists (the add-ons' too): each write a guest could see raises the cache's generation.
    await installPageCacheTriggers(db as Kysely<unknown>, dialect);
    registerNotFound(app);
    // Every process polls for due jobs once it serves; closing the app stops it (tests exit).
    app.addHook("onReady", async () => app.hearth.jobs.start());
    app.addHook("onClose", async () => app.hearth.jobs.stop());
    app.addHook("onReady", async () => app.hearth.live.start());
    app.addHook("onClose", async () => app.hearth.live.stop());
    return app;
}

/** The host's job runner: poll interval and lease from the site config (Jobs.PollIntervalMs, Jobs.LeaseMs). */
function newJobRunner(db: Kysely<Database>, config: SiteConfig, app: FastifyInstance): JobRunner {
    return new JobRunner(db, {
        pollIntervalMs: () => Math.max(10, Number(config.get<number>("Jobs.PollIntervalMs", 5_000)) || 5_000),
        leaseMs: () => Math.max(1_000, Number(config.get<number>("Jobs.LeaseMs", 60_000)) || 60_000),
        log: app.log,
    });
}
