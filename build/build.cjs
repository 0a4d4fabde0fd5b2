// `npm run build`: the client bundles, through webpack's Node API (no CLI needed).
const fs = require("fs");
const path = require("path");
const webpack = require("webpack");
const makeConfig = require("../webpack.config.js");
const { discoverEntries } = require("./entries.cjs");
const { checkBudgets, readBudgets } = require("./budgets.cjs");
const { precompress } = require("./precompress.cjs");

const mode = process.argv.includes("--development") ? "development" : "production";
webpack(makeConfig({}, { mode }), (error, stats) => {
    if (error) {
        console.error(error);
        process.exit(1);
    }
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const warning of info.warnings ?? []) console.warn(warning.message);
    if (stats.hasErrors()) {
        for (const err of info.errors ?? []) console.error(err.message);
        process.exit(1);
    }
    const js = Object.keys(stats.compilation.assets).filter((name) => name.endsWith(".js"));
    console.log(`Built ${js.length} scripts (${mode}) in ${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s.`);
    // Budgets hold for the minified production build only.
    if (mode !== "production") return;
    const { compilation } = stats;
    const entrypoints = Object.fromEntries([...compilation.entrypoints].map(([name, entrypoint]) => [name, entrypoint.getFiles().filter((file) => file.endsWith(".js"))]));
    const { problems } = checkBudgets(entrypoints, (file) => fs.readFileSync(path.join(compilation.outputOptions.path, file)), readBudgets(discoverEntries().entries));
    if (problems.length) {
        for (const problem of problems) console.error(problem);
        process.exit(1);
    }
    precompress(compilation.outputOptions.path).then(
        ({ files, raw, br, gz }) => console.log(`Precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB, brotli ${(br / 1024).toFixed(0)} KB, gzip ${(gz / 1024).toFixed(0)} KB.`),
        (failure) => {
            console.error(failure);
            process.exit(1);
        },
    );
});
