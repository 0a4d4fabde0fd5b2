// The interface keys each client chunk's code uses (issue 15, Performance): a page ships only the
// catalogue of its entry's chunks, and a lazy chunk's keys are fetched with the chunk itself
// (library/src/scripts/i18n/chunkTranslations.ts). Keys are read from each module's source with the
// extraction `npm run i18n:extract` uses (server/i18n/keyExtraction.ts), so both agree on what a key is.
const fs = require("fs");
const { root } = require("./aliases.cjs");

const SOURCE = new RegExp(`^${root.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}[\\\\/](library|applications|plugins)[\\\\/].*\\.tsx?$`);

/** The source files of a module (a concatenated module holds several). */
function sourceFilesOf(module, into) {
    if (module.modules) for (const inner of module.modules) sourceFilesOf(inner, into);
    if (module.resource && SOURCE.test(module.resource.split("?")[0])) into.add(module.resource.split("?")[0]);
}

/**
 * chunk ID → the sorted keys of its modules, for every chunk with at least one. `keysOfFiles`
 * reads the keys per file (given all the files, since a key kept in a constant is often imported).
 */
function chunkKeys(compilation, keysOfFiles) {
    const filesByChunk = new Map();
    const allFiles = new Set();
    for (const chunk of compilation.chunks) {
        const files = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) sourceFilesOf(module, files);
        filesByChunk.set(chunk, files);
        for (const file of files) allFiles.add(file);
    }
    const byFile = keysOfFiles([...allFiles]);
    const result = {};
    for (const [chunk, files] of filesByChunk) {
        const keys = new Set();
        for (const file of files) for (const key of byFile.get(file) ?? []) keys.add(key);
        if (keys.size) result[String(chunk.id)] = [...keys].sort();
    }
    return result;
}

/**
 * The extraction, in TypeScript, loaded through tsx (a dependency already: the server runs on it).
 * Through tsx's hook on plain require, not its namespaced require: webpack records what the build
 * loaded as its cache's dependencies and cannot resolve a namespaced path (the cache was not saved).
 */
function readKeysOfFiles(files) {
    const unregister = require("tsx/cjs/api").register();
    try {
        const { keysByFile } = require("../library/src/server/i18n/keyExtraction.ts");
        return keysByFile(files.map((file) => ({ file, text: fs.readFileSync(file, "utf8") })));
    } finally {
        unregister();
    }
}

/** Each entry's chunk IDs (runtime and shared chunks included): the chunks a page loads first. */
function entryChunks(compilation) {
    const result = {};
    for (const [name, entrypoint] of compilation.entrypoints) result[name] = entrypoint.chunks.map((chunk) => String(chunk.id));
    return result;
}

module.exports = { chunkKeys, entryChunks, readKeysOfFiles };
