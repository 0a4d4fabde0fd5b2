import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import type { MigrationSet } from "@server/db/migrations";

/**
 * How many reactions each member's posts received, per category (the home page's "Top Members",
 * layouts/coreWidgets.ts), kept current by triggers in the same transaction as every write that
 * changes it. Counting from the reactions at every render read all 500,000 reactions of the scale
 * data set with their posts: 0.85 s a home page on SQLite, 2.7-5.4 s on PostgreSQL with ten at
 * once. Each member also has a row of their total in every category (categoryID 0), from which
 * the widget takes what the viewer may not see (reactionLeaders).
 *
 * What counts is what the widget counted before: a reaction on a discussion for its author in
 * its category, on a comment for the comment's author in its discussion's category. So:
 * - a reaction added or removed adds or takes one, and one handed to another post moves;
 * - a discussion moved (or given to another author) moves its reactions and its comments';
 * - a discussion deleted takes its own and its comments' (before the row goes: the comments it
 *   takes with it can no longer name their category, and their own trigger then does nothing);
 * - a comment deleted takes its reactions; one moved to another discussion or author moves them.
 * A reaction left on a deleted post counts for nobody, as before.
 */

export interface ReactionsReceivedTable {
    categoryID: number;
    userID: number;
    count: number;
}

declare module "@server/db/schema" {
    interface Database {
        reactionsReceived: ReactionsReceivedTable;
    }
}

/** The row of each member's count in every category (no category has the ID 0). */
export const ALL_CATEGORIES = 0;

/**
 * Adds `counts` (a select of "categoryID", "userID", "count") to the counters, and to the members'
 * totals. PostgreSQL counts them once (a CTE), and sums the changes per counter first: a
 * statement trigger's counts may name a member in several categories, so several changes to
 * their total, and one insert may not change a row twice. SQLite allows no WITH in a trigger,
 * counts twice, and its row triggers name each counter once.
 */
function addTo(dialect: DialectName, counts: string): string {
    const upsert = `on conflict ("categoryID", "userID") do update set "count" = "reactionsReceived"."count" + excluded."count"`;
    const changes = (delta: string, total: string) => `select * from ${delta} as "delta" union all select ${ALL_CATEGORIES}, "userID", "count" from ${total} as "total"`;
    if (dialect === "postgres") {
        return `with "counted" as (${counts}) insert into "reactionsReceived" ("categoryID", "userID", "count")
            select "categoryID", "userID", sum("count") from (${changes(`"counted"`, `"counted"`)}) as "change" group by "categoryID", "userID" having sum("count") <> 0 ${upsert}`;
    }
    return `insert into "reactionsReceived" ("categoryID", "userID", "count") select * from (${changes(`(${counts})`, `(${counts})`)}) as "change" where "change"."count" <> 0 ${upsert}`;
}

/** The reactions on one discussion (its own), as a count for (category, author). */
const discussionReactions = (row: "new" | "old", sign: string) =>
    `select ${row}."categoryID", ${row}."insertUserID" as "userID", ${sign}count(*) as "count" from "reactions" r where r."recordType" = 'discussion' and r."recordID" = ${row}."discussionID"`;

/**
 * The reactions on one discussion's comments, per comment author, counted in `category`. The
 * comments are the reactions' condition, not a join's: SQLite, without statistics, drove the join
 * from every comment reaction of the forum (a bulk delete of 1,000 discussions at a million posts
 * ran out of its 180 s after 700).
 */
const commentsReactions = (discussion: string, category: string, sign: string) =>
    `select ${category} as "categoryID", c."insertUserID" as "userID", ${sign}count(*) as "count" from "reactions" r join "comments" c on c."commentID" = r."recordID"
        where r."recordType" = 'comment' and r."recordID" in (select "commentID" from "comments" where "discussionID" = ${discussion}) group by c."insertUserID"`;

/** The reactions on one comment, for its author in the category of `discussion` (none when that discussion is gone). */
const commentReactions = (row: "new" | "old", sign: string) =>
    `select d."categoryID", ${row}."insertUserID" as "userID", ${sign}count(*) as "count" from "reactions" r join "discussions" d on d."discussionID" = ${row}."discussionID"
        where r."recordType" = 'comment' and r."recordID" = ${row}."commentID" group by d."categoryID"`;

