/**
 * Each add-on's browser bundle and what it adds to first-load JavaScript (issue 16 item 7), after
 * `npm run build`: the add-on's own entry files (gzip; the runtime and vendor chunks the core's entries share left out), and
 * the scripts of a few pages with every add-on off against the same pages with only that
 * add-on on. Run by `npm run bench`, or alone: `npx tsx tests/bench/addonBundles.ts`.
 */
import { pageAssetsIn } from "@server/ssr/assetLoader";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { startServer } from "../e2e/serverProcess";

const DIST = path.join(__dirname, "../../dist");
const PAGES = ["/discussions", "/discussion/1", "/categories"];

interface IManifest {
    entrypoints: Record<string, string[]>;
    addons: Record<string, string[]>;
}

const gzipBytes = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function pageScriptsGzip(url: string): Promise<number> {
    const html = await (await fetch(url)).text();
    let total = 0;
    for (const src of pageAssetsIn(html)?.scripts ?? []) total += gzipBytes(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()));
    return total;
}

async function firstLoadByPage(config: Record<string, boolean>): Promise<number[]> {
    const server = await startServer(config);
    try {
        return await Promise.all(PAGES.map((page) => pageScriptsGzip(`${server.url}${page}`)));
    } finally {
        await server.stop();
    }
}

export async function addonBundleReport(): Promise<string> {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "manifest.json"), "utf8")) as IManifest;
    const keys = Object.keys(manifest.addons).sort();
    const allOff = Object.fromEntries(keys.map((key) => [`EnabledPlugins.${key}`, false]));
    const base = await firstLoadByPage(allOff);
    const lines = [`Add-on bundles (gzip; first-load JavaScript of ${PAGES.join(", ")} with all add-ons off: ${base.map(kb).join(", ")})`];
    // Files a core entry also loads (the runtime, shared vendor chunks) are not the add-on's own.
    const addonEntries = new Set(Object.values(manifest.addons).flat());
    const coreFiles = new Set(Object.entries(manifest.entrypoints).flatMap(([entry, files]) => (addonEntries.has(entry) ? [] : files)));
    const keyWidth = Math.max(...keys.map((key) => key.length));
    for (const key of keys) {
        const own = manifest.addons[key]!.flatMap((entry) => manifest.entrypoints[entry] ?? []).filter((file) => !coreFiles.has(file));
        const size = own.reduce((sum, file) => sum + gzipBytes(fs.readFileSync(path.join(DIST, "assets", file))), 0);
        const on = await firstLoadByPage({ ...allOff, [`EnabledPlugins.${key}`]: true });
        lines.push(`  ${key.padEnd(keyWidth)} bundle ${kb(size).padStart(9)}   first load when on: ${on.map((bytes, index) => `${PAGES[index]} +${kb(bytes - base[index]!)}`).join(", ")}`);
    }
    return lines.join("\n");
}

if (require.main === module) {
    addonBundleReport().then(
        (report) => console.log(report),
        (error: unknown) => {
            console.error(error);
            process.exitCode = 1;
        },
    );
}
