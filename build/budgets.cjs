// First-load JavaScript budgets (DESIGN.md §3 "Typed contracts"): every entry names its budget
// in a comment beside its code, `// first-load budget: 60 KB gzip`, and the build fails when the
// scripts the server emits for that entry (runtime, shared chunks, the entry's own chunk)
// weigh more once gzipped. One stray import of a page module into an entry shows up here.
const fs = require("fs");
const zlib = require("zlib");

const BUDGET_PATTERN = /^\s*\/\/\s*first-load budget:\s*(\d+(?:\.\d+)?)\s*KB gzip\s*$/m;

/** The budget (bytes) written in an entry file, or null when the file names none. */
function budgetOf(source) {
    const match = BUDGET_PATTERN.exec(source);
    return match ? Math.round(Number(match[1]) * 1024) : null;
}

/** @param {Record<string, string>} entries entry name -> file @returns {Record<string, number | null>} */
function readBudgets(entries) {
    return Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, budgetOf(fs.readFileSync(file, "utf8"))]));
}

function gzipSize(content) {
    return zlib.gzipSync(content, { level: 9 }).length;
}

function kb(bytes) {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Add-on entries are named "addon-<key>-<file>" (build/entries.cjs). */
function isAddonEntry(name) {
    return name.startsWith("addon-");
}

/**
 * @param {Record<string, string[]>} entrypoints entry name -> its JS files (as in the manifest)
 * @param {(file: string) => Buffer | string} readAsset the content of an emitted file
 * @param {Record<string, number | null>} budgets entry name -> budget in bytes (null: none written)
 * @returns {{ sizes: Record<string, number>, problems: string[] }}
 */
function checkBudgets(entrypoints, readAsset, budgets) {
    const sizes = {};
    const problems = [];
    // An add-on's bundle rides along with a page's: the scripts every page already loads (the
    // runtime, React, the shared kit) cost it nothing, so its budget is for what it adds.
    const pages = Object.entries(entrypoints).filter(([name]) => !isAddonEntry(name));
    const onEveryPage = new Set(pages.length ? pages.map(([, files]) => files).reduce((common, files) => common.filter((file) => files.includes(file))) : []);
    for (const [name, allFiles] of Object.entries(entrypoints)) {
        const files = isAddonEntry(name) ? allFiles.filter((file) => !onEveryPage.has(file)) : allFiles;
        sizes[name] = files.reduce((sum, file) => sum + gzipSize(readAsset(file)), 0);
        const budget = budgets[name];
        if (budget === undefined || budget === null) {
            problems.push(`The entry "${name}" has no first-load budget: write "// first-load budget: N KB gzip" in its entry file (it weighs ${kb(sizes[name])} gzip now).`);
        } else if (sizes[name] > budget) {
            problems.push(`The entry "${name}" ships ${kb(sizes[name])} gzip of first-load JavaScript, over its budget of ${kb(budget)}.`);
        }
    }
    return { sizes, problems };
}

module.exports = { budgetOf, readBudgets, checkBudgets, kb };
