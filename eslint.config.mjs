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
);
