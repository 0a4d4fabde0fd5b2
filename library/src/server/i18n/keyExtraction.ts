/**
 * The catalogue's keys, read from the code (`npm run i18n:extract`, and the check in
 * catalogueCheck.test.ts): every literal given to t("…"), tf("…", …) and the forms of
 * plural(count, { one: "…", other: "…" }) under library/, applications/ and plugins/, and the
 * UPPER_CASE string constants given to them (t(LOAD_FAILED_MESSAGE)), and literals marked
 * `/* i18n *\/ "Recently Commented"` where data holds a key shown through t(). A key's English text is
 * t()'s fallback when it has one, else the key itself. A key built at run time (t(name)) cannot be
 * read here: such texts come from data (a reaction's name), not from the interface.
 */
import fs from "node:fs";
import path from "node:path";

const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\`(?:[^\`\\$]|\\.)*\``;
const CALL = new RegExp(String.raw`\b(t|tf)\(\s*(${STRING}|[A-Z][A-Z0-9_]*\b)(?:\s*,\s*(${STRING}))?`, "g");
const TF_FALLBACK = new RegExp(String.raw`\btf\(\s*(${STRING})\s*,\s*\{[^{}]*\}\s*,\s*(${STRING})`, "g");
const PLURAL = new RegExp(String.raw`\bplural\([^{;]*?\{((?:\s*\w+\s*:\s*(?:${STRING})\s*,?)+)\s*\}`, "g");
const FORM = new RegExp(String.raw`\b(?:zero|one|two|few|many|other)\s*:\s*(${STRING})`, "g");
/** A key kept in data (a label list, a constant object) and translated where it is shown: marked where it is written. */
const MARKED = new RegExp(String.raw`/\*\s*i18n\s*\*/\s*(${STRING})`, "g");
const CONSTANT = new RegExp(String.raw`\bconst\s+([A-Z][A-Z0-9_]*)\s*(?::\s*string\s*)?=\s*(${STRING})\s*;`, "g");

export const SOURCE_DIRS = ["library", "applications", "plugins"];

/** The value of a JavaScript string literal as written in the source. */
function unquote(literal: string): string {
    const quote = literal[0];
    const body = literal.slice(1, -1);
    if (quote === '"') return JSON.parse(literal) as string;
    // ' or `: the same escapes, written the JSON way.
    return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/\\`/g, "`").replace(/(?<!\\)"/g, '\\"').replace(/\n/g, "\\n")}"`) as string;
}

export function sourceFiles(rootDir: string): string[] {
    const files: string[] = [];
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
        }
    };
    for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(rootDir, dir))) walk(path.join(rootDir, dir));
    return files.sort();
}

function constantsIn(sources: Array<{ text: string }>): Map<string, string> {
    const constants = new Map<string, string>();
    for (const { text } of sources) for (const match of text.matchAll(CONSTANT)) constants.set(match[1]!, unquote(match[2]!));
    return constants;
}

/** Calls `add` with each key one source's text uses (and its English text when the call gives it). */
function eachKeyIn(text: string, constants: Map<string, string>, add: (key: string, english?: string) => void): void {
    for (const match of text.matchAll(CALL)) {
        const [, fn, first, second] = match;
        const key = /^[A-Z]/.test(first!) ? constants.get(first!) : unquote(first!);
        if (key === undefined) continue;
        add(key, fn === "t" && second ? unquote(second) : undefined);
    }
    for (const match of text.matchAll(MARKED)) add(unquote(match[1]!));
    for (const match of text.matchAll(TF_FALLBACK)) add(unquote(match[1]!), unquote(match[2]!));
    for (const match of text.matchAll(PLURAL)) for (const form of match[1]!.matchAll(FORM)) add(unquote(form[1]!));
}

/** key → English text, in key order. */
export function extractKeys(sources: Array<{ file: string; text: string }>): Record<string, string> {
    const constants = constantsIn(sources);
    const keys = new Map<string, string>();
    const add = (key: string, english?: string) => {
        if (key && !keys.has(key)) keys.set(key, english ?? key);
        else if (key && english !== undefined && keys.get(key) === key) keys.set(key, english);
    };
    for (const { text } of sources) eachKeyIn(text, constants, add);
    return Object.fromEntries([...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * file → the keys its code uses (constants resolved across all the sources given, as a key kept in
 * a constant is often imported from another file). The build uses it to give each client chunk
 * the keys of its modules (build/chunkKeys.cjs).
 */
export function keysByFile(sources: Array<{ file: string; text: string }>): Map<string, string[]> {
    const constants = constantsIn(sources);
    const byFile = new Map<string, string[]>();
    for (const { file, text } of sources) {
        const keys = new Set<string>();
        eachKeyIn(text, constants, (key) => {
            if (key) keys.add(key);
        });
        byFile.set(file, [...keys]);
    }
    return byFile;
}

export function extractKeysFrom(rootDir: string): Record<string, string> {
    return extractKeys(sourceFiles(rootDir).map((file) => ({ file, text: fs.readFileSync(file, "utf8") })));
}

export interface ICatalogueReport {
    locale: string;
    /** Keys the code uses that the catalogue does not translate. */
    missing: string[];
    /** Keys the catalogue holds that the code no longer uses. */
    unused: string[];
}

export function compareCatalogue(locale: string, english: Record<string, string>, catalogue: Record<string, string>): ICatalogueReport {
    return {
        locale,
        missing: Object.keys(english).filter((key) => !Object.hasOwn(catalogue, key)),
        unused: Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key)),
    };
}
