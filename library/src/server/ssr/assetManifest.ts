/**
 * The build's manifest (written by build/manifestPlugin.cjs): the script files of every page
 * entry and add-on entry, and of each named lazy chunk group. The page's asset loader
 * (assetLoader.ts) adds exactly these.
 */
import fs from "node:fs";
import path from "node:path";

export interface IManifestFile {
    publicPath: string;
    /** Entry name -> its JS files in load order (runtime and shared chunks first, entry last). */
    entrypoints: Record<string, string[]>;
    /** Add-on key -> its entry names. */
    addons: Record<string, string[]>;
    /** Entry name -> the IDs of the chunks it loads first (server/i18n/pageCatalogue.ts). */
    entryChunks?: Record<string, string[]>;
    /** Chunk ID -> the interface keys its code uses (build/chunkKeys.cjs). */
    chunkKeys?: Record<string, string[]>;
    /** A named lazy chunk group (webpackChunkName) -> its JS files and chunk IDs. */
    chunkGroups?: Record<string, { files: string[]; chunks: string[] }>;
}

/** The code of a page's islands: script URLs to fetch early and the chunk IDs they hold. */
export interface IIslandCode {
    scripts: string[];
    chunks: string[];
}

const EMPTY: IManifestFile = { publicPath: "/assets/", entrypoints: {}, addons: {} };

export class AssetManifest {
    constructor(readonly data: IManifestFile = EMPTY) {}

    static load(distDir: string): AssetManifest {
        const file = path.join(distDir, "manifest.json");
        if (!fs.existsSync(file)) return new AssetManifest();
        return new AssetManifest(JSON.parse(fs.readFileSync(file, "utf8")) as IManifestFile);
    }

    get isEmpty(): boolean {
        return Object.keys(this.data.entrypoints).length === 0;
    }

    /**
     * Script URLs for a page: shared chunks first, then the enabled add-ons' entry chunks,
     * then the page's own entry chunk, so add-ons register before the page boots.
     */
    scriptsFor(entry: string, enabledAddons: string[]): string[] {
        const addonEntries = this.addonEntries(enabledAddons);
        const lists = [...addonEntries, entry].map((name) => this.data.entrypoints[name]).filter((files): files is string[] => !!files);
        const shared = lists.flatMap((files) => files.slice(0, -1));
        const entryChunks = lists.map((files) => files[files.length - 1]);
        return [...new Set([...shared, ...entryChunks])].map((file) => this.data.publicPath + file);
    }

    /**
     * The lazy code of these islands (component names, as in data-react): by convention an
     * island's chunk is named after it, first letter either case ("Pager", "titleBarSearch" for
     * TitleBarSearch). An island without such a chunk (bundled with its entry, or named otherwise)
     * adds nothing: its code still loads when it hydrates, only not early.
     */
    islandCode(islands: Iterable<string>): IIslandCode {
        const groups = this.data.chunkGroups ?? {};
        const files = new Set<string>();
        const chunks = new Set<string>();
        for (const island of islands) {
            const group = groups[island] ?? groups[island.charAt(0).toLowerCase() + island.slice(1)];
            group?.files.forEach((file) => files.add(this.data.publicPath + file));
            group?.chunks.forEach((chunk) => chunks.add(chunk));
        }
        return { scripts: [...files], chunks: [...chunks] };
    }

    /** The entry names of the enabled add-ons. */
    addonEntries(enabledAddons: string[]): string[] {
        return enabledAddons.flatMap((key) => this.data.addons[key] ?? []);
    }
}
