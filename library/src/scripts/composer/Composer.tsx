/**
 * The composer (issue 9 item 2): one rich editor for new discussions, replies, replies to a
 * comment and edits. Loaded only on demand, by ComposerField (webpackChunkName "composer"):
 * never import it statically from a page.
 *
 * - Rich mode: Slate over the stored rich2 tree (composerSchema.ts); a toolbar and shortcuts
 *   (Ctrl+B bold, Ctrl+I italic, Ctrl+Shift+X strikethrough, Ctrl+E inline code, Ctrl+K link,
 *   Ctrl+Enter onSubmit); @mentions with the members look-up; pasted HTML kept as structure
 *   (htmlToRich2.ts); images and files pasted, dropped or picked are uploaded (validated first,
 *   with a progress bar) and inserted as `img` / `file` nodes.
 * - Markdown mode: a plain text box. Switching converts the content; the value's `format` says
 *   which one is being written.
 * - Preview: the server's rendering (POST /preview) in a named region.
 * - Insertions (Quote): waiting insertions for `composerName` in the composer slice are added at
 *   the end as blocks, and the editor takes focus.
 *
 * Props: IComposerProps (the same as ComposerField's, which passes them through).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Editor, Transforms, type Descendant } from "slate";
import { Editable, ReactEditor, Slate } from "slate-react";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";
import { toApiError } from "@library/api/apiErrors";
import { composerClasses as classes } from "@library/composer/composer.styles";
import { previewBody, uploadMedia } from "@library/composer/composerApi";
import {
    activeBlocks,
    activeLink,
    appendBlocks,
    insertFile,
    insertImage,
    insertLink,
    insertMention,
    isMarkActive,
    removeLink,
    textBeforeCaret,
    toggleBlock,
    toggleMark,
    type BlockFormat,
    type Mark,
} from "@library/composer/composerCommands";
import { ComposerElement, ComposerLeaf } from "@library/composer/ComposerElements";
import { LinkGlyph, UploadGlyph } from "@library/composer/composerIcons";
import type { IComposerFieldProps } from "@library/composer/composerFieldProps";
import { markdownForMedia } from "@library/composer/composerText";
import { createComposerEditor, rich2BodyToValue, valueToRich2Body, withPastedData } from "@library/composer/composerSchema";
import { ComposerToolbar, type IToolbarItem } from "@library/composer/ComposerToolbar";
import type { IComposerValue } from "@library/composer/composerTypes";
import { markdownToRich2 } from "@library/composer/markdownToRich2";
import { rich2ToMarkdown } from "@library/composer/rich2";
import type { Rich2Document } from "@library/composer/rich2Types";
import { insertionApplied } from "@library/forms/composerActions";
import { registerComposerSlice, selectComposerInsertions } from "@library/forms/composerSlice";
import { activeMention } from "@library/forms/mentionQuery";
import { mentionClasses } from "@library/forms/mentions.styles";
import { lookUpMentions, MENTION_DEBOUNCE_MS, useMentionSuggestions } from "@library/forms/useMentionSuggestions";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import type { IUserFragment } from "@library/users/userTypes";
import { validateUpload } from "@library/utility/uploadValidation";

registerComposerSlice();

export type IComposerProps = IComposerFieldProps;

interface IUpload {
    key: number;
    name: string;
    progress: number;
}

interface IMentionState {
    /** Characters typed, "@" included, that the pick replaces. */
    length: number;
    users: IUserFragment[];
    active: number;
}

function isHotkey(event: KeyboardEvent, key: string, shift = false): boolean {
    return (event.ctrlKey || event.metaKey) && !event.altKey && event.shiftKey === shift && event.key.toLowerCase() === key;
}

const MARK_KEYS: Array<{ key: string; shift?: boolean; mark: Mark }> = [
    { key: "b", mark: "bold" },
    { key: "i", mark: "italic" },
    { key: "x", shift: true, mark: "strikethrough" },
    { key: "e", mark: "code" },
];

let sessions = 0;

/** A new editor over these nodes; its key remounts <Slate> (which takes an editor when it mounts). */
function newSession(format: IComposerValue["format"], nodes: Descendant[]) {
    return { key: ++sessions, editor: createComposerEditor(), format, nodes };
}

