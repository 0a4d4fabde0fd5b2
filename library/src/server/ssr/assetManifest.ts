/**
 * The build's manifest (written by build/manifestPlugin.cjs): the script files of every page
 * entry and add-on entry. The page's script loader (assetLoader.ts) adds exactly these.
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

    /** The entry names of the enabled add-ons. */
    addonEntries(enabledAddons: string[]): string[] {
        return enabledAddons.flatMap((key) => this.data.addons[key] ?? []);
    }
}
