// Four projects: front-end units (jsdom + jest-fetch-mock), server (node, Fastify inject on a
// fresh database per file), lint (the lint rules on fixtures) and browser end-to-end (node,
// playwright-core + Debian's Chromium).
const fs = require("node:fs");
const path = require("node:path");
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
    // Modules compile once per worker, not once per test file (the file says why).
    runtime: "<rootDir>/tests/setup/cachedCompileRuntime.cjs",
    moduleNameMapper: jestModuleNameMapper(),
    testPathIgnorePatterns: ["/node_modules/", "/dist/"],
};

/**
 * Server test files that never open a database (pure functions, the build's checks): the
 * PostgreSQL project skips them, as a second run would test the same code the same way. Read
 * from the sources, so a file that starts using a database runs on both at once.
 */
function databaseFreeServerTests() {
    const databaseWords = /\b(createTestApp|testApp|openDatabase|testDatabases|kysely|database|db|sqlite|postgres)\b/i;
    const inEach = (top) => (fs.existsSync(top) ? fs.readdirSync(top).map((name) => path.join(top, name, "src", "server")) : []);
    return ["library/src/server", ...inEach("applications"), ...inEach("plugins"), "build"]
        .filter((dir) => fs.existsSync(dir))
        .flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((file) => path.join(dir, file)))
        .filter((file) => /\.test\.tsx?$/.test(file) && !databaseWords.test(fs.readFileSync(file, "utf8")))
        .map((file) => `<rootDir>/${file.split(path.sep).join("/")}$`);
}

function serverProject(displayName, setupFiles = []) {
    return {
        ...common,
        displayName,
        testEnvironment: "node",
        // build/: the build's own checks (first-load budgets).
        testMatch: ["<rootDir>/{library,applications,plugins}/**/src/server/**/*.test.{ts,tsx}", "<rootDir>/build/**/*.test.ts"],
        setupFiles,
        // contractGuard: every API response of the tests is held to Vanilla's OpenAPI schemas.
        setupFilesAfterEnv: ["<rootDir>/tests/setup/consoleGuard.ts", "<rootDir>/tests/setup/contractGuard.ts"],
        // ESM-only dependencies of @fastify/static, @fastify/cookie (a dynamic import) and
        // light-my-request: swc makes them CommonJS; jest cannot load ES modules on Node 20.
        // intl-messageformat and its @formatjs parts are ES modules too (server/i18n).
        transformIgnorePatterns: ["/node_modules/(?!(content-disposition|cookie|@fastify/cookie|intl-messageformat|@formatjs)/)"],
    };
}

module.exports = {
    testSequencer: "<rootDir>/tests/setup/interleavingSequencer.cjs",
    // Four workers on this 2-core machine: the sequencer deals about two browser files (which
    // mostly wait) beside two CPU-bound server or unit files, so both cores stay busy.
    maxWorkers: 4,
    reporters: ["default", "<rootDir>/tests/setup/summaryReporter.cjs"],
    projects: [
        {
            ...common,
            displayName: "unit",
            testEnvironment: "jsdom",
            testMatch: ["<rootDir>/{library,applications,plugins}/**/src/scripts/**/*.test.{ts,tsx}"],
            setupFiles: ["jest-fetch-mock/setup"],
            // intl-messageformat (i18n) is an ES module: swc makes it CommonJS.
            transformIgnorePatterns: ["/node_modules/(?!(intl-messageformat|@formatjs)/)"],
            setupFilesAfterEnv: ["<rootDir>/tests/setup/unitSetup.ts"],
        },
        {
            ...serverProject("server"),
            // Names the run: its SQLite image of the seeded forum is made once, not once per file.
            globalSetup: "<rootDir>/tests/setup/testRunSetup.ts",
            globalTeardown: "<rootDir>/tests/setup/testRunTeardown.ts",
        },
        // The same server tests on PostgreSQL, when CI (or you) provide one in TEST_DATABASE_URL.
        ...(process.env.TEST_DATABASE_URL
            ? [
                  {
                      ...serverProject("server-pg", ["<rootDir>/tests/setup/usePostgres.ts"]),
                      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...databaseFreeServerTests()],
                      globalSetup: "<rootDir>/tests/setup/testRunSetup.ts",
                      globalTeardown: "<rootDir>/tests/setup/postgresRunTeardown.ts",
                  },
              ]
            : []),
        {
            // The lint rules that hold the layering together, proven to fire (ESLint in a child process).
            ...common,
            displayName: "lint",
            testEnvironment: "node",
            testMatch: ["<rootDir>/tests/lint/**/*.test.ts"],
            setupFilesAfterEnv: ["<rootDir>/tests/setup/consoleGuard.ts"],
        },
        {
            ...common,
            displayName: "e2e",
            testEnvironment: "node",
            testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
            // Builds the server the browser tests start (build/serverBundle.cjs).
            globalSetup: "<rootDir>/tests/setup/e2eRunSetup.ts",
            setupFilesAfterEnv: ["<rootDir>/tests/setup/e2eSetup.ts"],
        },
    ],
};
