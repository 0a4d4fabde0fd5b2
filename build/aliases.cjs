// The path aliases are declared once, in tsconfig.json; webpack and jest read them from here.
const path = require("path");
const root = path.resolve(__dirname, "..");
const tsconfig = require(path.join(root, "tsconfig.json"));

/** @returns {Array<{prefix: string, target: string}>} "@library/" -> "/abs/library/src/scripts/" */
function tsconfigAliases() {
    return Object.entries(tsconfig.compilerOptions.paths).map(([key, [target]]) => ({
        prefix: key.replace(/\*$/, ""),
        target: path.join(root, target.replace(/\*$/, "")),
    }));
}

/** webpack resolve.alias: { "@library": "/abs/library/src/scripts" } */
function webpackAliases() {
    return Object.fromEntries(tsconfigAliases().map(({ prefix, target }) => [prefix.replace(/\/$/, ""), target.replace(/\/$/, "")]));
}

/** jest moduleNameMapper: { "^@library/(.*)$": "/abs/library/src/scripts/$1" } */
function jestModuleNameMapper() {
    return Object.fromEntries(tsconfigAliases().map(({ prefix, target }) => [`^${prefix}(.*)$`, `${target}$1`]));
}

module.exports = { root, tsconfigAliases, webpackAliases, jestModuleNameMapper };
