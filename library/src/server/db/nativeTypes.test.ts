/**
 * Native types (both databases): on PostgreSQL dates are timestamptz and flags boolean, yet
 * every row reads back as the Kysely types say (ISO-8601 text, 0/1), sorts by time and compares
 * with ISO text parameters, as on SQLite.
 */
import { sql } from "kysely";
import { timestamptzToIso } from "@server/db/postgresDatabase";
import { createTestApp, type ITestApp } from "@server/testing/testApp";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("column types", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(() => forum.close());

    it("stores dates and flags natively on PostgreSQL", async () => {
        if (forum.dialect !== "postgres") return;
        const { rows } = await sql<{ table: string; column: string; type: string }>`select table_name as "table", column_name as "column", data_type as "type" from information_schema.columns
            where table_schema = current_schema() and ((table_name = 'discussions' and column_name in ('dateInserted', 'pinned')) or (table_name = 'users' and column_name = 'banned'))
            order by table_name, column_name`.execute(forum.db);
        expect(rows).toEqual([
            { table: "discussions", column: "dateInserted", type: "timestamp with time zone" },
            { table: "discussions", column: "pinned", type: "boolean" },
            { table: "users", column: "banned", type: "boolean" },
        ]);
    });

    it("reads dates back as ISO text and flags as 0/1, and compares and sorts them by time", async () => {
        const rows = await forum.db.selectFrom("discussions").select(["discussionID", "dateInserted", "pinned", "closed"]).orderBy("dateInserted", "desc").execute();
        for (const row of rows) {
            expect(row.dateInserted).toMatch(ISO);
            expect([0, 1]).toContain(row.pinned);
            expect([0, 1]).toContain(row.closed);
        }
        const dates = rows.map((row) => row.dateInserted);
        expect(dates).toEqual([...dates].sort().reverse());
        expect(rows.filter((row) => row.pinned === 1).length).toBeGreaterThan(0);

        const middle = dates[Math.floor(dates.length / 2)]!; // the seeded forum has discussions
        const later = await forum.db.selectFrom("discussions").select("discussionID").where("dateInserted", ">", middle).execute();
        expect(later).toHaveLength(dates.filter((date) => date > middle).length);
        const pinned = await forum.db.selectFrom("discussions").select("discussionID").where("pinned", "=", 1).execute();
        expect(pinned).toHaveLength(rows.filter((row) => row.pinned === 1).length);
    });

    it("reads a timestamptz to the millisecond whatever the session's time zone", async () => {
        if (forum.dialect !== "postgres") return;
        const written = ["2026-11-01T02:36:45.000Z", "2026-11-01T02:36:45.600Z", "2026-11-01T02:36:45.629Z", "2024-02-29T23:59:59.999Z", "0999-12-31T23:00:00.120Z"];
        const read = (zone: string) =>
            forum.db.connection().execute(async (connection) => {
                await sql`select set_config('TimeZone', ${zone}, false)`.execute(connection);
                const microseconds = await sql<{ at: string }>`select '2026-11-01 02:36:45.629871+00'::timestamptz as at`.execute(connection);
                const { rows } = await sql<{ at: string }>`select unnest(${written}::timestamptz[]) as at`.execute(connection);
                await sql`reset "TimeZone"`.execute(connection);
                return [...rows.map((row) => row.at), microseconds.rows[0]!.at];
            });
        const expected = [...written, "2026-11-01T02:36:45.629Z"];
        expect(await read("UTC")).toEqual(expected);
        expect(await read("Asia/Kolkata")).toEqual(expected);
    });

    it("rewrites PostgreSQL's UTC text as a Date would", () => {
        for (const [text, iso] of [
            ["2026-11-01 02:36:45+00", "2026-11-01T02:36:45.000Z"],
            ["2026-11-01 02:36:45.6+00", "2026-11-01T02:36:45.600Z"],
            ["2026-11-01 02:36:45.999999+00", "2026-11-01T02:36:45.999Z"],
            ["2026-11-01 08:06:45.629+05:30", "2026-11-01T02:36:45.629Z"],
        ]) {
            expect(timestamptzToIso(text!)).toBe(iso);
            expect(timestamptzToIso(text!)).toBe(new Date(text!.replace(" ", "T").replace(/\+00$/, "Z")).toISOString());
        }
    });
});
