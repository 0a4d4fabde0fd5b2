import os from "node:os";
import path from "node:path";

/**
 * Where the run keeps its SQLite image: jest gives each test file its own module registry, so
 * without a file every test file would migrate and seed again (about 0.7 s of CPU each). Named
 * after the run (tests/setup/testRunSetup.ts), whose teardown removes it; null outside a run.
 */
export function sqliteImageFile(run = process.env.HEARTH_TEST_RUN): string | null {
    return run && /^[a-z0-9]+$/.test(run) ? path.join(os.tmpdir(), `hearth_${run}_sqlite_image.bin`) : null;
}
