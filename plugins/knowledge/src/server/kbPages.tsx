/**
 * The knowledge base's pages (shell §2 "/kb/" prefix), each sending its tick (content §7):
 * /kb (the knowledge bases, kb_view), /kb/{urlcode} (a help centre's categories with their
 * articles, or a guide's navigation tree; kb_view), /kb/categories/{id} (kb_category_view),
 * /kb/articles/{id}-{slug} (the article with its table of contents, breadcrumbs and "Was this
 * helpful?"; kb_article_view), and the editor pages /kb/{urlcode}/new and /kb/articles/{id}/edit.
 */
import { AddonIsland, t } from "@library/addons/addonApi";
import { forbidden, notFound, renderBody, type AddonRequest, type IServerAddonApi } from "@server/addons/serverAddonApi";
import ArticleEditor, { type IArticleEditorProps } from "../scripts/ArticleEditor";
import { ArticlePage, KbCategoryPage, KbHomePage, KbListPage, type ICrumb } from "../scripts/KbPages";
import { kbUrl, type IArticle, type IKnowledgeBase, type IKnowledgeCategory } from "../scripts/kbTypes";
import type { IKbAccess } from "./kbAccess";
import { findArticle, findCategory, helpfulCounts, listArticles, listCategories, listKnowledgeBases, listRevisions, type KbDatabase } from "./kbModel";
import { withTableOfContents } from "./kbToc";

/** Enough for a knowledge base's navigation on one page. */
const ALL_ARTICLES = 500;
const EDITOR_ISLAND = "KnowledgeArticleEditor";

/** "12-some-title" → 12; anything else → null (the not-found page). */
function leadingID(value: string): number | null {
    const match = /^(\d{1,9})(?:-|$)/.exec(value);
    return match ? Number(match[1]) : null;
}

