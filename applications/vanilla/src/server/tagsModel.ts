/**
 * Tags and the tags on each discussion (content §4 "tags", §7 GET /tags, PUT /discussions/{id}/tags),
 * in Vanilla's TagFragment shape (vanilla-openapi tags.yml). The tables come from vanilla's
 * migration 2026_11_23_600 (types in ./schema.ts).
 */
import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import type { Database } from "@server/db/schema";
import type { ITagFragment } from "@vanilla/discussions/discussionTypes";

/** A tags row as the API answers it: Vanilla's Tag, with both spellings of the ID and the URL code. */
export function toTagFragment(row: { tagID: number; name: string; urlcode: string }): ITagFragment {
    return { tagID: row.tagID, name: row.name, urlcode: row.urlcode, id: row.tagID, urlCode: row.urlcode, parentTagID: null };
}

/** Tags whose name contains `query` (all tags without one), by name. */
export async function listTags(db: Kysely<Database>, query: string, limit: number): Promise<ITagFragment[]> {
    let select = db.selectFrom("tags").select(["tagID", "name", "urlcode"]);
    const text = query.trim().toLowerCase();
    // SQLite's LIKE has no escape character unless one is named: without ESCAPE, "\_" matched "\" and any one character.
    if (text) select = select.where((eb) => eb(eb.fn("lower", ["name"]), "like", sql<string>`${`%${text.replace(/[\\%_]/g, "\\$&")}%`} escape '\\'`));
    return (await select.orderBy("name").orderBy("tagID").limit(limit).execute()).map(toTagFragment);
}

/** The IDs among `tagIDs` that exist. */
export async function existingTagIDs(db: Kysely<Database>, tagIDs: number[]): Promise<Set<number>> {
    if (tagIDs.length === 0) return new Set();
    const rows = await db.selectFrom("tags").select("tagID").where("tagID", "in", tagIDs).execute();
    return new Set(rows.map((row) => row.tagID));
}

/**
 * A discussion's tags as a column of its own row: a JSON array of {tagID, name, urlcode} by name
 * (text; null or "[]" without tags). The lists read their page's rows and tags in one statement:
 * a second one for the tags was a fifth of what a list cost on PostgreSQL, where every statement
 * is a round trip (issue 17: the guest list API at 20 clients on the scale data set, 603-655 ->
 * 710-769 answers a second).
 */
export function tagListColumn(dialect: DialectName) {
    const tag = sql`'tagID', ${sql.ref("tags.tagID")}, 'name', ${sql.ref("tags.name")}, 'urlcode', ${sql.ref("tags.urlcode")}`;
    const list =
        dialect === "postgres"
            ? sql`json_agg(json_build_object(${tag}) order by ${sql.ref("tags.name")})::text`
            : sql`json_group_array(json_object(${tag}) order by ${sql.ref("tags.name")})`;
    return sql<string | null>`(select ${list} from ${sql.table("discussionTags")} inner join ${sql.table("tags")} on ${sql.ref("tags.tagID")} = ${sql.ref("discussionTags.tagID")} where ${sql.ref("discussionTags.discussionID")} = ${sql.ref("discussions.discussionID")})`.as(
        "tagList",
    );
}

/** A row read with tagListColumn: its tags, in the API's shape. */
export function tagsOfRow(row: { tagList: string | null }): ITagFragment[] {
    return row.tagList ? (JSON.parse(row.tagList) as Array<{ tagID: number; name: string; urlcode: string }>).map(toTagFragment) : [];
}

/** One discussion's tags, by name. */
export async function tagsOfDiscussion(db: Kysely<Database>, dialect: DialectName, discussionID: number): Promise<ITagFragment[]> {
    const row = await db.selectFrom("discussions").select(tagListColumn(dialect)).where("discussionID", "=", discussionID).executeTakeFirst();
    return row ? tagsOfRow(row) : [];
}

/** Replaces the discussion's tags with `tagIDs` (which must exist), in one transaction. */
export async function setDiscussionTags(db: Kysely<Database>, discussionID: number, tagIDs: number[]): Promise<void> {
    await db
        .transaction()
        .execute(async (trx) => {
            await trx.deleteFrom("discussionTags").where("discussionID", "=", discussionID).execute();
            const unique = [...new Set(tagIDs)];
            if (unique.length) await trx.insertInto("discussionTags").values(unique.map((tagID) => ({ discussionID, tagID }))).execute();
        });
}
