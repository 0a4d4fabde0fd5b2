/** Global teardown of the server jest project: removes the run's SQLite image (testDatabases.ts). */
import fs from "node:fs";
import { sqliteImageFile } from "../../library/src/server/testing/sqliteImageFile";

export default function testRunTeardown(): void {
    const file = sqliteImageFile();
    if (file) fs.rmSync(file, { force: true });
}
