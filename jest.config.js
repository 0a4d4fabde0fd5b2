// Three projects: front-end units (jsdom + jest-fetch-mock), server (node, Fastify inject on a
// fresh database per file) and browser end-to-end (node, playwright-core + Debian's Chromium).
const { jestModuleNameMapper } = require("./build/aliases.cjs");

const transform = {
    "^.+\\.(t|j)sx?$": [
        "@swc/jest",
        {
            jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2022" },
            module: { type: "commonjs" },
        },
    ],
};
const common = {
    transform,
    moduleNameMapper: jestModuleNameMapper(),
    testPathIgnorePatterns: ["/node_modules/", "/dist/"],
};

module.exports = {
    reporters: ["default", "<rootDir>/tests/setup/summaryReporter.cjs"],
    projects: [
        {
            ...common,
            displayName: "unit",
            testEnvironment: "jsdom",
            testMatch: ["<rootDir>/{library,applications,plugins}/**/src/scripts/**/*.test.{ts,tsx}"],
            setupFiles: ["jest-fetch-mock/setup"],
            setupFilesAfterEnv: ["<rootDir>/tests/setup/unitSetup.ts"],
        },
        {
            ...common,
            displayName: "server",
            testEnvironment: "node",
            testMatch: ["<rootDir>/{library,applications,plugins}/**/src/server/**/*.test.{ts,tsx}"],
            setupFilesAfterEnv: ["<rootDir>/tests/setup/consoleGuard.ts"],
        },
        {
            ...common,
            displayName: "e2e",
            testEnvironment: "node",
            testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
            setupFilesAfterEnv: ["<rootDir>/tests/setup/e2eSetup.ts"],
        },
    ],
};