export function registerKbPages(api: IServerAddonApi, db: KbDatabase, access: IKbAccess): void {
    const rootCrumb = (): ICrumb => ({ name: t("Knowledge Bases"), url: "/kb" });
    const kbCrumb = (kb: IKnowledgeBase): ICrumb => ({ name: kb.name, url: kb.url });

    /** The category and its ancestors, outermost first. */
    function categoryChain(categories: IKnowledgeCategory[], categoryID: number | null): ICrumb[] {
        const chain: ICrumb[] = [];
        for (let at = categories.find((category) => category.knowledgeCategoryID === categoryID); at; at = categories.find((category) => category.knowledgeCategoryID === at!.parentID)) {
            chain.unshift({ name: at.name, url: at.url });
            if (chain.length > 20) break;
        }
        return chain;
    }

    /** Categories in tree order with their depth, for the editor's select. */
    function treeOrder(categories: IKnowledgeCategory[], parentID: number | null = null, depth = 0): IArticleEditorProps["categories"] {
        return categories
            .filter((category) => category.parentID === parentID)
            .flatMap((category) => [{ knowledgeCategoryID: category.knowledgeCategoryID, name: category.name, depth }, ...(depth < 10 ? treeOrder(categories, category.knowledgeCategoryID, depth + 1) : [])]);
    }

    async function publishedArticles(request: AddonRequest, kb: IKnowledgeBase): Promise<IArticle[]> {
        const statuses = (await access.canEdit(request, kb)) ? (["published", "draft"] as const) : (["published"] as const);
        return (await listArticles(db, { knowledgeBaseIDs: [kb.knowledgeBaseID], statuses: [...statuses], limit: ALL_ARTICLES, offset: 0 })).articles;
    }

    async function kbByUrlCode(request: AddonRequest, urlCode: string): Promise<IKnowledgeBase> {
        const kb = (await listKnowledgeBases(db)).find((candidate) => candidate.urlCode === urlCode);
        if (!kb || !(await access.canView(request, kb))) throw notFound("Knowledge base");
        return kb;
    }

    /** The article and its knowledge base when the viewer may read it (drafts and deleted ones: its editors only). */
    async function readable(request: AddonRequest, idParam: string) {
        const articleID = leadingID(idParam);
        const article = articleID === null ? undefined : await findArticle(db, articleID);
        if (!article) throw notFound("Article");
        const [kb] = await listKnowledgeBases(db, [article.knowledgeBaseID]);
        if (!kb || !(await access.canView(request, kb))) throw notFound("Article");
        const canEdit = await access.canEdit(request, kb);
        if (article.status !== "published" && !canEdit) throw notFound("Article");
        return { article, kb, canEdit };
    }

    api.registerPage({
        path: "/kb",
        render: async (request) => ({
            title: t("Knowledge Bases"),
            body: <KbListPage kbs={await access.viewable(request)} />,
            tick: { type: "kb_view" },
        }),
    });

    api.registerPage<{ Params: { urlCode: string } }>({
        path: "/kb/:urlCode",
        render: async (request) => {
            const kb = await kbByUrlCode(request, request.params.urlCode);
            const canEdit = await access.canEdit(request, kb);
            return {
                title: kb.name,
                body: (
                    <KbHomePage
                        kb={kb}
                        categories={await listCategories(db, [kb.knowledgeBaseID])}
                        articles={await publishedArticles(request, kb)}
                        crumbs={[rootCrumb(), kbCrumb(kb)]}
                        newArticleUrl={canEdit ? `${kbUrl(kb.urlCode)}/new` : null}
                    />
                ),
                tick: { type: "kb_view" },
            };
        },
    });

    api.registerPage<{ Params: { id: string } }>({
        path: "/kb/categories/:id",
        render: async (request) => {
            const categoryID = leadingID(request.params.id);
            const category = categoryID === null ? undefined : await findCategory(db, categoryID);
            if (!category) throw notFound("Knowledge category");
            const [kb] = await listKnowledgeBases(db, [category.knowledgeBaseID]);
            if (!kb || !(await access.canView(request, kb))) throw notFound("Knowledge category");
            const categories = await listCategories(db, [kb.knowledgeBaseID]);
            const articles = (await publishedArticles(request, kb)).filter((article) => article.knowledgeCategoryID === category.knowledgeCategoryID);
            return {
                title: category.name,
                body: (
                    <KbCategoryPage
                        category={category}
                        subcategories={categories.filter((candidate) => candidate.parentID === category.knowledgeCategoryID)}
                        articles={articles}
                        crumbs={[rootCrumb(), kbCrumb(kb), ...categoryChain(categories, category.knowledgeCategoryID)]}
                    />
                ),
                tick: { type: "kb_category_view" },
            };
        },
    });

    api.registerPage<{ Params: { id: string } }>({
        path: "/kb/articles/:id",
        render: async (request) => {
            const { article, kb, canEdit } = await readable(request, request.params.id);
            const viewer = await api.currentUser(request);
            const categories = await listCategories(db, [kb.knowledgeBaseID]);
            const { html, toc } = withTableOfContents(renderBody(article.body, article.format));
            return {
                title: article.name,
                body: (
                    <ArticlePage
                        article={article}
                        bodyHtml={html}
                        toc={toc}
                        crumbs={[rootCrumb(), kbCrumb(kb), ...categoryChain(categories, article.knowledgeCategoryID), { name: article.name, url: article.url }]}
                        helpful={await helpfulCounts(db, article.articleID, viewer.userID)}
                        signedIn={viewer.userID !== 0}
                        signInUrl={`/entry/signin?target=${encodeURIComponent(article.url)}`}
                        editUrl={canEdit ? `/kb/articles/${article.articleID}/edit` : null}
                    />
                ),
                tick: { type: "kb_article_view" },
            };
        },
    });

    const editorPage = (kb: IKnowledgeBase, title: string, props: IArticleEditorProps, crumbs: ICrumb[]) => ({
        title,
        body: (
            <>
                <nav aria-label={t("Breadcrumb")} style={{ marginBottom: 16 }}>
                    {crumbs.map((crumb, index) => (
                        <span key={crumb.url}>
                            {index > 0 && " › "}
                            <a href={crumb.url}>{crumb.name}</a>
                        </span>
                    ))}
                </nav>
                <AddonIsland name={EDITOR_ISLAND} component={ArticleEditor} props={props} />
            </>
        ),
    });

    api.registerPage<{ Params: { urlCode: string } }>({
        path: "/kb/:urlCode/new",
        render: async (request) => {
            const kb = await kbByUrlCode(request, request.params.urlCode);
            if (!(await access.canEdit(request, kb))) throw forbidden();
            const props: IArticleEditorProps = {
                articleID: null,
                knowledgeBaseID: kb.knowledgeBaseID,
                categories: treeOrder(await listCategories(db, [kb.knowledgeBaseID])),
                initial: { name: "", body: "", format: "rich2", knowledgeCategoryID: null, status: "published" },
                revisions: [],
            };
            return editorPage(kb, t("New Article"), props, [rootCrumb(), kbCrumb(kb)]);
        },
    });

    api.registerPage<{ Params: { id: string } }>({
        path: "/kb/articles/:id/edit",
        render: async (request) => {
            const { article, kb, canEdit } = await readable(request, request.params.id);
            if (!canEdit) throw forbidden();
            const props: IArticleEditorProps = {
                articleID: article.articleID,
                knowledgeBaseID: kb.knowledgeBaseID,
                categories: treeOrder(await listCategories(db, [kb.knowledgeBaseID])),
                initial: { name: article.name, body: article.body, format: article.format, knowledgeCategoryID: article.knowledgeCategoryID, status: article.status === "draft" ? "draft" : "published" },
                revisions: (await listRevisions(db, article.articleID)).map((revision) => ({
                    articleRevisionID: revision.articleRevisionID,
                    name: revision.name,
                    dateInserted: revision.dateInserted,
                    author: revision.insertUser?.name ?? "",
                })),
            };
            return editorPage(kb, t("Edit Article"), props, [rootCrumb(), kbCrumb(kb), { name: article.name, url: article.url }]);
        },
    });
}