export default function Composer(props: IComposerProps) {
    const { id, label, labelledBy, value, onChange, onSubmit, disabled, focusOnMount, placeholder, composerName, uploads } = props;
    // The editor and what <Slate> starts from when it mounts (at first, and again after Markdown
    // mode): parsed when the format changes, not at every keystroke (a 20,000-character body is a
    // large JSON). A value set from outside starts a new session (see below).
    const [session, setSession] = useState(() => newSession(value.format, rich2BodyToValue(value.format === "rich2" ? value.body : "")));
    if (session.format !== value.format) setSession({ ...session, format: value.format, nodes: value.format === "rich2" ? rich2BodyToValue(value.body) : session.nodes });
    const { editor, nodes: initialValue } = session;
    const editorRef = useRef(editor);
    editorRef.current = editor;
    const dispatch = useAppDispatch();
    const labelID = useId();
    const ownLabel = labelledBy ?? labelID;
    const statusID = useId();
    const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
    const [previewing, setPreviewing] = useState(false);
    const [message, setMessage] = useState<string | null>(null);
    const [linkOpen, setLinkOpen] = useState(false);
    const [uploading, setUploading] = useState<IUpload[]>([]);
    const [mention, setMention] = useState<IMentionState | null>(null);
    const [mentionError, setMentionError] = useState<string | null>(null);
    const [converting, setConverting] = useState(false);
    // The body last sent to onChange: a different value from the parent replaces the content.
    const emitted = useRef(value.body);
    const valueRef = useRef(value);
    valueRef.current = value;
    const fileInput = useRef<HTMLInputElement>(null);
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    const [, forceToolbar] = useState(0);

    const emit = useCallback(
        (next: IComposerValue) => {
            emitted.current = next.body;
            onChange(next);
        },
        [onChange],
    );
    // Markdown mode looks up @mentions as the plain messages form does (shell §7, §9).
    const markdownMentions = useMentionSuggestions({ textareaRef, value: value.body, onChange: (body) => emit({ body, format: "markdown" }) });

    // A value set from outside (a draft restored from the server, the reset after posting) mounts
    // a new editor with it instead of rewriting the mounted one's nodes: an element of the old
    // content still rendering (Slate's per-element selectors) would look itself up in a tree that
    // no longer has it and throw (seen opening a reply-draft link). Focus follows: when the
    // editor had it, or was about to get it (focusEditor asks Slate, which waits for pending
    // operations), the new editor takes it.
    const wantsFocus = useRef(false);
    const refocus = useRef(focusOnMount ?? false);
    useEffect(() => {
        if (value.format !== "rich2" || value.body === emitted.current) return;
        emitted.current = value.body;
        refocus.current = wantsFocus.current || ReactEditor.isFocused(editor);
        setSession(newSession("rich2", rich2BodyToValue(value.body)));
    }, [value.body, value.format, editor]);

    const focusEditor = useCallback(() => {
        wantsFocus.current = true;
        if (valueRef.current.format === "markdown") {
            const textarea = textareaRef.current;
            // As in rich mode, the caret goes at the end (after a quote, after what was typed).
            textarea?.focus();
            textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
            return;
        }
        try {
            // The caret goes at the end (after a quote, after the text typed before the editor loaded).
            if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
        } catch {
            // Not in a document (unmounted): nothing to focus.
            return;
        }
        // Slate focuses only once no operation is pending (else it tries again 10 ms later, and
        // keys typed meanwhile land on the page): the selection above is flushed in a microtask,
        // and this one comes after it, still before the browser hands on the next key.
        queueMicrotask(() => {
            try {
                ReactEditor.focus(editor);
            } catch {
                // Unmounted meanwhile: nothing to focus.
            }
        });
    }, [editor]);

    // On mount when asked (ComposerField mounts the composer when the member asked for it), and
    // into a new session's editor when the old one had focus. A layout effect: focus moves in the
    // same task that swaps the plain box out, so no keystroke can land on the page between them
    // (a passive effect runs after the paint, and what was typed meanwhile went nowhere).
    useClientLayoutEffect(() => {
        if (!refocus.current) return;
        refocus.current = false;
        focusEditor();
        // <Slate> reports the caret placed at the end only once its own (passive) effects have run:
        // an @name typed before the editor loaded is looked up now.
        if (valueRef.current.format === "rich2") updateMention();
    }, [focusEditor]);

    /** Adds text at the Markdown box's caret (or the end), on its own line. */
    const insertIntoMarkdown = useCallback(
        (text: string) => {
            const body = valueRef.current.body;
            const caret = textareaRef.current?.selectionEnd ?? body.length;
            const before = body.slice(0, caret);
            const separator = before === "" || before.endsWith("\n") ? "" : "\n";
            emit({ body: `${before}${separator}${text}\n${body.slice(caret)}`, format: "markdown" });
        },
        [emit],
    );

    // ---- Uploads (shell §5): validated first, then POST /media with a progress bar.
    const uploadKey = useRef(0);
    const upload = useCallback(
        (files: File[]) => {
            if (!uploads) return;
            for (const file of files) {
                const problems = validateUpload(file, uploads);
                if (problems.length) {
                    setMessage(`${file.name}: ${problems.join(" ")}`);
                    continue;
                }
                const key = ++uploadKey.current;
                // Where the file goes: the caret when the upload started, kept up to date as the text changes.
                const at = editor.selection ? Editor.rangeRef(editor, editor.selection) : null;
                setUploading((list) => [...list, { key, name: file.name, progress: 0 }]);
                uploadMedia(file, (progress) => setUploading((list) => list.map((item) => (item.key === key ? { ...item, progress } : item))))
                    .then((media) => {
                        if (valueRef.current.format === "markdown") {
                            at?.unref();
                            insertIntoMarkdown(markdownForMedia(media));
                            return;
                        }
                        // Into the editor shown now: a value set from outside meanwhile started a
                        // new one, where the caret's old place means nothing (then: the end).
                        const target = editorRef.current;
                        const range = at?.unref();
                        if (range && target === editor) Transforms.select(target, range);
                        else Transforms.select(target, Editor.end(target, []));
                        if (media.type.startsWith("image/")) insertImage(target, media.url, media.name);
                        else insertFile(target, { url: media.url, name: media.name, size: media.size });
                    })
                    .catch((caught: unknown) => {
                        at?.unref();
                        const error = toApiError(caught);
                        const reason = Object.values(error.errors)[0]?.[0]?.message ?? error.message;
                        setMessage(tf("{name} was not uploaded: {reason}", { name: file.name, reason }));
                    })
                    .finally(() => setUploading((list) => list.filter((item) => item.key !== key)));
            }
        },
        [editor, uploads, insertIntoMarkdown],
    );

    // Pasted or dropped data: files are uploaded, HTML is kept as structure, anything else is plain text.
    const uploadRef = useRef(upload);
    uploadRef.current = upload;
    useMemo(() => withPastedData(editor, (files) => uploadRef.current(files)), [editor]);

    // ---- Insertions (Quote): appended at the end, then the editor takes focus.
    const insertions = useAppSelector(selectComposerInsertions);
    const applied = useRef(new Set<number>());
    useEffect(() => {
        if (!composerName) return;
        const waiting = insertions.filter((insertion) => insertion.composer === composerName && !applied.current.has(insertion.insertionID));
        if (waiting.length === 0) return;
        for (const insertion of waiting) applied.current.add(insertion.insertionID);
        void (async () => {
            for (const { insertionID, text } of waiting) {
                const current = valueRef.current;
                if (current.format === "markdown") {
                    const kept = current.body.trimEnd();
                    emit({ body: kept ? `${kept}\n\n${text}` : text, format: "markdown" });
                } else {
                    appendBlocks(editor, await markdownToRich2(text));
                }
                dispatch(insertionApplied({ insertionID }));
            }
            focusEditor();
        })();
    }, [insertions, composerName, editor, dispatch, emit, focusEditor]);

    // ---- Mentions: "@" and a name prefix before the caret asks the look-up (50 ms debounce).
    const mentionTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const mentionRequest = useRef(0);
    useEffect(() => () => {
        if (mentionTimer.current) clearTimeout(mentionTimer.current);
    }, []);
    const updateMention = () => {
        if (mentionTimer.current) clearTimeout(mentionTimer.current);
        const before = textBeforeCaret(editor);
        const found = activeMention(before, before.length);
        const request = ++mentionRequest.current;
        if (mentionError) setMentionError(null);
        if (!found) {
            if (mention) setMention(null);
            return;
        }
        mentionTimer.current = setTimeout(() => {
            lookUpMentions(dispatch, found.prefix).then(
                (users) => {
                    if (request === mentionRequest.current) setMention(users.length ? { length: found.prefix.length + 1, users, active: 0 } : null);
                },
                (caught: unknown) => {
                    if (request !== mentionRequest.current) return;
                    setMention(null);
                    // As in the plain form (shell §8): a server failure says so; other refusals show nothing.
                    const error = toApiError(caught);
                    if (error.status >= 500) setMentionError(error.message);
                },
            );
        }, MENTION_DEBOUNCE_MS);
    };
    const pickMention = (user: IUserFragment) => {
        if (!mention) return;
        insertMention(editor, user, mention.length);
        mentionRequest.current++;
        setMention(null);
    };
    const listboxID = useId();
    const optionID = (index: number) => `${listboxID}-${index}`;

    // ---- Keyboard.
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        if (mention) {
            const count = mention.users.length;
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                setMention({ ...mention, active: (mention.active + (event.key === "ArrowDown" ? 1 : -1) + count) % count });
                return;
            }
            if ((event.key === "Enter" && !event.ctrlKey && !event.metaKey) || (event.key === "Tab" && !event.shiftKey)) {
                event.preventDefault();
                pickMention(mention.users[mention.active]!);
                return;
            }
            if (event.key === "Escape") {
                event.preventDefault();
                mentionRequest.current++;
                setMention(null);
                return;
            }
        }
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit?.();
            return;
        }
        if (isHotkey(event, "k")) {
            event.preventDefault();
            setLinkOpen(true);
            return;
        }
        for (const { key, shift, mark } of MARK_KEYS) {
            if (isHotkey(event, key, !!shift)) {
                event.preventDefault();
                toggleMark(editor, mark);
                forceToolbar((count) => count + 1);
                return;
            }
        }
    };

    // ---- Markdown switch.
    const switchFormat = async () => {
        setMessage(null);
        setConverting(true);
        try {
            if (value.format === "rich2") {
                emit({ body: rich2ToMarkdown(editor.children as Rich2Document), format: "markdown" });
            } else {
                const blocks = value.body.trim() ? await markdownToRich2(value.body) : [];
                const nodes: Descendant[] = blocks.length ? blocks : rich2BodyToValue("");
                setSession(newSession("rich2", nodes));
                emit({ body: valueToRich2Body(nodes), format: "rich2" });
            }
        } catch (caught) {
            setMessage(toApiError(caught).message);
        } finally {
            setConverting(false);
        }
    };

    // ---- Preview.
    const togglePreview = async () => {
        if (previewing) {
            setPreviewing(false);
            setPreview(null);
            return;
        }
        setPreviewing(true);
        try {
            setPreview({ html: await previewBody(value.body, value.format) });
        } catch (caught) {
            setPreview({ error: toApiError(caught).message });
        }
    };

    const marks = (mark: Mark) => isMarkActive(editor, mark);
    const blocks = value.format === "rich2" ? activeBlocks(editor) : new Set<BlockFormat>();
    const rich = value.format === "rich2";
    const off = disabled || previewing || !rich;
    const markItem = (key: Mark, label: string, glyph: string): IToolbarItem => ({
        key,
        label,
        glyph,
        pressed: rich && marks(key),
        disabled: off,
        run: () => {
            toggleMark(editor, key);
            forceToolbar((count) => count + 1);
        },
    });
    const blockItem = (key: BlockFormat, label: string, glyph: string): IToolbarItem => ({
        key,
        label,
        glyph,
        pressed: blocks.has(key),
        disabled: off,
        run: () => {
            toggleBlock(editor, key);
            forceToolbar((count) => count + 1);
        },
    });
    const items: Array<IToolbarItem | "separator"> = [
        markItem("bold", t("Bold (Ctrl+B)"), "B"),
        markItem("italic", t("Italic (Ctrl+I)"), "I"),
        markItem("strikethrough", t("Strikethrough (Ctrl+Shift+X)"), "S"),
        markItem("code", t("Inline code (Ctrl+E)"), "</>"),
        { key: "link", label: t("Link (Ctrl+K)"), glyph: <LinkGlyph />, disabled: off, keepsFocus: true, pressed: rich && activeLink(editor) !== undefined, run: () => setLinkOpen(true) },
        "separator",
        blockItem("h2", t("Heading"), "H2"),
        blockItem("h3", t("Subheading"), "H3"),
        blockItem("blockquote", t("Quote"), "❝"),
        blockItem("code_block", t("Code block"), "{ }"),
        blockItem("spoiler", t("Spoiler"), "⚠"),
        blockItem("ul", t("Bulleted list"), "•"),
        blockItem("ol", t("Numbered list"), "1."),
    ];
    if (uploads) {
        // Uploads work in both modes (Markdown gets an image or link line).
        items.push("separator", { key: "upload", label: t("Insert image or file"), glyph: <UploadGlyph />, disabled: disabled || previewing, keepsFocus: true, run: () => fileInput.current?.click() });
    }

    const editorID = id ?? `${labelID}-editor`;
    const mentionOpen = rich && mention !== null && mention.users.length > 0;

    return (
        <div className={classes.root}>
            {label && !labelledBy && (
                <label id={labelID} htmlFor={editorID}>
                    {label}
                </label>
            )}
            <ComposerToolbar items={items} controls={editorID} />
            {linkOpen && (
                <LinkPopover
                    initial={rich ? (activeLink(editor)?.[0] as { url?: string } | undefined)?.url ?? "" : ""}
                    hasLink={rich && activeLink(editor) !== undefined}
                    onInsert={(url) => {
                        const problem = insertLink(editor, url);
                        if (problem) return problem;
                        setLinkOpen(false);
                        focusEditor();
                        return null;
                    }}
                    onRemove={() => {
                        removeLink(editor);
                        setLinkOpen(false);
                        focusEditor();
                    }}
                    onClose={() => {
                        setLinkOpen(false);
                        focusEditor();
                    }}
                />
            )}
            <div hidden={previewing}>
                {rich ? (
                    <Slate
                        key={session.key}
                        editor={editor}
                        initialValue={initialValue}
                        onValueChange={(next) => {
                            const body = valueToRich2Body(next);
                            if (body !== emitted.current) emit({ body, format: "rich2" });
                            // Typing moves the caret without a selection operation: look for a mention here too.
                            updateMention();
                        }}
                        onSelectionChange={() => {
                            updateMention();
                            forceToolbar((count) => count + 1);
                        }}
                    >
                        <Editable
                            id={editorID}
                            className={classes.editor}
                            aria-labelledby={ownLabel}
                            aria-describedby={message ? statusID : undefined}
                            aria-controls={mentionOpen ? listboxID : undefined}
                            aria-activedescendant={mentionOpen ? optionID(mention.active) : undefined}
                            aria-disabled={disabled || undefined}
                            readOnly={disabled}
                            placeholder={placeholder}
                            renderElement={ComposerElement}
                            renderLeaf={ComposerLeaf}
                            onKeyDown={onKeyDown}
                            onFocus={() => (wantsFocus.current = true)}
                            onBlur={() => {
                                wantsFocus.current = false;
                                setMention(null);
                            }}
                            spellCheck
                        />
                    </Slate>
                ) : (
                    <textarea
                        id={editorID}
                        ref={textareaRef}
                        className={classes.textarea}
                        aria-labelledby={ownLabel}
                        value={value.body}
                        placeholder={placeholder}
                        disabled={disabled}
                        onChange={(event) => {
                            emit({ body: event.target.value, format: "markdown" });
                            markdownMentions.update(event.target.value, event.target.selectionStart ?? event.target.value.length);
                        }}
                        onClick={(event) => markdownMentions.update(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
                        onBlur={markdownMentions.close}
                        {...markdownMentions.inputProps}
                        onKeyDown={(event) => {
                            if (markdownMentions.onKeyDown(event)) return;
                            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                                event.preventDefault();
                                onSubmit?.();
                            }
                        }}
                        onDrop={(event) => {
                            const files = Array.from(event.dataTransfer.files);
                            if (files.length && uploads) {
                                event.preventDefault();
                                upload(files);
                            }
                        }}
                        onPaste={(event: ClipboardEvent<HTMLTextAreaElement>) => {
                            const files = Array.from(event.clipboardData.files);
                            if (files.length && uploads) {
                                event.preventDefault();
                                upload(files);
                            }
                        }}
                    />
                )}
            </div>
            {!rich && markdownMentions.listbox}
            {mentionOpen && (
                <ul id={listboxID} role="listbox" aria-label={t("Mention suggestions")} className={mentionClasses.listbox}>
                    {mention.users.map((user, index) => (
                        <li
                            key={user.userID}
                            id={optionID(index)}
                            role="option"
                            aria-selected={index === mention.active}
                            className={index === mention.active ? `${mentionClasses.option} ${mentionClasses.active}` : mentionClasses.option}
                            onMouseDown={(event) => {
                                event.preventDefault();
                                pickMention(user);
                            }}
                        >
                            {user.name}
                        </li>
                    ))}
                </ul>
            )}
            {rich && mentionError && (
                <p className={mentionClasses.error} role="alert">
                    {mentionError}
                </p>
            )}
            {previewing && (
                <section aria-label={t("Preview")} className={classes.preview}>
                    {preview === null ? (
                        <p className={classes.hint}>{t("Loading…")}</p>
                    ) : "error" in preview ? (
                        <p className={classes.error} role="alert">
                            {preview.error}
                        </p>
                    ) : (
                        // The server renders and sanitises the body (POST /preview): its HTML is safe to show.
                        <div dangerouslySetInnerHTML={{ __html: preview.html }} />
                    )}
                </section>
            )}
            {uploading.length > 0 && (
                <ul className={classes.uploads} aria-label={t("Uploads")}>
                    {uploading.map((item) => (
                        <li key={item.key}>
                            <label>
                                {tf("Uploading {name}", { name: item.name })}
                                <progress className={classes.progress} max={100} value={Math.round(item.progress * 100)} />
                            </label>
                        </li>
                    ))}
                </ul>
            )}
            {message && (
                <p id={statusID} className={classes.error} role="alert">
                    {message}
                </p>
            )}
            <div className={classes.footer}>
                <p className={classes.hint}>{rich ? t("Ctrl+Enter posts.") : t("Markdown is supported. Ctrl+Enter posts.")}</p>
                <span>
                    <button
                        type="button"
                        className={classes.toolButton}
                        onClick={() => void switchFormat()}
                        disabled={disabled || previewing || converting}
                        aria-busy={converting}
                    >
                        {rich ? t("Switch to Markdown") : t("Switch to rich text")}
                    </button>
                    <button type="button" className={classes.toolButton} aria-pressed={previewing} onClick={() => void togglePreview()} disabled={disabled}>
                        {t("Preview")}
                    </button>
                </span>
            </div>
            {uploads && (
                <input
                    ref={fileInput}
                    type="file"
                    hidden
                    multiple
                    aria-label={t("Insert image or file")}
                    onChange={(event) => {
                        const files = Array.from(event.target.files ?? []);
                        event.target.value = "";
                        upload(files);
                    }}
                />
            )}
        </div>
    );
}

