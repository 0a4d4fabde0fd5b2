// Lint, with the layering rules of DESIGN.md §3 enforced from day one.
import tseslint from "typescript-eslint";

const applicationImports = ["@vanilla/*", "@dashboard/*", "@conversations/*", "@plugins/*", "**/applications/**", "**/plugins/**"];

export default tseslint.config(
    { ignores: ["dist/**", "node_modules/**", "data/**", "coverage/**"] },
    ...tseslint.configs.recommended,
    {
        files: ["**/*.cjs", "webpack.config.js", "jest.config.js"],
        languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable", __dirname: "readonly", process: "readonly", console: "readonly" } },
        rules: { "@typescript-eslint/no-require-imports": "off" },
    },
    {
        rules: {
            "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        },
    },
    {
        // library/ imports no application or add-on.
        files: ["library/**/*.{ts,tsx}"],
        rules: { "no-restricted-imports": ["error", { patterns: [{ group: applicationImports, message: "library/ imports no application or add-on: use a registry." }] }] },
    },
    {
        // Front-end code never imports server code.
        files: ["library/src/scripts/**/*.{ts,tsx}", "applications/*/src/scripts/**/*.{ts,tsx}", "plugins/*/src/scripts/**/*.{ts,tsx}"],
        rules: {
            "no-restricted-imports": [
                "error",
                { patterns: [{ group: ["@server/*", "**/src/server/**", "../server/*"], message: "Front-end code never imports server code." }] },
            ],
        },
    },
    {
        // The two rules together for library front-end files (a later block would replace the first).
        files: ["library/src/scripts/**/*.{ts,tsx}"],
        rules: {
            "no-restricted-imports": [
                "error",
                {
                    patterns: [
                        { group: applicationImports, message: "library/ imports no application or add-on: use a registry." },
                        { group: ["@server/*", "**/src/server/**"], message: "Front-end code never imports server code." },
                    ],
                },
            ],
        },
    },
    {
        // An application imports library and nothing of another application.
        files: ["applications/vanilla/**/*.{ts,tsx}"],
        rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@dashboard/*", "@conversations/*", "**/applications/dashboard/**", "**/applications/conversations/**"], message: "Applications talk through registries, not imports." }] }] },
    },
    {
        files: ["applications/conversations/**/*.{ts,tsx}"],
        rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@vanilla/*", "@dashboard/*", "**/applications/vanilla/**", "**/applications/dashboard/**"], message: "Applications talk through registries, not imports." }] }] },
    },
    {
        files: ["applications/dashboard/**/*.{ts,tsx}"],
        rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@vanilla/*", "@conversations/*", "**/applications/vanilla/**", "**/applications/conversations/**"], message: "Applications talk through registries, not imports." }] }] },
    },
    ...addonFence(),
);

/**
 * Add-ons are fenced to the add-on API (DESIGN.md §3, plugins/README.md): an add-on's code
 * imports the facades, React and its own files, nothing else of the core or of npm, so what we
 * keep stable is all an add-on can depend on. The front-end half also keeps the rule above that
 * front-end code never imports server code (a later block replaces a rule's options, so the
 * patterns are merged here). Tests of an add-on may use the host's test helpers.
 * library/src/server/addons/addonFence.test.ts proves the fence fires on tests/fixtures/addonFence/.
 */
function addonFence() {
    const ownFilesOnly = {
        regex: "^\\.{1,2}/(.*/)?(library|applications|plugins|node_modules)/",
        message: "Add-ons import their own files, not the core's through a relative path: use the add-on facade (plugins/README.md).",
    };
    const facadesOnly = (facades) => ({
        regex: `^(?!\\.|react(/|$)|(${facades.map((facade) => facade.replace(/\//g, "\\/")).join("|")})$)`,
        message: `Add-ons import only the add-on facade (${facades.join(", ")}), React and their own files: plugins/README.md lists what the facade offers.`,
    });
    // no-restricted-imports does not look at import() or require(): an add-on loads only its own files lazily.
    const noDynamicEscape = [
        "error",
        { selector: "ImportExpression:not([source.type='Literal'][source.value=/^\\./])", message: "An add-on's import() loads its own files only; the API client comes from loadApiClient() (plugins/README.md)." },
        { selector: "CallExpression[callee.name='require']", message: "Add-ons use import, of the add-on facade, React and their own files (plugins/README.md)." },
    ];
    const frontEndNoServer = { group: ["@server/*", "**/src/server/**", "../server/*"], message: "Front-end code never imports server code." };
    const tests = ["plugins/**/*.test.{ts,tsx}"];
    return [
        {
            files: ["plugins/**/*.{ts,tsx}"],
            ignores: [...tests, "plugins/*/src/scripts/**"],
            rules: {
                "no-restricted-imports": ["error", { patterns: [facadesOnly(["@server/addons/serverAddonApi", "@library/addons/addonApi"]), ownFilesOnly] }],
                "no-restricted-syntax": noDynamicEscape,
            },
        },
        {
            files: ["plugins/*/src/scripts/**/*.{ts,tsx}"],
            ignores: tests,
            rules: {
                "no-restricted-imports": ["error", { patterns: [frontEndNoServer, facadesOnly(["@library/addons/addonApi"]), ownFilesOnly] }],
                "no-restricted-syntax": noDynamicEscape,
            },
        },
    ];
}
