/**
 * The site stylesheet: the server's whole typestyle sheet as one content-hashed file
 * (`/styles/site.<hash>.css`, versionedFile.ts). Pages inline only their critical CSS
 * (criticalCss.ts) and link this file for the rest.
 */
import type { FastifyInstance } from "fastify";
import { getStyles } from "typestyle";
import { serveVersionedFile, versionedFile, type IVersionedFile } from "@server/http/versionedFile";

const SITE_STYLESHEET = { folder: "/styles", name: "site", extension: "css", contentType: "text/css; charset=utf-8" };

let current: IVersionedFile | null = null;

/**
 * The sheet as it stands. Style modules register their classes when imported, so it is fixed once
 * the server has loaded its routes; it is recomputed only if a later import adds classes.
 * Its length is its version: typestyle's sheet only grows (a registered rule is never removed,
 * and nothing here calls `reinit`), so a new rule always lengthens it. Comparing the text instead
 * cost 0.17 ms a page: `getStyles()` answers a string built of a thousand pieces, and comparing
 * it first copies them into one.
 */
export function siteStylesheet(): IVersionedFile {
    const css = getStyles();
    if (current?.text.length !== css.length) current = versionedFile(SITE_STYLESHEET, css);
    return current;
}

export function registerSiteStylesheet(app: FastifyInstance): void {
    serveVersionedFile(app, SITE_STYLESHEET, siteStylesheet);
}
