/**
 * The icon sprite (issue 18 item 3): every icon's drawing as a `<symbol>` of one SVG file,
 * `/icons/sprite.<hash>.svg`, cached for a year (versionedFile.ts); a page carries the symbols its
 * own HTML draws (inlineSymbols; components/iconSprite.tsx says why). Scripts name icons; only
 * the server holds their paths. The icon set is here from the start; an application adds its own
 * (the reactions' icons) with registerIconSymbols while it registers, and an add-on through
 * api.registerIcons (addonRegistry.ts), before the server listens.
 */
import type { FastifyInstance } from "fastify";
import { iconPaths } from "@library/components/iconPaths";
import { ICON_NAMES } from "@library/components/iconNames";
import { iconSymbolID } from "@library/components/iconSprite";
import { serveVersionedFile, versionedFile, type IVersionedFile } from "@server/http/versionedFile";

const ICON_SPRITE = { folder: "/icons", name: "sprite", extension: "svg", contentType: "image/svg+xml; charset=utf-8" };

/** Symbol ID → one 24×24 path (stroked in the current colour by the referring `<svg>`). */
const symbols = new Map<string, string>(ICON_NAMES.map((name) => [iconSymbolID(name), iconPaths[name]]));
let current: IVersionedFile | null = null;

const SYMBOL_ID = /^[a-zA-Z][\w-]*$/;
/** Path data only: commands and numbers, nothing that could close the attribute or the file. */
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa\d\s.,eE+-]+$/;

/**
 * Why a symbol cannot join the sprite, or null: its ID names it in the file, its path is drawn
 * there. Worded as a clause: an add-on's reason reads "its setup failed: the icon symbol …".
 */
export function iconSymbolProblem(id: string, path: string): string | null {
    if (!SYMBOL_ID.test(id)) return `the icon symbol ID "${id}" is not a plain name.`;
    if (!PATH_DATA.test(path)) return `the icon symbol "${id}" has no plain path data.`;
    return null;
}

/** Adds symbols to the sprite (the same ID twice keeps the last drawing): at start-up, before pages are served. */
export function registerIconSymbols(paths: Record<string, string>): void {
    for (const [id, path] of Object.entries(paths)) {
        const problem = iconSymbolProblem(id, path);
        if (problem) throw new Error(problem);
        if (symbols.get(id) === path) continue;
        symbols.set(id, path);
        current = null;
    }
}

function symbolMarkup(id: string, path: string): string {
    return `<symbol id="${id}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`;
}

function spriteText(): string {
    const parts = [...symbols].sort(([a], [b]) => a.localeCompare(b)).map(([id, path]) => symbolMarkup(id, path));
    return `<svg xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
}

/**
 * The symbols a page's HTML draws, for its body: an SVG of no size (not `display: none`, under
 * which some browsers draw no referenced content), hidden from assistive technology. Unknown
 * IDs are left out (their `<use>` draws nothing, as an unknown icon should).
 */
export function inlineSymbols(ids: readonly string[]): string {
    const parts = ids.flatMap((id) => {
        const path = symbols.get(id);
        return path ? [symbolMarkup(id, path)] : [];
    });
    return parts.length ? `<svg aria-hidden="true" width="0" height="0" style="position:absolute">${parts.join("")}</svg>` : "";
}

export function iconSprite(): IVersionedFile {
    current ??= versionedFile(ICON_SPRITE, spriteText());
    return current;
}

export function registerIconSprite(app: FastifyInstance): void {
    serveVersionedFile(app, ICON_SPRITE, iconSprite);
}
