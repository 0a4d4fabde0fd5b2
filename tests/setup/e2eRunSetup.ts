/**
 * Global setup of the browser tests: builds the server once as one prebuilt file
 * (build/serverBundle.cjs), which each test's server then starts from, in half the CPU of a
 * start through tsx; then prepares the seeded forum most of those servers start on a copy of
 * (tests/e2e/seededForum.ts). The workers start after this and inherit both paths.
 */
import path from "node:path";
import { makeSeededForumImage } from "../e2e/seededForum";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script
const { buildServerBundle } = require("../../build/serverBundle.cjs") as { buildServerBundle(): Promise<string> };

export default async function e2eRunSetup(): Promise<void> {
    const bundle = (process.env.HEARTH_SERVER_BUNDLE ??= await buildServerBundle());
    process.env.HEARTH_E2E_FORUM_IMAGE ??= await makeSeededForumImage([bundle], path.join(path.dirname(bundle), "e2e-forum.sqlite"));
}
