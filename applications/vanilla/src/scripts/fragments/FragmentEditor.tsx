/**
 * /appearance/fragments (issue 13 item 4): site managers write a fragment — a widget's own
 * component in plain JavaScript and CSS (the contract: library/src/scripts/fragments/fragmentContract.ts)
 * — save it as a draft and commit it; pages load the committed revision. Which widget uses
 * which fragment is chosen in the layout editor.
 */
import { useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import type { IFragment, IFragmentDetails } from "@library/fragments/fragmentTypes";
import { editorClasses as classes } from "@vanilla/layouts/editor/layoutEditor.styles";
import { createFragment, deleteFragment, getFragment, listFragments, saveFragment, type IFragmentCode } from "@vanilla/fragments/fragmentsApi";

export interface IFragmentType {
    /** The widget component the fragment draws (its fragment type). */
    type: string;
    name: string;
}

export interface IFragmentEditorProps {
    /** Each fragment's latest revision. */
    fragments: IFragment[];
    /** The fragments with a committed revision pages load (a draft may be newer). */
    committedUUIDs: string[];
    fragmentTypes: IFragmentType[];
    /** The fragment the address names (`?fragmentUUID=`, a fragment's `url`), open for editing. */
    opened?: IFragmentDetails;
}

/** What a new fragment starts from: the smallest script that keeps the contract. */
export const FRAGMENT_TEMPLATE = `HearthFragments.define(function (kit) {
    var h = kit.React.createElement;
    return function MyFragment(props) {
        return h("section", { className: "my-fragment" }, h("h2", null, props.title || "Hello"));
    };
});
`;

interface IDraft {
    fragmentUUID: string | null;
    fragmentType: string;
    name: string;
    js: string;
    css: string;
    commitMessage: string;
    /** The status of the revision shown, once saved. */
    status: IFragment["status"] | null;
}

const fromDetails = (details: IFragmentDetails): IDraft => ({
    fragmentUUID: details.fragmentUUID,
    fragmentType: details.fragmentType,
    name: details.name,
    js: details.js,
    css: details.css,
    commitMessage: "",
    status: details.status,
});

const STATUS_LABELS: Record<IFragment["status"], string> = { active: "Committed", draft: "Draft", "past-revision": "Past revision" };

/** A list entry's state: its latest revision's, and whether pages load an older committed one meanwhile. */
function listStatus(fragment: IFragment, committed: ReadonlySet<string>): string {
    if (fragment.status !== "draft") return t(STATUS_LABELS[fragment.status]);
    return committed.has(fragment.fragmentUUID) ? t("Draft; pages load the last commit") : t("Draft, never committed");
}

export function FragmentEditor({ fragments: initialFragments, committedUUIDs: initialCommitted, fragmentTypes, opened }: IFragmentEditorProps) {
    const [fragments, setFragments] = useState(initialFragments);
    const [committed, setCommitted] = useState(() => new Set(initialCommitted));
    const [draft, setDraft] = useState<IDraft | null>(opened ? fromDetails(opened) : null);
    const [message, setMessage] = useState("");
    const [error, setError] = useState("");
    const [busy, setBusy] = useState(false);
    const typeName = (type: string) => fragmentTypes.find((candidate) => candidate.type === type)?.name ?? type;

    const run = async (work: () => Promise<string>) => {
        setBusy(true);
        setError("");
        setMessage("");
        try {
            setMessage(await work());
            const [latest, active] = await Promise.all([listFragments(), listFragments({ status: "active" })]);
            setFragments(latest);
            setCommitted(new Set(active.map((fragment) => fragment.fragmentUUID)));
        } catch (caught) {
            setError(toApiError(caught).message);
        } finally {
            setBusy(false);
        }
    };

    const save = async (current: IDraft, commit: boolean): Promise<IFragmentDetails> => {
        const code: IFragmentCode = { name: current.name.trim() || t("Untitled fragment"), js: current.js, css: current.css };
        if (commit) code.commitMessage = current.commitMessage.trim() || t("Committed from the fragment editor");
        const saved = current.fragmentUUID === null ? await createFragment(current.fragmentType, code) : await saveFragment(current.fragmentUUID, code);
        setDraft(fromDetails(saved));
        return saved;
    };

    return (
        <div className={classes.root}>
            <section aria-labelledby="fragments-list-heading" className={classes.root}>
                <h2 id="fragments-list-heading" className={classes.heading}>
                    {t("Your fragments")}
                </h2>
                {fragments.length ? (
                    <ul className={classes.layouts}>
                        {fragments.map((fragment) => (
                            <li key={fragment.fragmentUUID} className={classes.layoutItem} data-fragment-uuid={fragment.fragmentUUID}>
                                <span>
                                    {fragment.name} <span className={classes.status}>{tf("fragments.listStatus", { widget: t(typeName(fragment.fragmentType)), status: listStatus(fragment, committed) }, "{widget} · {status}")}</span>
                                </span>
                                <span className={classes.row}>
                                    <Button
                                        aria-label={tf("fragments.editLabel", { name: fragment.name }, "Edit {name}")}
                                        disabled={busy}
                                        onClick={() => void run(async () => (setDraft(fromDetails(await getFragment(fragment.fragmentUUID))), ""))}
                                    >
                                        {t("Edit")}
                                    </Button>
                                    <Button
                                        aria-label={tf("fragments.deleteLabel", { name: fragment.name }, "Delete {name}")}
                                        disabled={busy}
                                        onClick={() =>
                                            void run(async () => {
                                                await deleteFragment(fragment.fragmentUUID);
                                                if (draft?.fragmentUUID === fragment.fragmentUUID) setDraft(null);
                                                return t("Fragment deleted.");
                                            })
                                        }
                                    >
                                        {t("Delete")}
                                    </Button>
                                </span>
                            </li>
                        ))}
                    </ul>
                ) : (
                    <p className={classes.message}>{t("No fragments yet.")}</p>
                )}
                <div className={classes.row}>
                    <Button
                        disabled={busy || !fragmentTypes.length}
                        onClick={() => {
                            setMessage("");
                            setError("");
                            setDraft({ fragmentUUID: null, fragmentType: fragmentTypes[0]?.type ?? "", name: "", js: FRAGMENT_TEMPLATE, css: "", commitMessage: "", status: null });
                        }}
                    >
                        {t("New fragment")}
                    </Button>
                </div>
            </section>

            <p role="status" className={classes.message}>
                {message}
            </p>
            {error ? (
                <p role="alert" className={classes.error}>
                    {error}
                </p>
            ) : null}

            {draft ? (
                <section aria-labelledby="fragment-draft-heading" className={classes.root}>
                    <h2 id="fragment-draft-heading" className={classes.heading}>
                        {draft.fragmentUUID === null ? t("New fragment") : tf("fragments.editing", { name: draft.name }, "Editing {name}")}
                        {draft.status ? <span className={classes.status}> {t(STATUS_LABELS[draft.status])}</span> : null}
                    </h2>
                    <div className={classes.settings}>
                        <div className={classes.field}>
                            <label htmlFor="fragment-name">{t("Name")}</label>
                            <input id="fragment-name" className={classes.input} maxLength={100} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
                        </div>
                        <div className={classes.field}>
                            <label htmlFor="fragment-type">{t("Widget it draws")}</label>
                            <select
                                id="fragment-type"
                                className={classes.input}
                                value={draft.fragmentType}
                                disabled={draft.fragmentUUID !== null}
                                onChange={(event) => setDraft({ ...draft, fragmentType: event.target.value })}
                            >
                                {fragmentTypes.map((fragmentType) => (
                                    <option key={fragmentType.type} value={fragmentType.type}>
                                        {t(fragmentType.name)}
                                    </option>
                                ))}
                            </select>
                        </div>
                        <div className={`${classes.field} ${classes.wide}`}>
                            <label htmlFor="fragment-js">{t("Script")}</label>
                            <p id="fragment-js-help" className={classes.status}>
                                {t("Plain JavaScript. Call HearthFragments.define with a function that receives { React } and returns your component; it gets the widget's data as props.")}
                            </p>
                            <textarea id="fragment-js" aria-describedby="fragment-js-help" className={classes.textarea} rows={12} spellCheck={false} value={draft.js} onChange={(event) => setDraft({ ...draft, js: event.target.value })} />
                        </div>
                        <div className={`${classes.field} ${classes.wide}`}>
                            <label htmlFor="fragment-css">{t("Stylesheet")}</label>
                            <textarea id="fragment-css" className={classes.textarea} rows={6} spellCheck={false} value={draft.css} onChange={(event) => setDraft({ ...draft, css: event.target.value })} />
                        </div>
                        <div className={`${classes.field} ${classes.wide}`}>
                            <label htmlFor="fragment-commit-message">{t("Commit message")}</label>
                            <input id="fragment-commit-message" className={classes.input} maxLength={500} value={draft.commitMessage} onChange={(event) => setDraft({ ...draft, commitMessage: event.target.value })} />
                        </div>
                    </div>
                    <div className={classes.row}>
                        <Button disabled={busy} onClick={() => void run(async () => (await save(draft, false), t("Draft saved. Pages still load the committed revision.")))}>
                            {t("Save draft")}
                        </Button>
                        <Button buttonType="primary" disabled={busy} onClick={() => void run(async () => (await save(draft, true), t("Committed. Pages using this fragment now load this revision.")))}>
                            {t("Commit")}
                        </Button>
                    </div>
                    <p className={classes.status}>
                        {t("To use a committed fragment, choose it for a widget in the layout editor (Appearance › Layouts).")}{" "}
                        <a href="/appearance/layouts">{t("Open the layout editor")}</a>
                    </p>
                </section>
            ) : null}
        </div>
    );
}
