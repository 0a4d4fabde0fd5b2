import { sql, type Kysely, type RawBuilder } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * The indexes the lists are read through (discussionsModel.ts, commentsModel.ts), so that every
 * list page is an index walk in the order of its sort, stopped after the page, on SQLite and
 * PostgreSQL alike: no full scan and no sort of the whole set.
 *
 * Each discussion sort (content §9) has two: one across categories and one within a category.
 * Every key ends with the ID (the tie-break that makes the order total), and the cross-category
 * ones carry categoryID after it, so the viewer's permission filter is checked inside the index
 * without reading the row. The "-hot" key is the expression the query orders by, written the
 * same way there, and its index also carries score and countComments after the ID (not for the
 * order): PostgreSQL reads an expression index without the rows only when the columns of the
 * expression are in it too. dateInserted serves both directions (read backwards for newest first).
 */
const discussionSortKeys: Record<string, (ref: typeof sql.ref) => RawBuilder<unknown>[]> = {
    last_comment: (ref) => [ref("dateLastComment")],
    inserted: (ref) => [ref("dateInserted")],
    score: (ref) => [ref("score"), ref("dateLastComment")],
    hot: (ref) => [sql`(${ref("score")} + ${ref("countComments")})`, ref("dateLastComment")],
};

function createIndex(name: string, table: string, keys: RawBuilder<unknown>[]) {
    return sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.join(keys)})`;
}

export const listIndexMigrations: MigrationSet = {
    "2026_11_24_970_vanilla_list_indexes": () => ({
        async up(db: Kysely<unknown>) {
            const ref = sql.ref;
            for (const [name, keys] of Object.entries(discussionSortKeys)) {
                const expressionColumns = name === "hot" ? [ref("score"), ref("countComments")] : [];
                await createIndex(`discussions_list_${name}`, "discussions", [...keys(ref), ref("discussionID"), ref("categoryID"), ...expressionColumns]).execute(db);
                await createIndex(`discussions_category_${name}`, "discussions", [ref("categoryID"), ...keys(ref), ref("discussionID"), ...expressionColumns]).execute(db);
            }
            // A member's discussions on their profile (newest first), and their count per visible category.
            await createIndex("discussions_user_inserted", "discussions", [ref("insertUserID"), ref("dateInserted"), ref("discussionID"), ref("categoryID")]).execute(db);
            // Announcements are read apart from the sorted walk (few rows): pinned, then category.
            await createIndex("discussions_pinned", "discussions", [ref("pinned"), ref("categoryID")]).execute(db);
            // Superseded by the ones above (same leading keys, without the tie-break or categoryID).
            await db.schema.dropIndex("discussions_category").execute();
            await db.schema.dropIndex("discussions_last_comment").execute();
            await db.schema.dropIndex("discussions_insert_user").execute();

            // A discussion's comments: oldest/newest first (one index, both directions), and by
            // score with the oldest first among equal scores (read backwards: score desc,
            // dateInserted asc, commentID asc); its forward walk within score 0 is newest first.
            await createIndex("comments_discussion_inserted", "comments", [ref("discussionID"), ref("dateInserted"), ref("commentID")]).execute(db);
            await createIndex("comments_discussion_score", "comments", [ref("discussionID"), ref("score"), sql`${ref("dateInserted")} desc`, sql`${ref("commentID")} desc`]).execute(db);
            await db.schema.dropIndex("comments_discussion").execute();
        },
    }),
    /**
     * Replies name their parent (comments.parentCommentID, ON DELETE SET NULL): without an index,
     * deleting a comment (and so a discussion with its comments) makes both databases scan every
     * comment for replies to it, once per deleted comment.
     */
    "2026_11_24_971_vanilla_comment_parent_index": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.createIndex("comments_parent").ifNotExists().on("comments").column("parentCommentID").execute();
        },
    }),
    /**
     * Every list and discussion page counts the reactions of its records by type
     * (reactionsModel.ts reactionCountsFor). The primary key (recordType, recordID, userID) finds
     * a record's reactions but not their type, so each one was read from the table and grouped in
     * a temporary B-tree: 1.7 ms for the 30 top-scored discussions of the scale data set (1,090
     * reactions). With the type and the member in the key, the count reads the index alone, in
     * group order: 0.29 ms.
     */
    "2026_12_02_100_vanilla_reaction_counts_index": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.createIndex("reactions_record_tag").ifNotExists().on("reactions").columns(["recordType", "recordID", "tagID", "userID"]).execute();
        },
    }),
};
