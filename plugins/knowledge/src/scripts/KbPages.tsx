/**
 * The knowledge base's server-rendered pages (the add-on's `api.registerPage`): the list of
 * knowledge bases, a knowledge base (help centre or guide), a category and an article. They have
 * no state of their own: the "Was this helpful?" buttons are handled by the add-on's bundle, the
 * editor is an island of its own (ArticleEditor).
 */
import type { ReactElement } from "react";
import { t, tf } from "@library/addons/addonApi";
import { kbClasses as classes } from "./kbStyles";
import type { IArticle, IHelpfulCounts, IKnowledgeBase, IKnowledgeCategory, ITocEntry } from "./kbTypes";

export interface ICrumb {
    name: string;
    url: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: ICrumb[] }): ReactElement {
    return (
        <nav className={classes.breadcrumbs} aria-label={t("Breadcrumb")}>
            <ol>
                {crumbs.map((crumb, index) => (
                    <li key={crumb.url}>
                        {index === crumbs.length - 1 ? (
                            <a href={crumb.url} aria-current="page">
                                {crumb.name}
                            </a>
                        ) : (
                            <a href={crumb.url}>{crumb.name}</a>
                        )}
                    </li>
                ))}
            </ol>
        </nav>
    );
}

const typeLabel = (kb: IKnowledgeBase) => (kb.viewType === "guide" ? t("Guide") : t("Help Center"));

export function KbListPage({ kbs }: { kbs: IKnowledgeBase[] }): ReactElement {
    if (kbs.length === 0) return <p>{t("No knowledge bases yet.")}</p>;
    return (
        <ul className={classes.list}>
            {kbs.map((kb) => (
                <li key={kb.knowledgeBaseID} className={classes.card}>
                    <h2 className={classes.cardTitle}>
                        <a href={kb.url}>{kb.name}</a>
                        <span className={classes.label}>{typeLabel(kb)}</span>
                    </h2>
                    {kb.description && <p className={classes.muted}>{kb.description}</p>}
                    <p className={classes.muted}>{tf("{count} articles", { count: kb.countArticles })}</p>
                </li>
            ))}
        </ul>
    );
}

function ArticleLinks({ articles }: { articles: IArticle[] }): ReactElement | null {
    if (articles.length === 0) return null;
    return (
        <ul className={classes.articleLinks}>
            {articles.map((article) => (
                <li key={article.articleID}>
                    <a href={article.url}>{article.name}</a>
                    {article.status === "draft" && <span className={classes.label}>{t("Draft")}</span>}
                </li>
            ))}
        </ul>
    );
}

const childrenOf = (categories: IKnowledgeCategory[], parentID: number | null) => categories.filter((category) => category.parentID === parentID);
const articlesIn = (articles: IArticle[], categoryID: number | null) => articles.filter((article) => article.knowledgeCategoryID === categoryID);

/** A guide's navigation: categories and their articles as one nested list. */
function GuideTree({ categories, articles, parentID }: { categories: IKnowledgeCategory[]; articles: IArticle[]; parentID: number | null }): ReactElement | null {
    const children = childrenOf(categories, parentID);
    const own = parentID === null ? articlesIn(articles, null) : [];
    if (children.length === 0 && own.length === 0) return null;
    return (
        <ul className={classes.tree}>
            {own.map((article) => (
                <li key={`a${article.articleID}`}>
                    <a href={article.url}>{article.name}</a>
                </li>
            ))}
            {children.map((category) => (
                <li key={`c${category.knowledgeCategoryID}`}>
                    <a href={category.url}>{category.name}</a>
                    {articlesIn(articles, category.knowledgeCategoryID).length > 0 && (
                        <ul>
                            {articlesIn(articles, category.knowledgeCategoryID).map((article) => (
                                <li key={article.articleID}>
                                    <a href={article.url}>{article.name}</a>
                                </li>
                            ))}
                        </ul>
                    )}
                    <GuideTree categories={categories} articles={articles} parentID={category.knowledgeCategoryID} />
                </li>
            ))}
        </ul>
    );
}

/** A help centre's sections: each category with its articles, its sub-categories as links. */
function HelpSections({ categories, articles, parentID }: { categories: IKnowledgeCategory[]; articles: IArticle[]; parentID: number | null }): ReactElement {
    return (
        <>
            {childrenOf(categories, parentID).map((category) => {
                const subcategories = childrenOf(categories, category.knowledgeCategoryID);
                return (
                    <section key={category.knowledgeCategoryID} className={`${classes.section} ${classes.card}`} aria-labelledby={`kb-category-${category.knowledgeCategoryID}`}>
                        <h2 className={classes.sectionTitle} id={`kb-category-${category.knowledgeCategoryID}`}>
                            <a href={category.url}>{category.name}</a>
                        </h2>
                        <ArticleLinks articles={articlesIn(articles, category.knowledgeCategoryID)} />
                        {subcategories.length > 0 && (
                            <ul className={classes.articleLinks}>
                                {subcategories.map((sub) => (
                                    <li key={sub.knowledgeCategoryID}>
                                        <a href={sub.url}>{sub.name}</a>
                                    </li>
                                ))}
                            </ul>
                        )}
                    </section>
                );
            })}
        </>
    );
}

