/**
 * The knowledge base's tables and what they answer: knowledge bases with their role lists,
 * categories, articles with the viewer's "Was this helpful?" counts, revisions.
 */
import { sql, toUserFragment, type AddonDatabase, type Generated } from "@server/addons/serverAddonApi";
import { articleUrl, kbCategoryUrl, kbUrl, type ArticleStatus, type IArticle, type IArticleRevision, type IHelpfulCounts, type IKnowledgeBase, type IKnowledgeCategory, type KbViewType } from "../scripts/kbTypes";

export interface IKbTables {
    knowledge_bases: {
        knowledgeBaseID: Generated<number>;
        name: string;
        urlCode: string;
        description: string;
        viewType: string;
        status: string;
        sort: number;
        insertUserID: number;
        dateInserted: string;
        dateUpdated: string | null;
    };
    knowledge_base_roles: { knowledgeBaseID: number; roleID: number; permission: string };
    knowledge_categories: {
        knowledgeCategoryID: Generated<number>;
        knowledgeBaseID: number;
        parentID: number | null;
        name: string;
        sort: number;
        dateInserted: string;
    };
    knowledge_articles: {
        articleID: Generated<number>;
        knowledgeBaseID: number;
        knowledgeCategoryID: number | null;
        name: string;
        body: string;
        format: string;
        status: string;
        sort: number;
        insertUserID: number;
        updateUserID: number | null;
        dateInserted: string;
        dateUpdated: string | null;
    };
    knowledge_article_revisions: {
        articleRevisionID: Generated<number>;
        articleID: number;
        name: string;
        body: string;
        format: string;
        insertUserID: number;
        dateInserted: string;
    };
    knowledge_article_feedback: { articleID: number; userID: number; helpful: number; dateUpdated: string };
}

export type KbDatabase = AddonDatabase<IKbTables>;
export type KbRolePermission = "view" | "edit";

/** Knowledge bases (not deleted) with their role lists and published article counts, by sort then name. */
export async function listKnowledgeBases(db: KbDatabase, ids?: number[]): Promise<IKnowledgeBase[]> {
    if (ids && ids.length === 0) return [];
    let query = db.selectFrom("knowledge_bases").selectAll().where("status", "=", "published");
    if (ids) query = query.where("knowledgeBaseID", "in", ids);
    const rows = await query.orderBy("sort").orderBy("name").execute();
    if (rows.length === 0) return [];
    const kbIDs = rows.map((row) => row.knowledgeBaseID);
    const roles = await db.selectFrom("knowledge_base_roles").selectAll().where("knowledgeBaseID", "in", kbIDs).orderBy("roleID").execute();
    const counts = await db
        .selectFrom("knowledge_articles")
        .select(["knowledgeBaseID", sql<number>`count(*)`.as("count")])
        .where("knowledgeBaseID", "in", kbIDs)
        .where("status", "=", "published")
        .groupBy("knowledgeBaseID")
        .execute();
    return rows.map((row) => ({
        knowledgeBaseID: row.knowledgeBaseID,
        name: row.name,
        urlCode: row.urlCode,
        description: row.description,
        viewType: row.viewType as KbViewType,
        url: kbUrl(row.urlCode),
        viewRoleIDs: roles.filter((role) => role.knowledgeBaseID === row.knowledgeBaseID && role.permission === "view").map((role) => role.roleID),
        editRoleIDs: roles.filter((role) => role.knowledgeBaseID === row.knowledgeBaseID && role.permission === "edit").map((role) => role.roleID),
        countArticles: Number(counts.find((count) => count.knowledgeBaseID === row.knowledgeBaseID)?.count ?? 0),
        dateInserted: row.dateInserted,
    }));
}

/** Replaces a knowledge base's role list for one permission (a transaction: readers never see it half written). */
export async function setKnowledgeBaseRoles(db: KbDatabase, knowledgeBaseID: number, permission: KbRolePermission, roleIDs: number[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("knowledge_base_roles").where("knowledgeBaseID", "=", knowledgeBaseID).where("permission", "=", permission).execute();
        const unique = [...new Set(roleIDs)];
        // Two saves at once may both insert after both deleted: the key keeps one row of each.
        if (unique.length)
            await trx
                .insertInto("knowledge_base_roles")
                .values(unique.map((roleID) => ({ knowledgeBaseID, roleID, permission })))
                .onConflict((conflict) => conflict.columns(["knowledgeBaseID", "permission", "roleID"]).doNothing())
                .execute();
    });
}

export async function listCategories(db: KbDatabase, knowledgeBaseIDs: number[]): Promise<IKnowledgeCategory[]> {
    if (knowledgeBaseIDs.length === 0) return [];
    const rows = await db.selectFrom("knowledge_categories").selectAll().where("knowledgeBaseID", "in", knowledgeBaseIDs).orderBy("sort").orderBy("knowledgeCategoryID").execute();
    return rows.map((row) => ({ ...row, url: kbCategoryUrl(row.knowledgeCategoryID) }));
}

export async function findCategory(db: KbDatabase, knowledgeCategoryID: number): Promise<IKnowledgeCategory | undefined> {
    const row = await db.selectFrom("knowledge_categories").selectAll().where("knowledgeCategoryID", "=", knowledgeCategoryID).executeTakeFirst();
    return row && { ...row, url: kbCategoryUrl(row.knowledgeCategoryID) };
}

