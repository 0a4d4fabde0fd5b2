/** Global teardown of the "server-pg" jest project: drops every database of this run, whatever the tests left. */
import { Client } from "pg";

export default async function postgresRunTeardown(): Promise<void> {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const run = process.env.HEARTH_TEST_RUN;
    if (!databaseUrl || !run) return;
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [`hearth_${run}_`]);
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
        await client.end();
    }
}
