/**
 * The knowledge base's tables. Dates are ISO strings (the same text on SQLite and PostgreSQL);
 * counts of "Was this helpful?" answers are counted from their rows, never kept in a column, so
 * ten answers at once cannot make them drift.
 */
import { withIdColumn, type MigrationSet } from "@server/addons/serverAddonApi";

export const KB_MIGRATIONS: MigrationSet = {
    "2026_11_25_500_01_knowledge_tables": (dialect) => ({
        up: async (db) => {
            await withIdColumn(db.schema.createTable("knowledge_bases"), "knowledgeBaseID", dialect)
                .addColumn("name", "varchar(100)", (column) => column.notNull())
                .addColumn("urlCode", "varchar(100)", (column) => column.notNull().unique())
                .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
                .addColumn("viewType", "varchar(20)", (column) => column.notNull())
                .addColumn("status", "varchar(20)", (column) => column.notNull().defaultTo("published"))
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("insertUserID", "integer", (column) => column.notNull())
                .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                .addColumn("dateUpdated", "varchar(40)")
                .execute();
            // Which roles may read a knowledge base ("view") or write in it ("edit"); none listed: no restriction.
            await db.schema
                .createTable("knowledge_base_roles")
                .addColumn("knowledgeBaseID", "integer", (column) => column.notNull())
                .addColumn("roleID", "integer", (column) => column.notNull())
                .addColumn("permission", "varchar(10)", (column) => column.notNull())
                .addPrimaryKeyConstraint("knowledge_base_roles_pk", ["knowledgeBaseID", "permission", "roleID"])
                .execute();
            await withIdColumn(db.schema.createTable("knowledge_categories"), "knowledgeCategoryID", dialect)
                .addColumn("knowledgeBaseID", "integer", (column) => column.notNull())
                .addColumn("parentID", "integer")
                .addColumn("name", "varchar(100)", (column) => column.notNull())
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                .execute();
            await db.schema.createIndex("knowledge_categories_kb").on("knowledge_categories").columns(["knowledgeBaseID", "sort"]).execute();
            await withIdColumn(db.schema.createTable("knowledge_articles"), "articleID", dialect)
                .addColumn("knowledgeBaseID", "integer", (column) => column.notNull())
                .addColumn("knowledgeCategoryID", "integer")
                .addColumn("name", "varchar(200)", (column) => column.notNull())
                .addColumn("body", "text", (column) => column.notNull())
                .addColumn("format", "varchar(20)", (column) => column.notNull())
                .addColumn("status", "varchar(20)", (column) => column.notNull())
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("insertUserID", "integer", (column) => column.notNull())
                .addColumn("updateUserID", "integer")
                .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                .addColumn("dateUpdated", "varchar(40)")
                .execute();
            await db.schema.createIndex("knowledge_articles_kb").on("knowledge_articles").columns(["knowledgeBaseID", "status", "knowledgeCategoryID"]).execute();
            // Every save of an article, newest last: what GET /articles/{id}/revisions lists and restore copies back.
            await withIdColumn(db.schema.createTable("knowledge_article_revisions"), "articleRevisionID", dialect)
                .addColumn("articleID", "integer", (column) => column.notNull())
                .addColumn("name", "varchar(200)", (column) => column.notNull())
                .addColumn("body", "text", (column) => column.notNull())
                .addColumn("format", "varchar(20)", (column) => column.notNull())
                .addColumn("insertUserID", "integer", (column) => column.notNull())
                .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                .execute();
            await db.schema.createIndex("knowledge_article_revisions_article").on("knowledge_article_revisions").columns(["articleID", "articleRevisionID"]).execute();
            // One "Was this helpful?" answer per member and article (the key), changeable.
            await db.schema
                .createTable("knowledge_article_feedback")
                .addColumn("articleID", "integer", (column) => column.notNull())
                .addColumn("userID", "integer", (column) => column.notNull())
                .addColumn("helpful", "integer", (column) => column.notNull())
                .addColumn("dateUpdated", "varchar(40)", (column) => column.notNull())
                .addPrimaryKeyConstraint("knowledge_article_feedback_pk", ["articleID", "userID"])
                .execute();
        },
    }),
};
