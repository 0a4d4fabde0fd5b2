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
    [["plugins/*/src/scripts/**/*.{ts,tsx}"], [], [NO_SERVER]],
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
);
