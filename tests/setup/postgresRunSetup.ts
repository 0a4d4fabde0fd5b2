/**
 * Global setup of the "server-pg" jest project: names this run. The workers start after this and
 * inherit the name, which their template and test databases carry
 * (library/src/server/testing/testDatabases.ts); postgresRunTeardown.ts drops them all.
 */
import { randomBytes } from "node:crypto";

export default function postgresRunSetup(): void {
    process.env.HEARTH_TEST_RUN ??= randomBytes(4).toString("hex");
}
