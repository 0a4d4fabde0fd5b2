/**
 * Security headers on every answer (pages, API, assets, errors), set by helmet in an onRequest
 * hook so that even an answer a later hook or the error handler sends carries them:
 * - Content-Security-Policy: scripts only from this origin or with the request's nonce (no
 *   'unsafe-inline'); styles may be inline, because the theme's custom properties, the
 *   server-rendered typestyle CSS and React's style attributes are inline by design.
 * - frame-ancestors: this site and the embed parents of `Garden.Embed.TrustedDomains` (shell §4
 *   embed mode); every other site is refused.
 * - X-Content-Type-Options, Referrer-Policy, Permissions-Policy, and HSTS on HTTPS requests.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteConfig } from "@server/config/siteConfig";

/** Site config key: the sites allowed to show this forum in a frame (embed mode). */
export const EMBED_TRUSTED_DOMAINS_KEY = "Garden.Embed.TrustedDomains";

/**
 * A CSP host source: scheme, host (optionally "*." + host) and port, nothing else. Anything else
 * in the setting is ignored, so a stray ";" or space cannot add a directive to the header.
 */
const EMBED_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

export function embedParentSources(value: unknown): string[] {
    if (!Array.isArray(value)) return [];
    return value
        .filter((entry): entry is string => typeof entry === "string")
        .map((entry) => entry.trim().toLowerCase().replace(/\/$/, ""))
        .filter((entry) => EMBED_SOURCE.test(entry));
}

/** The nonce of one answer, keyed by its raw response: helmet's directive functions see only that. */
const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/** Random bytes drawn a kilobyte at a time: one call to the generator per 64 answers, not one each (3 % of an API call). */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function freshNonce(): string {
    if (poolOffset + NONCE_BYTES > randomPool.length) {
        randomPool = randomBytes(64 * NONCE_BYTES);
        poolOffset = 0;
    }
    // Each nonce its own bytes: never two answers with the same one.
    const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
    poolOffset += NONCE_BYTES;
    return nonce;
}

/** The nonce every <script> of this answer's page must carry. */
export function scriptNonce(reply: FastifyReply): string {
    let nonce = nonces.get(reply.raw);
    if (!nonce) {
        nonce = freshNonce();
        nonces.set(reply.raw, nonce);
    }
    return nonce;
}

/** Features no page of the forum uses: a script that got in anyway cannot reach them. */
const PERMISSIONS_POLICY = ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "interest-cohort=()"].join(", ");

const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

/** helmet's settings, shared by the hook and by answers sent outside the hooks. */
function helmetOptions(config: SiteConfig) {
    return {
        contentSecurityPolicy: {
            useDefaults: false,
            directives: {
                defaultSrc: ["'self'"],
                baseUri: ["'self'"],
                formAction: ["'self'"],
                objectSrc: ["'none'"],
                scriptSrc: ["'self'", (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ""}'`],
                scriptSrcAttr: ["'none'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                // Posts may show images from other sites (Markdown), and upload previews are blobs.
                imgSrc: ["'self'", "data:", "blob:", "https:"],
                fontSrc: ["'self'", "data:"],
                connectSrc: ["'self'"],
                // Read per answer: the setting can change while the server runs (PATCH /config).
                frameAncestors: ["'self'", () => embedParentSources(config.get(EMBED_TRUSTED_DOMAINS_KEY)).join(" ")],
            },
        },
        // frame-ancestors decides who may frame a page; X-Frame-Options could only say "same
        // origin" and would contradict an allowed embed parent in older browsers.
        xFrameOptions: false,
        // HSTS only where the request came over HTTPS (below): on plain HTTP it means nothing.
        strictTransportSecurity: false,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
        // Embed parents on other sites must be able to open a page of the forum in a popup.
        crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" as const },
    };
}

function ownHeaders(request: FastifyRequest, reply: FastifyReply): void {
    scriptNonce(reply);
    reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") hsts(request.raw, reply.raw, () => {});
}

export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Every header of this module on one answer: the onRequest hook (installSecurityHeaders) and the
 * few answers Fastify sends without running the hooks (a URL it cannot decode, a path parameter
 * over its length limit) share it. helmet's middleware is built once: its directive functions
 * read the nonce and the embed parents per answer. (@fastify/helmet built a new one for every
 * request, parsing every directive again: 5 % of an API call's time.)
 */
export function securityHeaders(config: SiteConfig): ApplySecurityHeaders {
    const apply = helmet(helmetOptions(config));
    return (request, reply) => {
        ownHeaders(request, reply);
        apply(request.raw, reply.raw, () => {});
    };
}

/** The headers on every answer, first of the hooks: even an answer a later hook sends carries them. */
export function installSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders): void {
    app.addHook("onRequest", (request, reply, done) => {
        apply(request, reply);
        done();
    });
}
