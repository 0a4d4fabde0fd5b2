// The server as one prebuilt CommonJS file (esbuild), for the browser tests' servers: a start
// through tsx spent about half of its 3.3 s of CPU resolving, reading and transforming modules
// (3.3 s against 1.7 s, a fresh data folder, this machine), and the browser tests start about 70.
// npm packages stay outside (node_modules); the server's own code, its applications and add-ons
// are inside. It is built from the checkout it runs in and is not shipped: `npm start` runs the
// sources through tsx.
//
//   node build/serverBundle.cjs [outfile]   (default node_modules/.cache/hearth/server.cjs)
const esbuild = require("esbuild");
const fs = require("node:fs");
const path = require("node:path");
const { root, tsconfigAliases } = require("./aliases.cjs");

/** Inside the repository, so the packages it leaves outside resolve from its node_modules. */
const DEFAULT_OUTFILE = path.join(root, "node_modules/.cache/hearth/server.cjs");

/**
 * The modules the server discovers on disk (library/src/server/discoveredModuleFiles.ts, the
 * server's own way of finding them, bundled and run here): the bundle carries each behind a
 * loader, handed to discoveredModules.ts, so an add-on's module is still evaluated only when it starts.
 */
function discoveredModules() {
    const lister = path.join(path.dirname(DEFAULT_OUTFILE), "discoveredModuleFiles.cjs");
    esbuild.buildSync({
        stdin: { contents: 'module.exports = require("@server/discoveredModuleFiles");', resolveDir: root, sourcefile: "discoveredModuleFiles.ts", loader: "ts" },
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        outfile: lister,
        packages: "external",
        tsconfig: path.join(root, "tsconfig.json"),
        logLevel: "error",
    });
    delete require.cache[lister];
    return require(lister).discoveredModuleFiles(root);
}

function entrySource() {
    const loaders = discoveredModules().map((file) => `    ${JSON.stringify(file)}: () => import(${JSON.stringify(file)}),`);
    return ['import { carryDiscoveredModules } from "@server/discoveredModules";', "carryDiscoveredModules({", ...loaders, "});", 'require("@server/main");', ""].join("\n");
}

/**
 * Resolves the project's own imports (relative and tsconfig aliases) with the file name's exact
 * case: two files here differ only in case (settingsForm.ts and SettingsForm.tsx), and esbuild's
 * own lookup took one for the other. And gives each source file its own folder for __dirname,
 * which in one bundled file would otherwise be the bundle's.
 */
function sourceFilesPlugin() {
    const aliases = tsconfigAliases();
    const extensions = [".ts", ".tsx", ".js", ".cjs", ".json"];
    const listings = new Map();
    const isFile = (file) => {
        const dir = path.dirname(file);
        if (!listings.has(dir)) listings.set(dir, new Set(fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : []));
        return listings.get(dir).has(path.basename(file));
    };
    const fileOf = (base) => [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))].find(isFile);
    return {
        name: "hearth-source-files",
        setup(build) {
            build.onResolve({ filter: /^[.@/]/ }, (args) => {
                const alias = aliases.find(({ prefix }) => args.path.startsWith(prefix));
                const base = alias ? alias.target + args.path.slice(alias.prefix.length) : args.path.startsWith("@") ? undefined : path.resolve(args.resolveDir, args.path);
                const file = base && fileOf(base);
                return file ? { path: file } : undefined;
            });
            build.onLoad({ filter: /\.tsx?$/ }, (args) => {
                const source = fs.readFileSync(args.path, "utf8");
                if (!source.includes("__dirname")) return undefined;
                return { contents: source.replace(/\b__dirname\b/g, JSON.stringify(path.dirname(args.path))), loader: path.extname(args.path).slice(1) };
            });
        },
    };
}

async function buildServerBundle(outfile = DEFAULT_OUTFILE) {
    await esbuild.build({
        stdin: { contents: entrySource(), resolveDir: root, sourcefile: "serverBundleEntry.ts", loader: "ts" },
        bundle: true,
        platform: "node",
        format: "cjs",
        target: "node20",
        outfile,
        packages: "external",
        jsx: "automatic",
        tsconfig: path.join(root, "tsconfig.json"),
        plugins: [sourceFilesPlugin()],
        logLevel: "error",
    });
    return outfile;
}

module.exports = { buildServerBundle, DEFAULT_OUTFILE };

if (require.main === module) {
    buildServerBundle(process.argv[2]).then((file) => console.log(`Built the server bundle: ${path.relative(root, file)}`));
}
