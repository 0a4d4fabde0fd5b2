/**
 * What the knowledge base's API answers and its pages show: shared by the server module and the
 * page components (front-end files never import server files).
 */
import type { IUserFragment } from "@library/addons/addonApi";

export const KB_VIEW_TYPES = ["guide", "help"] as const;
/** "guide": one navigation tree of articles; "help": a help centre, categories with their articles. */
export type KbViewType = (typeof KB_VIEW_TYPES)[number];
export const ARTICLE_STATUSES = ["published", "draft", "deleted"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface IKnowledgeBase {
    knowledgeBaseID: number;
    name: string;
    urlCode: string;
    description: string;
    viewType: KbViewType;
    url: string;
    /** Roles that may read it; empty: everyone holding knowledge.view. */
    viewRoleIDs: number[];
    /** Roles whose editors (knowledge.articles.add) may write in it; empty: every editor. */
    editRoleIDs: number[];
    countArticles: number;
    dateInserted: string;
}

export interface IKnowledgeCategory {
    knowledgeCategoryID: number;
    knowledgeBaseID: number;
    parentID: number | null;
    name: string;
    sort: number;
    url: string;
}

export interface IHelpfulCounts {
    yes: number;
    no: number;
    /** The viewer's answer, null when none (or a guest). */
    userReaction: "yes" | "no" | null;
}

export interface IArticle {
    articleID: number;
    knowledgeBaseID: number;
    knowledgeCategoryID: number | null;
    name: string;
    /** The source as written (for editing). */
    body: string;
    format: string;
    status: ArticleStatus;
    url: string;
    insertUser: IUserFragment | null;
    insertUserID: number;
    updateUserID: number | null;
    dateInserted: string;
    dateUpdated: string | null;
    sort: number;
}

export interface IArticleRevision {
    articleRevisionID: number;
    articleID: number;
    name: string;
    body: string;
    format: string;
    insertUserID: number;
    insertUser: IUserFragment | null;
    dateInserted: string;
}

export interface ITocEntry {
    id: string;
    text: string;
    /** 1 for the article's top headings, 2 under them, … */
    level: number;
}

/** `/kb/articles/{id}-{slug}`: the slug is decoration, the ID finds the article. */
export function articleUrl(article: { articleID: number; name: string }): string {
    const slug = article.name
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80);
    return `/kb/articles/${article.articleID}${slug ? `-${slug}` : ""}`;
}

export const kbUrl = (urlCode: string) => `/kb/${encodeURIComponent(urlCode)}`;
export const kbCategoryUrl = (knowledgeCategoryID: number) => `/kb/categories/${knowledgeCategoryID}`;
/** URL codes the pages use as words of their own. */
export const RESERVED_URL_CODES = ["articles", "categories", "search", "new"];