/** One reaction, for the author of its post in the post's category. */
const reactionDelta = (row: "new" | "old", sign: string) =>
    `select d."categoryID", d."insertUserID" as "userID", ${sign}1 as "count" from "discussions" d where ${row}."recordType" = 'discussion' and d."discussionID" = ${row}."recordID"
     union all
     select d."categoryID", c."insertUserID" as "userID", ${sign}1 as "count" from "comments" c join "discussions" d on d."discussionID" = c."discussionID" where ${row}."recordType" = 'comment' and c."commentID" = ${row}."recordID"`;

interface ITrigger {
    name: string;
    table: string;
    /** "after insert", "before delete", "after update of …" */
    event: string;
    when?: string;
    statements: string[];
    /**
     * PostgreSQL: instead, these run once per statement over its deleted rows (the transition
     * table "removed"), where deletes come by the thousand: a discussion's comments go in one
     * statement, and a trigger run a comment made a bulk delete of 1,000 discussions three times as slow.
     */
    perStatement?: string[];
}

/** The triggers, in the SQL of `dialect`. */
const triggers = (dialect: DialectName): ITrigger[] => {
    const add = (counts: string) => addTo(dialect, counts);
    return [
        { name: "reactions_received_added", table: "reactions", event: "after insert", statements: [add(reactionDelta("new", ""))] },
        {
            name: "reactions_received_removed",
            table: "reactions",
            event: "after delete",
            statements: [add(reactionDelta("old", "-"))],
            // A discussion's delete takes its comments' reactions by the hundred.
            perStatement: [
                add(`select d."categoryID", d."insertUserID" as "userID", -count(*) as "count" from removed o join "discussions" d on d."discussionID" = o."recordID"
                        where o."recordType" = 'discussion' group by d."categoryID", d."insertUserID"
                    union all
                    select d."categoryID", c."insertUserID" as "userID", -count(*) as "count" from removed o join "comments" c on c."commentID" = o."recordID"
                        join "discussions" d on d."discussionID" = c."discussionID" where o."recordType" = 'comment' group by d."categoryID", c."insertUserID"`),
            ],
        },
        {
            // A merge hands a discussion's reactions to the comment it becomes.
            name: "reactions_received_retargeted",
            table: "reactions",
            event: `after update of "recordType", "recordID"`,
            when: `old."recordType" is distinct from new."recordType" or old."recordID" is distinct from new."recordID"`,
            statements: [add(reactionDelta("old", "-")), add(reactionDelta("new", ""))],
        },
        {
            name: "reactions_received_discussion_moved",
            table: "discussions",
            event: `after update of "categoryID", "insertUserID"`,
            when: `old."categoryID" is distinct from new."categoryID" or old."insertUserID" is distinct from new."insertUserID"`,
            statements: [
                add(discussionReactions("old", "-")),
                add(discussionReactions("new", "")),
                add(commentsReactions(`old."discussionID"`, `old."categoryID"`, "-")),
                add(commentsReactions(`new."discussionID"`, `new."categoryID"`, "")),
            ],
        },
        {
            name: "reactions_received_discussion_deleted",
            table: "discussions",
            event: "before delete",
            statements: [add(discussionReactions("old", "-")), add(commentsReactions(`old."discussionID"`, `old."categoryID"`, "-"))],
        },
        {
            name: "reactions_received_comment_deleted",
            table: "comments",
            event: "after delete",
            statements: [add(commentReactions("old", "-"))],
            perStatement: [
                add(`select d."categoryID", o."insertUserID" as "userID", -count(*) as "count" from removed o join "discussions" d on d."discussionID" = o."discussionID"
                    join "reactions" r on r."recordType" = 'comment' and r."recordID" = o."commentID" group by d."categoryID", o."insertUserID"`),
            ],
        },
        {
            name: "reactions_received_comment_moved",
            table: "comments",
            event: `after update of "discussionID", "insertUserID"`,
            when: `old."discussionID" is distinct from new."discussionID" or old."insertUserID" is distinct from new."insertUserID"`,
            statements: [add(commentReactions("old", "-")), add(commentReactions("new", ""))],
        },
    ];
};

