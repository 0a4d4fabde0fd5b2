/**
 * The site stylesheet: the server's whole typestyle sheet as one content-hashed file
 * (`/styles/site.<hash>.css`, cached for a year, so any CDN can keep it). Pages inline only their
 * critical CSS (criticalCss.ts) and link this file for the rest; the file is the same for every
 * page and every server process running the same code, so a visitor downloads it once.
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { getStyles } from "typestyle";
import { acceptsEncoding } from "@server/http/acceptEncoding";

export const SITE_STYLESHEET_PREFIX = "/styles/site.";

interface ISiteStylesheet {
    css: string;
    hash: string;
    href: string;
    /** The file compressed once, at the best levels, the first time a client asks for it so. */
    encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

let current: ISiteStylesheet | null = null;

/**
 * The sheet as it stands. Style modules register their classes when imported, so it is fixed once
 * the server has loaded its routes; it is recomputed only if a later import adds classes.
 * Its length is its version: typestyle's sheet only grows (a registered rule is never removed,
 * and nothing here calls `reinit`), so a new rule always lengthens it. Comparing the text instead
 * cost 0.17 ms a page: `getStyles()` answers a string built of a thousand pieces, and comparing
 * it first copies them into one.
 */
export function siteStylesheet(): ISiteStylesheet {
    const css = getStyles();
    if (current?.css.length !== css.length) {
        const hash = crypto.createHash("sha256").update(css).digest("base64url").slice(0, 12);
        current = { css, hash, href: `${SITE_STYLESHEET_PREFIX}${hash}.css`, encoded: {} };
    }
    return current;
}

export function registerSiteStylesheet(app: FastifyInstance): void {
    app.get<{ Params: { file: string } }>("/styles/:file", async (request, reply) => {
        const sheet = siteStylesheet();
        // Only the current content answers its hash: an old or made-up name is not this file.
        if (request.params.file !== `site.${sheet.hash}.css`) return reply.callNotFound();
        reply.header("content-type", "text/css; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable").header("vary", "accept-encoding");
        // Compressed once per sheet (it changes only with the code), like the build's static files.
        const coding = (["br", "gzip"] as const).find((candidate) => acceptsEncoding(request, candidate));
        if (!coding) return reply.send(sheet.css);
        sheet.encoded[coding] ??= coding === "br" ? zlib.brotliCompressSync(sheet.css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(sheet.css, { level: 9 });
        return reply.header("content-encoding", coding).send(sheet.encoded[coding]);
    });
}
