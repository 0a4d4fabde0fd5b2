import { sql, type Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";
import { addForeignKeys, type IForeignKey } from "@server/db/foreignKeys";
import { useBoolean, useTimestamptz } from "@server/db/nativeTypes";

/**
 * The forum's foreign keys, parents' before children's. Posts and per-user state go with their
 * parent (cascade); a category cannot be deleted while discussions are in it (restrict). Rows
 * that name a discussion or a comment by record type (reactions, collection records) cannot
 * have a key: deleteDiscussionIn deletes them. Authors (insertUserID) have none either: a
 * deleted member's posts stay, shown as "Unknown User".
 */
export const VANILLA_FOREIGN_KEYS: IForeignKey[] = [
    { table: "discussions", column: "categoryID", references: "categories", referencedColumn: "categoryID", onDelete: "restrict" },
    { table: "comments", column: "discussionID", references: "discussions", referencedColumn: "discussionID", onDelete: "cascade" },
    { table: "reactions", column: "tagID", references: "reactionTypes", referencedColumn: "tagID", onDelete: "cascade" },
    { table: "reactions", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
    { table: "bookmarks", column: "discussionID", references: "discussions", referencedColumn: "discussionID", onDelete: "cascade" },
    { table: "bookmarks", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
    { table: "discussionDismissals", column: "discussionID", references: "discussions", referencedColumn: "discussionID", onDelete: "cascade" },
    { table: "discussionDismissals", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
    { table: "discussionTags", column: "discussionID", references: "discussions", referencedColumn: "discussionID", onDelete: "cascade" },
    { table: "discussionTags", column: "tagID", references: "tags", referencedColumn: "tagID", onDelete: "cascade" },
    { table: "collectionRecords", column: "collectionID", references: "collections", referencedColumn: "collectionID", onDelete: "cascade" },
];

/** Deletes the rows of `table` that name a discussion or comment (by recordType/recordID) that no longer exists. */
async function deleteRecordOrphans(db: Kysely<unknown>, table: string): Promise<void> {
    await sql`delete from ${sql.table(table)} where (${sql.ref("recordType")} = 'discussion' and ${sql.ref("recordID")} not in (select ${sql.ref("discussionID")} from ${sql.table("discussions")}))
        or (${sql.ref("recordType")} = 'comment' and ${sql.ref("recordID")} not in (select ${sql.ref("commentID")} from ${sql.table("comments")}))`.execute(db);
}

export const vanillaMigrations: MigrationSet = {
    "2026_11_22_200_vanilla_categories_discussions_comments": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("categories"), "categoryID", dialect)
                .addColumn("parentCategoryID", "integer")
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("urlcode", "text", (c) => c.notNull().unique())
                .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("countDiscussions", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("countComments", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();

            await withIdColumn(db.schema.createTable("discussions"), "discussionID", dialect)
                .addColumn("categoryID", "integer", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("type", "text", (c) => c.notNull().defaultTo("discussion"))
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("body", "text", (c) => c.notNull())
                .addColumn("format", "text", (c) => c.notNull().defaultTo("text"))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateUpdated", "text")
                .addColumn("dateLastComment", "text", (c) => c.notNull())
                .addColumn("lastCommentUserID", "integer")
                .addColumn("countComments", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("countViews", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("pinned", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("pinLocation", "text")
                .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("sink", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("discussions_category").on("discussions").columns(["categoryID", "dateLastComment"]).execute();
            await db.schema.createIndex("discussions_last_comment").on("discussions").column("dateLastComment").execute();
            await db.schema.createIndex("discussions_insert_user").on("discussions").column("insertUserID").execute();

            await withIdColumn(db.schema.createTable("comments"), "commentID", dialect)
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("body", "text", (c) => c.notNull())
                .addColumn("format", "text", (c) => c.notNull().defaultTo("text"))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateUpdated", "text")
                .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("comments_discussion").on("comments").columns(["discussionID", "dateInserted"]).execute();

            await withIdColumn(db.schema.createTable("reactionTypes"), "tagID", dialect)
                .addColumn("urlcode", "text", (c) => c.notNull().unique())
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("class", "text", (c) => c.notNull())
                .addColumn("reactionValue", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema
                .createTable("reactions")
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("tagID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("reactions_pk", ["recordType", "recordID", "userID"])
                .execute();
            await db.schema
                .createTable("bookmarks")
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("bookmarks_pk", ["discussionID", "userID"])
                .execute();
        },
    }),
    /** Announcements each user has dismissed (content §3 "dismissed"); see discussionModerationModel.ts. */
    "2026_11_22_500_vanilla_discussion_dismissals": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("discussionDismissals")
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("discussionDismissals_pk", ["discussionID", "userID"])
                .execute();
            await db.schema.createIndex("discussionDismissals_user").on("discussionDismissals").column("userID").execute();
        },
    }),
    /**
     * The options menu (content §4–§6): the resolved flag, the post types a category allows
     * (JSON, null = the default list) and tags. Additive: existing rows keep their values.
     */
    "2026_11_23_600_vanilla_discussion_options": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("discussions").addColumn("resolved", "integer", (c) => c.notNull().defaultTo(0)).execute();
            await db.schema.alterTable("categories").addColumn("allowedDiscussionTypes", "text").execute();
            await withIdColumn(db.schema.createTable("tags"), "tagID", dialect)
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("urlcode", "text", (c) => c.notNull().unique())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await db.schema
                .createTable("discussionTags")
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("tagID", "integer", (c) => c.notNull())
                .addPrimaryKeyConstraint("discussionTags_pk", ["discussionID", "tagID"])
                .execute();
            await db.schema.createIndex("discussionTags_tag").on("discussionTags").column("tagID").execute();
        },
    }),
    /**
     * The discussion page (content §3, §5): a signature per user (Markdown source, null = none)
     * and the time a comment was deleted (its place in the thread stays, as a tombstone).
     * Additive: existing rows keep their values.
     */
    "2026_11_23_650_vanilla_signatures_comment_tombstones": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("users").addColumn("signature", "text").execute();
            await db.schema.alterTable("comments").addColumn("dateDeleted", "text").execute();
        },
    }),
    /**
     * Collections (shell §3 "Collection", §7): named lists of records (discussions, comments)
     * that widgets and moderators curate. A record is in a collection at most once.
     */
    "2026_11_24_700_vanilla_collections": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("collections"), "collectionID", dialect)
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateUpdated", "text")
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("updateUserID", "integer")
                .execute();
            await db.schema
                .createTable("collectionRecords")
                .addColumn("collectionID", "integer", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("sort", "integer")
                .addColumn("dateAddedToCollection", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("collectionRecords_pk", ["collectionID", "recordType", "recordID"])
                .execute();
            await db.schema.createIndex("collectionRecords_record").on("collectionRecords").columns(["recordType", "recordID"]).execute();
        },
    }),
    /**
     * Integrity (foreign keys above; rows older code left behind are deleted first) and
     * uniqueness the database enforces, so concurrent writes cannot duplicate: a collection's
     * name, compared without case (duplicates from before get their ID appended).
     */
    "2026_11_24_910_vanilla_foreign_keys_unique_names": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await addForeignKeys(db, dialect, VANILLA_FOREIGN_KEYS);
            await deleteRecordOrphans(db, "reactions");
            await deleteRecordOrphans(db, "collectionRecords");
            await sql`update ${sql.table("collections")} set ${sql.ref("name")} = ${sql.ref("name")} || ' (' || ${sql.ref("collectionID")} || ')'
                where exists (select 1 from ${sql.table("collections")} as earlier where lower(${sql.ref("earlier.name")}) = lower(${sql.ref("collections.name")}) and ${sql.ref("earlier.collectionID")} < ${sql.ref("collections.collectionID")})`.execute(db);
            await db.schema.createIndex("collections_name_lower").on("collections").expression(sql`lower(${sql.ref("name")})`).unique().execute();
        },
    }),
    /** Native types on PostgreSQL (see nativeTypes.ts); nothing changes on SQLite. */
    "2026_11_24_931_vanilla_native_types": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await useTimestamptz(db, dialect, ["categories", "discussions", "comments", "reactions", "bookmarks", "discussionDismissals", "tags", "collections", "collectionRecords"]);
            await useBoolean(db, dialect, [
                ["discussions", "pinned"],
                ["discussions", "closed"],
                ["discussions", "sink"],
                ["discussions", "resolved"],
            ]);
        },
    }),
    /**
     * Replies (content §3): a comment may answer another comment of its discussion. Nullable, so
     * existing comments are top-level; a reply whose parent row is removed becomes top-level.
     */
    "2026_11_24_961_vanilla_comment_replies": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .alterTable("comments")
                .addColumn("parentCommentID", "integer", (c) => c.references("comments.commentID").onDelete("set null"))
                .execute();
        },
    }),
    /**
     * Content §6: Flag-class reactions (Spam, Abuse) are reports, not opinions, and never count in
     * a score (recountScore leaves them out). Records scored before that rule get their score
     * recounted without them.
     */
    "2026_11_24_963_vanilla_scores_without_flags": () => ({
        async up(db: Kysely<unknown>) {
            for (const [table, key, recordType] of [
                ["discussions", "discussionID", "discussion"],
                ["comments", "commentID", "comment"],
            ] as const) {
                const reactionsOf = (flag: "=" | "<>") =>
                    sql`from ${sql.table("reactions")} r join ${sql.table("reactionTypes")} rt on rt.${sql.ref("tagID")} = r.${sql.ref("tagID")}
                        where r.${sql.ref("recordType")} = ${recordType} and rt.${sql.ref("class")} ${sql.raw(flag)} 'flag'`;
                await sql`update ${sql.table(table)} set ${sql.ref("score")} = coalesce((select sum(rt.${sql.ref("reactionValue")}) ${reactionsOf("<>")} and r.${sql.ref("recordID")} = ${sql.table(table)}.${sql.ref(key)}), 0)
                    where ${sql.ref(key)} in (select r.${sql.ref("recordID")} ${reactionsOf("=")})`.execute(db);
            }
        },
    }),
};
