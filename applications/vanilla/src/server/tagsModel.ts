/**
 * Tags and the tags on each discussion (content §4 "tags", §7 GET /tags, PUT /discussions/{id}/tags),
 * in Vanilla's TagFragment shape (vanilla-openapi tags.yml). The tables come from vanilla's
 * migration 2026_11_23_600 (types in ./schema.ts).
 */
import { sql, type Kysely } from "kysely";
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

/** Each discussion's tags, by name. */
export async function tagsForDiscussions(db: Kysely<Database>, discussionIDs: number[]): Promise<Map<number, ITagFragment[]>> {
    const byDiscussion = new Map<number, ITagFragment[]>();
    if (discussionIDs.length === 0) return byDiscussion;
    const rows = await db
        .selectFrom("discussionTags")
        .innerJoin("tags", "tags.tagID", "discussionTags.tagID")
        .select(["discussionTags.discussionID", "tags.tagID", "tags.name", "tags.urlcode"])
        .where("discussionTags.discussionID", "in", discussionIDs)
        .orderBy("tags.name")
        .execute();
    for (const { discussionID, ...tag } of rows) byDiscussion.set(discussionID, [...(byDiscussion.get(discussionID) ?? []), toTagFragment(tag)]);
    return byDiscussion;
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
