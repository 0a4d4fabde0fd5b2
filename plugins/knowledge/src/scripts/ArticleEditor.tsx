/**
 * The article editor (an island on /kb/{urlcode}/new and /kb/articles/{id}/edit): the title, the
 * category, published or draft, and the body in the site's composer. Saving sends POST or PATCH
 * /api/v2/articles (each save is a revision on the server) and opens the article. The edit page
 * also lists the revisions, newest first, each with a Restore button.
 *
 * Server and hydration render a plain labelled textarea; the composer field (loaded on demand
 * through the facade) takes its place once the page runs, with what was typed.
 */
import { useEffect, useState, type ComponentType, type FormEvent, type ReactElement } from "react";
import { loadApiClient, loadComposerField, logError, t, type IApiError, type IComposerFieldProps, type IComposerValue } from "@library/addons/addonApi";
import { kbClasses as classes } from "./kbStyles";

export interface IArticleEditorProps {
    /** null: a new article. */
    articleID: number | null;
    knowledgeBaseID: number;
    categories: Array<{ knowledgeCategoryID: number; name: string; depth: number }>;
    initial: { name: string; body: string; format: string; knowledgeCategoryID: number | null; status: "published" | "draft" };
    revisions: Array<{ articleRevisionID: number; name: string; dateInserted: string; author: string }>;
}

function messageOf(error: unknown): string {
    const apiError = error as Partial<IApiError> | undefined;
    const firstFieldError = Object.values(apiError?.errors ?? {})[0]?.[0];
    return firstFieldError?.message ?? apiError?.message ?? t("Something went wrong.");
}

export default function ArticleEditor({ articleID, knowledgeBaseID, categories, initial, revisions }: IArticleEditorProps): ReactElement {
    const [name, setName] = useState(initial.name);
    const [categoryID, setCategoryID] = useState(initial.knowledgeCategoryID === null ? "" : String(initial.knowledgeCategoryID));
    const [status, setStatus] = useState(initial.status);
    const [value, setValue] = useState<IComposerValue>({ body: initial.body, format: initial.format === "rich2" ? "rich2" : "markdown" });
    const [Composer, setComposer] = useState<ComponentType<IComposerFieldProps> | null>(null);
    const [sending, setSending] = useState(false);
    const [error, setError] = useState<string | null>(null);

    useEffect(() => {
        loadComposerField().then(
            (field) => setComposer(() => field),
            (failure: unknown) => logError("Could not load the composer; the plain text box stays.", failure),
        );
    }, []);

    async function save(event: FormEvent) {
        event.preventDefault();
        setSending(true);
        setError(null);
        const payload = { name, body: value.body, format: value.format, status, knowledgeCategoryID: categoryID ? Number(categoryID) : null };
        try {
            const api = await loadApiClient();
            const saved = articleID === null ? await api.post("articles", { ...payload, knowledgeBaseID }) : await api.patch(`articles/${articleID}`, payload);
            window.location.assign((saved.data as { url: string }).url);
        } catch (failure) {
            setError(messageOf(failure));
            setSending(false);
        }
    }

    async function restore(articleRevisionID: number) {
        setSending(true);
        setError(null);
        try {
            const api = await loadApiClient();
            const restored = await api.post(`articles/${articleID}/revisions/${articleRevisionID}/restore`, {});
            window.location.assign((restored.data as { url: string }).url);
        } catch (failure) {
            setError(messageOf(failure));
            setSending(false);
        }
    }

    return (
        <>
            <form className={classes.form} onSubmit={(event) => void save(event)}>
                {error && (
                    <p className={classes.error} role="alert">
                        {error}
                    </p>
                )}
                <div className={classes.field}>
                    <label htmlFor="kb-article-name">{t("Title")}</label>
                    <input id="kb-article-name" className={classes.input} value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} />
                </div>
                <div className={classes.field}>
                    <label htmlFor="kb-article-category">{t("Category")}</label>
                    <select id="kb-article-category" className={classes.input} value={categoryID} onChange={(event) => setCategoryID(event.target.value)}>
                        <option value="">{t("None")}</option>
                        {categories.map((category) => (
                            <option key={category.knowledgeCategoryID} value={category.knowledgeCategoryID}>
                                {"\u00a0\u00a0".repeat(category.depth) + category.name}
                            </option>
                        ))}
                    </select>
                </div>
                <div className={classes.field}>
                    <label htmlFor="kb-article-status">{t("Status")}</label>
                    <select id="kb-article-status" className={classes.input} value={status} onChange={(event) => setStatus(event.target.value as "published" | "draft")}>
                        <option value="published">{t("Published")}</option>
                        <option value="draft">{t("Draft")}</option>
                    </select>
                </div>
                <div className={classes.field}>
                    <label id="kb-article-body-label" htmlFor="kb-article-body">
                        {t("Body")}
                    </label>
                    {Composer ? (
                        <Composer id="kb-article-body" labelledBy="kb-article-body-label" value={value} onChange={setValue} disabled={sending} />
                    ) : (
                        <textarea
                            id="kb-article-body"
                            className={classes.input}
                            rows={12}
                            value={value.format === "markdown" ? value.body : ""}
                            onChange={(event) => setValue({ body: event.target.value, format: "markdown" })}
                        />
                    )}
                </div>
                <div>
                    <button type="submit" className={classes.primaryButton} disabled={sending} aria-busy={sending}>
                        {sending ? t("Saving…") : t("Save")}
                    </button>
                </div>
            </form>
            {revisions.length > 0 && (
                <section className={classes.section} aria-labelledby="kb-revisions-title" style={{ marginTop: 32 }}>
                    <h2 className={classes.sectionTitle} id="kb-revisions-title">
                        {t("Revisions")}
                    </h2>
                    <ol className={classes.revisions}>
                        {revisions.map((revision, index) => (
                            <li key={revision.articleRevisionID} className={classes.revision}>
                                <span>
                                    <time dateTime={revision.dateInserted}>{revision.dateInserted.slice(0, 16).replace("T", " ")}</time> · {revision.author} · {revision.name}
                                    {index === 0 && <span className={classes.label}>{t("Current")}</span>}
                                </span>
                                {index > 0 && (
                                    <button type="button" className={classes.button} disabled={sending} onClick={() => void restore(revision.articleRevisionID)} aria-label={`${t("Restore")} ${revision.dateInserted.slice(0, 16).replace("T", " ")}`}>
                                        {t("Restore")}
                                    </button>
                                )}
                            </li>
                        ))}
                    </ol>
                </section>
            )}
        </>
    );
}
