/**
 * Global setup of the browser tests: builds the server once as one prebuilt file
 * (build/serverBundle.cjs), which each test's server then starts from, in half the CPU of a
 * start through tsx. The workers start after this and inherit its path (tests/e2e/serverProcess.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script
const { buildServerBundle } = require("../../build/serverBundle.cjs") as { buildServerBundle(): Promise<string> };

export default async function e2eRunSetup(): Promise<void> {
    process.env.HEARTH_SERVER_BUNDLE ??= await buildServerBundle();
}
