/**
 * `npx tsx tests/bench/composerBench.ts`: the composer's figures (issue 9 Performance), not a test.
 *  1. Its lazy JavaScript after `npm run build`: the chunks that hold the editor (the "composer"
 *     chunk and the Slate vendor chunk it pulls), and the on-demand markdown-it chunk, raw and
 *     gzip. Found by their source maps, since webpack numbers vendor chunks.
 *  2. Typing into a 20,000-character rich2 document: 200 single-character Editor.insertText
 *     calls in the middle of it on a headless Slate editor, each followed by what the composer
 *     does per change (JSON.stringify of the document for onChange), timed per keystroke.
 *     React's re-render of the changed leaf is not included (Node has no layout).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { Editor, Transforms } from "slate";
import { createHeadlessEditor, valueToRich2Body } from "../../library/src/scripts/composer/composerSchema";
import type { Rich2Document } from "../../library/src/scripts/composer/rich2Types";

const ASSETS = path.join(__dirname, "../../dist/assets");

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

function lazyChunks(): void {
    if (!fs.existsSync(ASSETS)) {
        console.log("No dist/assets: run `npm run build` first for the chunk sizes.");
        return;
    }
    const groups: Record<string, { files: string[]; raw: number; gzip: number }> = {
        "composer (editor + Slate)": { files: [], raw: 0, gzip: 0 },
        "markdown-it (Markdown → rich text, quotes)": { files: [], raw: 0, gzip: 0 },
    };
    for (const file of fs.readdirSync(ASSETS).filter((name) => name.endsWith(".js"))) {
        const mapFile = path.join(ASSETS, `${file}.map`);
        if (!fs.existsSync(mapFile)) continue;
        const sources = (JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[] }).sources;
        const group = sources.some((source) => /composer\/Composer\.tsx$|node_modules\/slate(-react|-dom|-history)?\//.test(source))
            ? "composer (editor + Slate)"
            : sources.some((source) => /node_modules\/markdown-it\//.test(source))
              ? "markdown-it (Markdown → rich text, quotes)"
              : null;
        if (!group) continue;
        const body = fs.readFileSync(path.join(ASSETS, file));
        const entry = groups[group]!;
        entry.files.push(file);
        entry.raw += body.length;
        entry.gzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    console.log("Lazy chunks (not in any first load):");
    for (const [name, { files, raw, gzip }] of Object.entries(groups)) {
        console.log(`  ${name.padEnd(44)} ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip  (${files.join(", ") || "not built"})`);
    }
}

/** About 20,000 characters: 100 paragraphs of 200, every fifth word bold. */
function longDocument(): Rich2Document {
    const words = "the quick brown fox jumps over a lazy dog while forum members write long posts".split(" ");
    return Array.from({ length: 100 }, (_, block) => {
        const children = [];
        let length = 0;
        for (let index = 0; length < 200; index++) {
            const word = `${words[(block + index) % words.length]} `;
            children.push(index % 5 === 4 ? { text: word, bold: true } : { text: word });
            length += word.length;
        }
        return { type: "p" as const, children };
    });
}

function typing(): void {
    const editor = createHeadlessEditor();
    editor.children = longDocument();
    Editor.normalize(editor, { force: true });
    const characters = Editor.string(editor, []).length;
    Transforms.select(editor, Editor.end(editor, [50]));
    const times: number[] = [];
    for (let key = 0; key < 200; key++) {
        const start = performance.now();
        Editor.insertText(editor, key % 7 === 6 ? " " : "a");
        valueToRich2Body(editor.children);
        times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
    console.log(`Typing into a ${characters}-character document (200 keystrokes, headless Slate + JSON for onChange):`);
    console.log(`  mean ${mean.toFixed(3)} ms  p50 ${at(0.5).toFixed(3)} ms  p95 ${at(0.95).toFixed(3)} ms  max ${at(1).toFixed(3)} ms  (one frame: 16.7 ms)`);
}

lazyChunks();
typing();