type ArticleRow = Omit<IKbTables["knowledge_articles"], "articleID"> & { articleID: number };

async function withAuthors(db: KbDatabase, rows: ArticleRow[]): Promise<IArticle[]> {
    const userIDs = [...new Set(rows.map((row) => row.insertUserID))];
    const users = userIDs.length ? await db.selectFrom("users").select(["userID", "name", "photoUrl", "dateLastActive"]).where("userID", "in", userIDs).execute() : [];
    return rows.map((row) => {
        const user = users.find((candidate) => candidate.userID === row.insertUserID);
        return { ...row, status: row.status as ArticleStatus, url: articleUrl(row), insertUser: user ? toUserFragment(user) : null };
    });
}

export interface IArticleFilter {
    knowledgeBaseIDs: number[];
    knowledgeCategoryID?: number;
    statuses: ArticleStatus[];
    limit: number;
    offset: number;
}

/** Articles of some knowledge bases, in their sort order (then oldest first), with the total for paging. */
export async function listArticles(db: KbDatabase, filter: IArticleFilter): Promise<{ articles: IArticle[]; total: number }> {
    if (filter.knowledgeBaseIDs.length === 0 || filter.statuses.length === 0) return { articles: [], total: 0 };
    let base = db.selectFrom("knowledge_articles").where("knowledgeBaseID", "in", filter.knowledgeBaseIDs).where("status", "in", filter.statuses);
    if (filter.knowledgeCategoryID !== undefined) base = base.where("knowledgeCategoryID", "=", filter.knowledgeCategoryID);
    const total = Number((await base.select(sql<number>`count(*)`.as("count")).executeTakeFirst())?.count ?? 0);
    const rows = await base.selectAll().orderBy("sort").orderBy("articleID").limit(filter.limit).offset(filter.offset).execute();
    return { articles: await withAuthors(db, rows), total };
}

export async function findArticle(db: KbDatabase, articleID: number): Promise<IArticle | undefined> {
    const row = await db.selectFrom("knowledge_articles").selectAll().where("articleID", "=", articleID).executeTakeFirst();
    return row ? (await withAuthors(db, [row]))[0] : undefined;
}

/** Writes the article's new content and its revision together. */
export async function saveArticle(
    db: KbDatabase,
    articleID: number | null,
    values: { knowledgeBaseID: number; knowledgeCategoryID: number | null; name: string; body: string; format: string; status: ArticleStatus; sort?: number },
    userID: number,
    now: string,
): Promise<number> {
    return db.transaction().execute(async (trx) => {
        let id = articleID;
        if (id === null) {
            const row = await trx
                .insertInto("knowledge_articles")
                .values({ ...values, sort: values.sort ?? 0, insertUserID: userID, updateUserID: null, dateInserted: now, dateUpdated: null })
                .returning("articleID")
                .executeTakeFirstOrThrow();
            id = row.articleID;
        } else {
            await trx
                .updateTable("knowledge_articles")
                .set({ ...values, ...(values.sort === undefined ? {} : { sort: values.sort }), updateUserID: userID, dateUpdated: now })
                .where("articleID", "=", id)
                .execute();
        }
        await trx.insertInto("knowledge_article_revisions").values({ articleID: id, name: values.name, body: values.body, format: values.format, insertUserID: userID, dateInserted: now }).execute();
        return id;
    });
}

export async function listRevisions(db: KbDatabase, articleID: number): Promise<IArticleRevision[]> {
    const rows = await db.selectFrom("knowledge_article_revisions").selectAll().where("articleID", "=", articleID).orderBy("articleRevisionID", "desc").execute();
    const userIDs = [...new Set(rows.map((row) => row.insertUserID))];
    const users = userIDs.length ? await db.selectFrom("users").select(["userID", "name", "photoUrl", "dateLastActive"]).where("userID", "in", userIDs).execute() : [];
    return rows.map((row) => {
        const user = users.find((candidate) => candidate.userID === row.insertUserID);
        return { ...row, insertUser: user ? toUserFragment(user) : null };
    });
}

/** One answer per member and article: the same answer sent ten times at once leaves one row. */
export async function setHelpful(db: KbDatabase, articleID: number, userID: number, helpful: boolean, now: string): Promise<void> {
    const values = { helpful: helpful ? 1 : 0, dateUpdated: now };
    await db
        .insertInto("knowledge_article_feedback")
        .values({ articleID, userID, ...values })
        .onConflict((conflict) => conflict.columns(["articleID", "userID"]).doUpdateSet(values))
        .execute();
}

export async function helpfulCounts(db: KbDatabase, articleID: number, userID: number): Promise<IHelpfulCounts> {
    const rows = await db.selectFrom("knowledge_article_feedback").select(["helpful", sql<number>`count(*)`.as("count")]).where("articleID", "=", articleID).groupBy("helpful").execute();
    const mine = userID ? await db.selectFrom("knowledge_article_feedback").select("helpful").where("articleID", "=", articleID).where("userID", "=", userID).executeTakeFirst() : undefined;
    const count = (helpful: number) => Number(rows.find((row) => Number(row.helpful) === helpful)?.count ?? 0);
    return { yes: count(1), no: count(0), userReaction: mine ? (Number(mine.helpful) === 1 ? "yes" : "no") : null };
}
