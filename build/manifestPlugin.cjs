// Writes dist/manifest.json: each entry's JS files in load order, and each add-on's entries.
// The server reads it to emit exactly the script tags a page needs, and to send with a page only
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
                    const manifest = {
                        publicPath: compilation.outputOptions.publicPath,
                        entrypoints,
                        addons: this.addons,
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