export interface IKbHomeProps {
    kb: IKnowledgeBase;
    categories: IKnowledgeCategory[];
    articles: IArticle[];
    crumbs: ICrumb[];
    newArticleUrl: string | null;
}

export function KbHomePage({ kb, categories, articles, crumbs, newArticleUrl }: IKbHomeProps): ReactElement {
    return (
        <>
            <Breadcrumbs crumbs={crumbs} />
            {kb.description && <p className={classes.meta}>{kb.description}</p>}
            {newArticleUrl && (
                <div className={classes.actions}>
                    <a className={classes.primaryButton} href={newArticleUrl}>
                        {t("New Article")}
                    </a>
                </div>
            )}
            {kb.viewType === "guide" ? (
                <nav aria-label={tf("{name} contents", { name: kb.name })}>
                    <GuideTree categories={categories} articles={articles} parentID={null} />
                </nav>
            ) : (
                <>
                    <HelpSections categories={categories} articles={articles} parentID={null} />
                    {articlesIn(articles, null).length > 0 && (
                        <section className={classes.section} aria-label={t("Other articles")}>
                            <ArticleLinks articles={articlesIn(articles, null)} />
                        </section>
                    )}
                </>
            )}
            {articles.length === 0 && <p>{t("No articles yet.")}</p>}
        </>
    );
}

export interface IKbCategoryProps {
    category: IKnowledgeCategory;
    subcategories: IKnowledgeCategory[];
    articles: IArticle[];
    crumbs: ICrumb[];
}

export function KbCategoryPage({ subcategories, articles, crumbs }: IKbCategoryProps): ReactElement {
    return (
        <>
            <Breadcrumbs crumbs={crumbs} />
            {subcategories.length > 0 && (
                <ul className={classes.articleLinks}>
                    {subcategories.map((sub) => (
                        <li key={sub.knowledgeCategoryID}>
                            <a href={sub.url}>{sub.name}</a>
                        </li>
                    ))}
                </ul>
            )}
            <ArticleLinks articles={articles} />
            {articles.length === 0 && subcategories.length === 0 && <p>{t("No articles yet.")}</p>}
        </>
    );
}

export function TableOfContents({ toc }: { toc: ITocEntry[] }): ReactElement | null {
    if (toc.length === 0) return null;
    return (
        <nav className={classes.toc} aria-labelledby="kb-toc-title">
            <h2 className={classes.tocTitle} id="kb-toc-title">
                {t("Table of Contents")}
            </h2>
            <ul>
                {toc.map((entry) => (
                    <li key={entry.id} style={entry.level > 1 ? { paddingLeft: (entry.level - 1) * 16 } : undefined}>
                        <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                ))}
            </ul>
        </nav>
    );
}

/** "Was this helpful?": Yes / No for members (their answer pressed), a sign-in link for guests. */
export function HelpfulBox({ articleID, counts, signedIn, signInUrl }: { articleID: number; counts: IHelpfulCounts; signedIn: boolean; signInUrl: string }): ReactElement {
    return (
        <section className={classes.feedback} aria-labelledby="kb-helpful-title" data-kb-helpful-box={articleID}>
            <h2 className={classes.feedbackQuestion} id="kb-helpful-title">
                {t("Was this article helpful?")}
            </h2>
            {signedIn ? (
                <>
                    {(["yes", "no"] as const).map((value) => (
                        <button key={value} type="button" className={classes.button} data-kb-helpful={value} data-article-id={articleID} aria-pressed={counts.userReaction === value}>
                            {value === "yes" ? t("Yes") : t("No")}
                        </button>
                    ))}
                </>
            ) : (
                <a href={signInUrl}>{t("Sign in to answer")}</a>
            )}
            <p className={classes.muted} role="status" data-kb-helpful-counts>
                {tf("{yes} found this helpful, {no} did not.", { yes: counts.yes, no: counts.no })}
            </p>
        </section>
    );
}

export interface IArticlePageProps {
    article: IArticle;
    bodyHtml: string;
    toc: ITocEntry[];
    crumbs: ICrumb[];
    helpful: IHelpfulCounts;
    signedIn: boolean;
    signInUrl: string;
    editUrl: string | null;
}

export function ArticlePage({ article, bodyHtml, toc, crumbs, helpful, signedIn, signInUrl, editUrl }: IArticlePageProps): ReactElement {
    const updated = article.dateUpdated ?? article.dateInserted;
    return (
        <>
            <Breadcrumbs crumbs={crumbs} />
            <p className={classes.meta}>
                {article.insertUser && <>{tf("By {name}", { name: article.insertUser.name })} · </>}
                {t("Updated")} <time dateTime={updated}>{updated.slice(0, 10)}</time>
                {article.status !== "published" && <span className={classes.label}>{article.status === "draft" ? t("Draft") : t("Deleted")}</span>}
            </p>
            {editUrl && (
                <div className={classes.actions}>
                    <a className={classes.primaryButton} href={editUrl}>
                        {t("Edit Article")}
                    </a>
                </div>
            )}
            <TableOfContents toc={toc} />
            {/* The body went through the core's renderer and sanitiser; only heading ids were added (kbToc.ts). */}
            <div className={classes.body} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            {article.status === "published" && <HelpfulBox articleID={article.articleID} counts={helpful} signedIn={signedIn} signInUrl={signInUrl} />}
        </>
    );
}
