/**
 * The demo forum's knowledge base (`npm start` on an empty database with the add-on on): one
 * help centre with two categories and four articles, each article with its first revision.
 */
import type { KbDatabase } from "./kbModel";
import { saveArticle } from "./kbModel";

const ARTICLES: Array<{ category: number; name: string; body: string }> = [
    {
        category: 0,
        name: "Welcome to the community",
        body: "This help centre answers the questions new members ask most.\n\n# Finding your way\n\nThe title bar leads to the discussions, the categories and your profile.\n\n# Starting a discussion\n\nChoose **New Discussion**, pick a category and write your first post.\n\n## Formatting\n\nThe composer has buttons for bold, lists, links and quotes.",
    },
    {
        category: 0,
        name: "How to search the forum",
        body: "Type a few words into the search box of the title bar.\n\n# Filters\n\nThe search page narrows results by category, author, tag and date.\n\n# Knowledge base search\n\nThe help centre's own search at /kb/search looks through its articles only.",
    },
    {
        category: 1,
        name: "Changing your password",
        body: "Keep your account safe with a password you use nowhere else.\n\n# From your profile\n\nOpen your profile, choose **Edit Profile**, then **Password**.\n\n# If you forgot it\n\nUse **Forgot your password?** on the sign-in page: a link arrives by e-mail.",
    },
    {
        category: 1,
        name: "Notification preferences",
        body: "Decide what reaches you and how.\n\n# E-mail or popup\n\nEach kind of notification can come by e-mail, as a popup, or both.\n\n# Daily digest\n\nRather one e-mail a day? Switch on the digest in your preferences.",
    },
];

export async function seedKnowledgeBase(db: KbDatabase, now = Date.now()): Promise<void> {
    const author = await db.selectFrom("users").select("userID").where("name", "in", ["admin", "moderator"]).orderBy("userID").executeTakeFirst();
    if (!author) return;
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();
    const kb = await db
        .insertInto("knowledge_bases")
        .values({ name: "Help Center", urlCode: "help", description: "Answers to the questions members ask most.", viewType: "help", status: "published", sort: 0, insertUserID: author.userID, dateInserted: at(48), dateUpdated: null })
        .returning("knowledgeBaseID")
        .executeTakeFirstOrThrow();
    const categoryIDs: number[] = [];
    for (const [index, name] of ["Getting Started", "Your Account"].entries()) {
        const row = await db
            .insertInto("knowledge_categories")
            .values({ knowledgeBaseID: kb.knowledgeBaseID, parentID: null, name, sort: index, dateInserted: at(48) })
            .returning("knowledgeCategoryID")
            .executeTakeFirstOrThrow();
        categoryIDs.push(row.knowledgeCategoryID);
    }
    for (const [index, article] of ARTICLES.entries()) {
        await saveArticle(
            db,
            null,
            { knowledgeBaseID: kb.knowledgeBaseID, knowledgeCategoryID: categoryIDs[article.category]!, name: article.name, body: article.body, format: "markdown", status: "published", sort: index },
            author.userID,
            at(40 - index),
        );
    }
}