/** Every counted reaction as a row of its post's "categoryID" and author ("userID"): what the counts add up. */
export const EVERY_REACTION_RECEIVED = `select d."categoryID", d."insertUserID" as "userID" from "reactions" r join "discussions" d on d."discussionID" = r."recordID" where r."recordType" = 'discussion'
    union all
    select d."categoryID", c."insertUserID" as "userID" from "reactions" r join "comments" c on c."commentID" = r."recordID" join "discussions" d on d."discussionID" = c."discussionID" where r."recordType" = 'comment'`;

/**
 * Every member's count per category and in all, counted afresh from the reactions: the
 * migration's backfill, and the scale bench's PostgreSQL loader (which loads with triggers off).
 */
export const RECOUNT_REACTIONS_RECEIVED = [
    `delete from "reactionsReceived"`,
    `insert into "reactionsReceived" ("categoryID", "userID", "count")
     select "categoryID", "userID", count(*) from (${EVERY_REACTION_RECEIVED}) as "received" group by "categoryID", "userID"`,
    `insert into "reactionsReceived" ("categoryID", "userID", "count") select ${ALL_CATEGORIES}, "userID", sum("count") from "reactionsReceived" group by "userID"`,
];

/** Puts the triggers (those named, else all), in place of any of the same name. */
async function createTriggers(db: Kysely<unknown>, dialect: DialectName, names?: string[]): Promise<void> {
    for (const trigger of triggers(dialect)) {
        if (names && !names.includes(trigger.name)) continue;
        const when = trigger.when ? ` when (${trigger.when})` : "";
        if (dialect === "sqlite") {
            await sql.raw(`drop trigger if exists "${trigger.name}"`).execute(db);
            await sql.raw(`create trigger "${trigger.name}" ${trigger.event} on "${trigger.table}" for each row${when} begin ${trigger.statements.map((statement) => `${statement};`).join(" ")} end`).execute(db);
            continue;
        }
        // A BEFORE DELETE trigger that answers null would cancel the delete.
        const answer = trigger.event.startsWith("before delete") ? "old" : "null";
        const statements = trigger.perStatement ?? trigger.statements;
        await sql.raw(`drop trigger if exists "${trigger.name}" on "${trigger.table}"`).execute(db);
        await sql.raw(`create or replace function "${trigger.name}"() returns trigger language plpgsql as $$ begin ${statements.map((statement) => `${statement};`).join(" ")} return ${answer}; end $$`).execute(db);
        const forEach = trigger.perStatement ? "referencing old table as removed for each statement" : `for each row${when}`;
        await sql.raw(`create trigger "${trigger.name}" ${trigger.event} on "${trigger.table}" ${forEach} execute function "${trigger.name}"()`).execute(db);
    }
}

export const reactionsReceivedMigrations: MigrationSet = {
    "2026_12_03_400_vanilla_reactions_received": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("reactionsReceived")
                .addColumn("categoryID", "integer", (column) => column.notNull())
                .addColumn("userID", "integer", (column) => column.notNull())
                .addColumn("count", "integer", (column) => column.notNull())
                .addPrimaryKeyConstraint("reactionsReceived_pk", ["categoryID", "userID"])
                .execute();
            // The most received first, in a category or in all (reactionLeaders).
            await sql`create index ${sql.id("reactionsReceived_most")} on ${sql.table("reactionsReceived")} (${sql.ref("categoryID")}, ${sql.ref("count")} desc, ${sql.ref("userID")})`.execute(db);
            for (const statement of RECOUNT_REACTIONS_RECEIVED) await sql.raw(statement).execute(db);
            await createTriggers(db, dialect);
        },
    }),
    // PostgreSQL: a removed reaction counted once per statement, and a statement's changes summed
    // per counter first (addTo): deleting one member's comments in two categories at once failed.
    "2026_12_04_410_vanilla_reactions_received_per_statement": (dialect) => ({
        async up(db: Kysely<unknown>) {
            if (dialect === "postgres") await createTriggers(db, dialect, ["reactions_received_removed", "reactions_received_comment_deleted"]);
        },
    }),
};
