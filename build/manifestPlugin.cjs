// Writes dist/manifest.json: each entry's JS files in load order, each add-on's entries, and each
// named lazy chunk group's files. The server reads it to load exactly the scripts a page needs
// (server/ssr/assetLoader.ts), and to send with a page only
// the catalogue keys of its entry's chunks (chunkKeys, entryChunks: build/chunkKeys.cjs).
const path = require("path");
const { chunkKeys, entryChunks, readKeysOfFiles } = require("./chunkKeys.cjs");

class ManifestPlugin {
    constructor({ addons, filename }) {
        this.addons = addons;
        this.filename = filename;
    }

    apply(compiler) {
        compiler.hooks.thisCompilation.tap("HearthManifest", (compilation) => {
            compilation.hooks.processAssets.tap(
                { name: "HearthManifest", stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
                () => {
                    const entrypoints = {};
                    for (const [name, entrypoint] of compilation.entrypoints) {
                        entrypoints[name] = entrypoint.getFiles().filter((file) => file.endsWith(".js"));
                    }
                    // Each named lazy chunk group (webpackChunkName, e.g. an island's code): its JS
                    // files and chunk IDs, so a page can ask for its islands' code at its first paint.
                    const chunkGroups = {};
                    for (const [name, group] of compilation.namedChunkGroups) {
                        if (compilation.entrypoints.has(name)) continue;
                        chunkGroups[name] = { files: group.getFiles().filter((file) => file.endsWith(".js")), chunks: group.chunks.map((chunk) => String(chunk.id)) };
                    }
                    const manifest = {
                        publicPath: compilation.outputOptions.publicPath,
                        entrypoints,
                        addons: this.addons,
                        chunkGroups,
                        entryChunks: entryChunks(compilation),
                        chunkKeys: chunkKeys(compilation, readKeysOfFiles),
                    };
                    compilation.emitAsset(
                        path.relative(compilation.outputOptions.path, this.filename),
                        new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
                    );
                },
            );
        });
    }
}

module.exports = { ManifestPlugin };
