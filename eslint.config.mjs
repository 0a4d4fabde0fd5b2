// Lint, with the layering rules of DESIGN.md §3 enforced from day one.
//
// Each file gets exactly one `no-restricted-imports` block: in a flat config a later block that
// sets the same rule replaces the earlier one's options, which once silently switched off the
// "front end never imports server code" rule for every application. So the layering table below
// lists, per area, every pattern that applies there, and the areas do not overlap.
// tests/lint/layering.test.ts proves each rule fires.
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

const APPLICATIONS = ["dashboard", "vanilla", "conversations"];

const NO_APPLICATIONS = {
    group: ["@vanilla/*", "@dashboard/*", "@conversations/*", "@plugins/*", "**/applications/**", "**/plugins/**"],
    message: "library/ imports no application or add-on: use a registry.",
};
const NO_SERVER = { group: ["@server/*", "**/src/server/**", "../server/*"], message: "Front-end code never imports server code." };
function noOtherApplications(application) {
    const others = APPLICATIONS.filter((name) => name !== application);
    return {
        group: [...others.map((name) => `@${name}/*`), ...others.map((name) => `**/applications/${name}/**`)],
        message: "Applications talk through registries, not imports.",
    };
}

/** [files, ignores, patterns]: one row per area of the tree. */
const LAYERING = [
    [["library/src/scripts/**/*.{ts,tsx}"], [], [NO_APPLICATIONS, NO_SERVER]],
    [["library/**/*.{ts,tsx}"], ["library/src/scripts/**"], [NO_APPLICATIONS]],
    ...APPLICATIONS.flatMap((name) => [
        [[`applications/${name}/src/scripts/**/*.{ts,tsx}`], [], [noOtherApplications(name), NO_SERVER]],
        [[`applications/${name}/**/*.{ts,tsx}`], [`applications/${name}/src/scripts/**`], [noOtherApplications(name)]],
    ]),
    // plugins/: see addonFence() below, which keeps NO_SERVER for add-ons' front ends.
];

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
        // The rules of hooks, and effects that name everything they read.
        files: ["**/*.tsx", "**/src/scripts/**/*.ts"],
        plugins: { "react-hooks": reactHooks },
        rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
    },
    {
        // Accessible markup in every component (DESIGN.md: axe finds nothing serious; this finds it earlier).
        files: ["**/*.tsx"],
        ...jsxA11y.flatConfigs.recommended,
    },
    ...LAYERING.map(([files, ignores, patterns]) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } })),
    ...stateLayerRules(),
    // Last: for add-ons its no-restricted-syntax (import() of their own files only) replaces the state layer's.
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
    const tests = ["plugins/**/*.test.{ts,tsx}"];
    return [
        {
            files: ["plugins/**/*.{ts,tsx}"],
            ignores: [...tests, "plugins/*/src/scripts/**"],
            rules: {
                "no-restricted-imports": ["error", { patterns: [facadesOnly(["@server/addons/serverAddonApi", "@library/addons/addonApi", "@library/addons/addonPageKit", "@library/addons/addonIcon", "@library/addons/addonFocus"]), ownFilesOnly] }],
                "no-restricted-syntax": noDynamicEscape,
            },
        },
        {
            files: ["plugins/*/src/scripts/**/*.{ts,tsx}"],
            ignores: tests,
            rules: {
                "no-restricted-imports": ["error", { patterns: [NO_SERVER, facadesOnly(["@library/addons/addonApi", "@library/addons/addonPageKit", "@library/addons/addonIcon", "@library/addons/addonFocus"]), ownFilesOnly] }],
                "no-restricted-syntax": noDynamicEscape,
            },
        },
    ];
}

/**
 * One state layer (DESIGN.md §3): components, hooks and slices reach the server through the
 * store. The API client (`@library/api/apiv2`, and `longRunner`, which drives it) is imported only by
 *   - thunk modules: `*Thunks.ts`, or `*Actions.ts` holding action creators and their thunks;
 *   - RTK Query modules: `*Api.ts` (cached look-ups, injected into lookupApi);
 *   - the client's own folder, `library/src/scripts/api/`, and boot's page-view tick;
 *   - tests.
 * A component loads such a module (often with `import()`, to keep axios out of the first load)
 * and dispatches. Type-only imports are allowed: they leave no code behind. `import()` is
 * checked too, as components used to reach the client that way.
 *
 * The static imports use typescript-eslint's copy of the rule, so this block does not replace
 * the layering table's (in flat config the last block naming a rule wins for a file).
 * tests/lint/stateLayerLint.test.ts checks it on the fixtures beside it.
 */
function stateLayerRules() {
    const frontEnd = ["library/src/scripts/**/*.{ts,tsx}", "applications/*/src/scripts/**/*.{ts,tsx}", "plugins/*/src/scripts/**/*.{ts,tsx}"];
    const mayUseApiClient = ["**/*Thunks.ts", "**/*Actions.ts", "**/*Api.ts", "library/src/scripts/api/**", "library/src/scripts/boot/pageView.ts", "**/*.test.{ts,tsx}"];
    const apiClient = ["@library/api/apiv2", "@library/api/longRunner", "**/api/apiv2", "**/api/longRunner"];
    const message = "Components reach the server through the store: dispatch a thunk (*Thunks.ts) or use an RTK Query look-up (*Api.ts).";
    return [
        {
            files: frontEnd,
            ignores: mayUseApiClient,
            rules: {
                "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: apiClient, message, allowTypeImports: true }] }],
                "no-restricted-syntax": ["error", { selector: "ImportExpression[source.value=/api.(apiv2|longRunner)$/]", message }],
            },
        },
    ];
}
