// Entry discovery: one client entry per page type from applications/*/src/scripts/entries/*.tsx,
// and one per add-on entry file from plugins/*/src/scripts/entries/*.tsx (named "addon-<key>-<file>").
const fs = require("fs");
const path = require("path");
const { root } = require("./aliases.cjs");

function entryFiles(dir) {
    if (!fs.existsSync(dir)) return [];
    return fs
        .readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => ({ name: file.replace(/\.tsx?$/, ""), file: path.join(dir, file) }));
}

function subfolders(dir) {
    return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** @returns {{ entries: Record<string, string>, addons: Record<string, string[]> }} */
function discoverEntries() {
    const entries = {};
    for (const app of subfolders(path.join(root, "applications"))) {
        for (const { name, file } of entryFiles(path.join(root, "applications", app, "src/scripts/entries"))) {
            if (entries[name]) throw new Error(`Two applications define the page entry "${name}".`);
            entries[name] = file;
        }
    }
    const addons = {};
    for (const key of subfolders(path.join(root, "plugins"))) {
        if (!fs.existsSync(path.join(root, "plugins", key, "addon.json"))) continue;
        for (const { name, file } of entryFiles(path.join(root, "plugins", key, "src/scripts/entries"))) {
            const entryName = `addon-${key}-${name}`;
            entries[entryName] = file;
            (addons[key] ??= []).push(entryName);
        }
    }
    return { entries, addons };
}

module.exports = { discoverEntries };
