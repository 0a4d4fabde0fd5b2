/**
 * Global setup of the server jest projects: names this run. The workers start after this and
 * inherit the name, which the run's SQLite image file and PostgreSQL databases carry
 * (library/src/server/testing/testDatabases.ts); the teardowns remove them.
 */
import { randomBytes } from "node:crypto";

export default function testRunSetup(): void {
    process.env.HEARTH_TEST_RUN ??= randomBytes(4).toString("hex");
}