interface ILinkPopoverProps {
    initial: string;
    hasLink: boolean;
    /** Returns why the address is refused, or null when the link was inserted. */
    onInsert(url: string): string | null;
    onRemove(): void;
    onClose(): void;
}

/** Asks the link's address in a small non-modal dialog; says why an unsafe address is refused. */
function LinkPopover({ initial, hasLink, onInsert, onRemove, onClose }: ILinkPopoverProps) {
    const [url, setUrl] = useState(initial);
    const [problem, setProblem] = useState<string | null>(null);
    const inputID = useId();
    const problemID = useId();
    const inputRef = useRef<HTMLInputElement>(null);
    useEffect(() => inputRef.current?.focus(), []);
    // Escape anywhere in the dialog closes it (a listener: the dialog itself is not interactive).
    const dialogRef = useRef<HTMLDivElement>(null);
    const closeRef = useRef(onClose);
    closeRef.current = onClose;
    useEffect(() => {
        const dialog = dialogRef.current;
        const onKey = (event: globalThis.KeyboardEvent) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            event.stopPropagation();
            closeRef.current();
        };
        dialog?.addEventListener("keydown", onKey);
        return () => dialog?.removeEventListener("keydown", onKey);
    }, []);
    const submit = () => setProblem(onInsert(url));
    return (
        <div role="dialog" aria-label={t("Insert link")} className={classes.popover} ref={dialogRef}>
            <div className={classes.field}>
                <label htmlFor={inputID}>{t("Link address")}</label>
                <input
                    id={inputID}
                    ref={inputRef}
                    className={classes.input}
                    type="url"
                    inputMode="url"
                    value={url}
                    aria-invalid={problem !== null}
                    aria-describedby={problem ? problemID : undefined}
                    onChange={(event) => setUrl(event.target.value)}
                    onKeyDown={(event) => {
                        // Not the surrounding form's submit: this only inserts the link.
                        if (event.key === "Enter") {
                            event.preventDefault();
                            submit();
                        }
                    }}
                />
            </div>
            <button type="button" className={classes.toolButton} onClick={submit}>
                {t("Insert link")}
            </button>
            {hasLink && (
                <button type="button" className={classes.toolButton} onClick={onRemove}>
                    {t("Remove link")}
                </button>
            )}
            <button type="button" className={classes.toolButton} onClick={onClose}>
                {t("Cancel")}
            </button>
            {problem && (
                <p id={problemID} className={classes.error} role="alert">
                    {problem}
                </p>
            )}
        </div>
    );
}
