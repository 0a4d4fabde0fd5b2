// Client bundles: one entry per server-rendered page type and per add-on entry, one runtime
// chunk (so every bundle on a page shares one module registry: one React, one store), shared
// split chunks, content-hashed names and a manifest for the server.
const path = require("path");
const TerserPlugin = require("terser-webpack-plugin");
const { webpackAliases, root } = require("./build/aliases.cjs");
const { discoverEntries } = require("./build/entries.cjs");
const { ManifestPlugin } = require("./build/manifestPlugin.cjs");

module.exports = (_env = {}, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? "production") === "production";
    const { entries, addons } = discoverEntries();
    // DIST_DIR lets two builds (two engineers, or CI beside a dev server) live side by side.
    const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, "dist");
    const outputPath = path.join(distDir, "assets");
    return {
        mode: production ? "production" : "development",
        context: root,
        entry: entries,
        target: ["web", "es2020"],
        output: {
            path: outputPath,
            publicPath: "/assets/",
            filename: production ? "[name].[contenthash:10].js" : "[name].js",
            chunkFilename: production ? "[name].[contenthash:10].js" : "[name].js",
            clean: true,
        },
        devtool: production ? "source-map" : "eval-cheap-module-source-map",
        resolve: {
            extensions: [".tsx", ".ts", ".js"],
            alias: webpackAliases(),
        },
        module: {
            rules: [
                {
                    test: /\.tsx?$/,
                    exclude: /node_modules/,
                    use: {
                        loader: "ts-loader",
                        // Type checking is `npm run typecheck`; the loader only transpiles, which keeps builds fast.
                        options: { transpileOnly: true, configFile: path.join(root, "tsconfig.json"), compilerOptions: { noEmit: false, sourceMap: true } },
                    },
                },
            ],
        },
        optimization: {
            runtimeChunk: "single",
            moduleIds: "deterministic",
            splitChunks: {
                chunks: "all",
                cacheGroups: {
                    // React and its DOM renderer change rarely: one long-cached chunk every page shares.
                    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: "react", priority: 20 },
                },
            },
            minimize: production,
            minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        },
        cache: {
            type: "filesystem",
            cacheDirectory: path.join(root, "node_modules/.cache/webpack"),
            // One cache per output folder and mode, so side-by-side builds never share one.
            name: `${production ? "production" : "development"}-${path.basename(distDir)}-${Buffer.from(distDir).toString("base64url").slice(-12)}`,
            buildDependencies: { config: [__filename] },
        },
        performance: { hints: false },
        plugins: [new ManifestPlugin({ addons, filename: path.join(distDir, "manifest.json") })],
    };
};
