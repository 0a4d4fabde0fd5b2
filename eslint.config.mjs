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
    // ── State layer (issue 8) ───────────────────────────────────────────────────────────────
    ...stateLayerRules(),
);

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
 * The static imports use typescript-eslint's copy of the rule, so these blocks do not replace the
 * layering blocks above (in flat config the last block naming a rule wins for a file). The last
 * blocks restate the layering rules for each application's front end, which the application
 * blocks above had replaced: their scripts may not import server code either.
 * tests/lint/stateLayerLint.test.ts checks all of it on the fixtures beside it.
 */
function stateLayerRules() {
    const frontEnd = ["library/src/scripts/**/*.{ts,tsx}", "applications/*/src/scripts/**/*.{ts,tsx}", "plugins/*/src/scripts/**/*.{ts,tsx}"];
    const mayUseApiClient = ["**/*Thunks.ts", "**/*Actions.ts", "**/*Api.ts", "library/src/scripts/api/**", "library/src/scripts/boot/pageView.ts", "**/*.test.{ts,tsx}"];
    const apiClient = ["@library/api/apiv2", "@library/api/longRunner", "**/api/apiv2", "**/api/longRunner"];
    const message = "Components reach the server through the store: dispatch a thunk (*Thunks.ts) or use an RTK Query look-up (*Api.ts).";
    const applications = ["vanilla", "dashboard", "conversations"];
    const serverCode = { group: ["@server/*", "**/src/server/**", "../server/*"], message: "Front-end code never imports server code." };
    const otherApplications = (app) => ({
        group: applications.filter((other) => other !== app).flatMap((other) => [`@${other}/*`, `**/applications/${other}/**`]),
        message: "Applications talk through registries, not imports.",
    });
    return [
        {
            files: frontEnd,
            ignores: mayUseApiClient,
            rules: {
                "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: apiClient, message, allowTypeImports: true }] }],
                "no-restricted-syntax": ["error", { selector: "ImportExpression[source.value=/api.(apiv2|longRunner)$/]", message }],
            },
        },
        ...applications.map((app) => ({
            files: [`applications/${app}/src/scripts/**/*.{ts,tsx}`],
            rules: { "no-restricted-imports": ["error", { patterns: [otherApplications(app), serverCode] }] },
        })),
    ];
}
