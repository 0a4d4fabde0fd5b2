/**
 * The demo forum a browser test's server starts with, and its image. Imports nothing through the
 * path aliases: the browser project's global setup (tests/setup/e2eRunSetup.ts), which jest does
 * not give the aliases, builds the image with it.
 *
 * A server starting on an empty data folder migrates and seeds the demo forum, about a third of
 * its start's CPU (0.5-0.9 s of 1.5-2.4 s on this machine). The global setup prepares one seeded
 * database per run (main.ts --prepare) and a test's server starts on a copy of it, unless its
 * config may change what is seeded (an add-on switched on or off seeds its demo posts or not).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const E2E_PASSWORD = "e2e-password-1";

/** The environment of seeding, the same for the image and for a server seeding its own folder. */
export const SEEDING_ENV = {
    SEED_PASSWORD: E2E_PASSWORD,
    // The demo accounts' password hashed at the test cost: the browser tests sign in often.
    SEED_TEST_ACCOUNTS: "1",
    NODE_ENV: "production",
};

/** The run's image of the seeded forum, when the global setup made one. */
export function seededForumImage(): string | undefined {
    const image = process.env.HEARTH_E2E_FORUM_IMAGE;
    return image && fs.existsSync(image) ? image : undefined;
}

/** Prepares a seeded forum with the server `command` (node's arguments) and keeps its database as `image`. */
export async function makeSeededForumImage(command: string[], image: string): Promise<string> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-e2e-image-"));
    try {
        const output: string[] = [];
        const code = await new Promise<number | null>((resolve, reject) => {
            const child = spawn(process.execPath, [...command, "--prepare"], {
                env: { ...process.env, ...SEEDING_ENV, DATA_DIR: dataDir, DATABASE_URL: "", WEB_PROCESSES: "1" },
                stdio: ["ignore", "pipe", "pipe"],
            });
            child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
            child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
            child.on("error", reject);
            child.on("exit", resolve);
        });
        if (code !== 0) throw new Error(`Preparing the browser tests' forum failed (${code}):\n${output.join("")}`);
        fs.mkdirSync(path.dirname(image), { recursive: true });
        fs.copyFileSync(path.join(dataDir, "forum.sqlite"), image);
        return image;
    } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
    }
}
