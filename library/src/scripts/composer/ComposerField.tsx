/**
 * ComposerField: where a form puts its body. The first-load boundary of the composer — it must
 * never import Slate or the Composer statically (the composer chunk loads on demand).
 *
 * On the server and at hydration it is a plain labelled `<textarea name="body">` with
 * `<input type="hidden" name="format">`, so the form posts without JavaScript (Markdown). When
 * the member focuses or clicks it, when `focusOnMount` is set, when a Quote waits for its
 * `composerName`, or when the value is a non-empty rich2 body (which a plain box cannot show),
 * it loads the Composer chunk (loadFeature: retried, and a Retry message if it still fails) and
 * swaps it in with the text already typed — plain text becomes rich2 paragraphs, a Markdown
 * value stays Markdown — and moves focus into the editor. Typing while the chunk loads goes on
 * in the textarea and reaches `onChange`, so nothing is lost.
 *
 * Text typed before the island hydrated (a slow phone, a busy machine) is in the box but not in
 * React's state; it is taken in as an edit once mounted, or the next render would wipe it.
 *
 * Once the editor is in, the hidden inputs carry the current body and format, so a native form
 * post still sends what is written.
 *
 * Props: IComposerFieldProps (composerFieldProps.ts).
 */
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from "react";
import type { IComposerFieldProps } from "@library/composer/composerFieldProps";
import { composerFieldClasses as classes } from "@library/composer/composerField.styles";
import { valueFromText } from "@library/composer/composerText";
import { selectComposerInsertions } from "@library/forms/composerSlice";
import { loadFeature } from "@library/lazy/loadFeature";
import { useAppSelector } from "@library/redux/hooks";

export type { IComposerFieldProps } from "@library/composer/composerFieldProps";

type ComposerComponent = ComponentType<IComposerFieldProps>;

let composerChunk: Promise<ComposerComponent> | null = null;

/** Loads the composer chunk once (callers may start it early, e.g. when a reply form opens). */
export function loadComposer(): Promise<ComposerComponent> {
    composerChunk ??= loadFeature(() => import(/* webpackChunkName: "composer" */ "@library/composer/Composer")).then(
        (module) => module.default,
        (error: unknown) => {
            composerChunk = null;
            throw error;
        },
    );
    return composerChunk;
}

export function ComposerField(props: IComposerFieldProps) {
    const { id, label, labelledBy, value, onChange, onSubmit, disabled, focusOnMount, placeholder, composerName } = props;
    const ownID = useId();
    const textareaID = id ?? ownID;
    const [Composer, setComposer] = useState<ComposerComponent | null>(null);
    const [focusOnLoad, setFocusOnLoad] = useState(false);
    // Text typed in the plain box while the value is rich2 (a non-empty rich2 body loads the editor instead).
    const [plain, setPlain] = useState("");
    // A value set from outside (the form cleared after posting, a draft restored) replaces what
    // the plain box shows; the values this field sent itself do not.
    const [sent, setSent] = useState(value.body);
    if (value.body !== sent) {
        setSent(value.body);
        if (value.format === "rich2") setPlain("");
    }
    const requested = useRef(false);
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    const shown = value.format === "markdown" ? value.body : plain;

    const takeText = (text: string) => {
        const next = valueFromText(text, value.format);
        setPlain(text);
        setSent(next.body);
        onChange(next);
    };
    useEffect(() => {
        const typed = textareaRef.current?.value ?? "";
        if (typed !== "" && typed !== shown) takeText(typed);
        // Once, right after hydration: later edits arrive through onChange.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const open = useCallback((focus: boolean) => {
        if (focus) setFocusOnLoad(true);
        if (requested.current) return;
        requested.current = true;
        loadComposer().then(
            (component) => setComposer(() => component),
            () => {
                // The member closed the load failure message: the plain box stays, and the next focus tries again.
                requested.current = false;
            },
        );
    }, []);

    const insertions = useAppSelector(selectComposerInsertions);
    const quoteWaiting = composerName !== undefined && insertions.some((insertion) => insertion.composer === composerName);
    const richBody = value.format === "rich2" && value.body.trim() !== "";
    useEffect(() => {
        if (focusOnMount || quoteWaiting) open(true);
        else if (richBody) open(false);
    }, [focusOnMount, quoteWaiting, richBody, open]);

    if (Composer) {
        // Focus moves into the editor when the member asked for it (focus, click, a Quote).
        const composerProps = { ...props, id: textareaID, focusOnMount: focusOnLoad || focusOnMount };
        return (
            <>
                <Composer {...composerProps} />
                <input type="hidden" name="body" value={value.body} />
                <input type="hidden" name="format" value={value.format} />
            </>
        );
    }

    return (
        <div className={classes.root}>
            {label && !labelledBy && <label htmlFor={textareaID}>{label}</label>}
            <textarea
                ref={textareaRef}
                id={textareaID}
                name="body"
                className={classes.textarea}
                aria-labelledby={labelledBy}
                // Markdown is the value itself; rich2 text typed here is kept as typed (its value is paragraphs).
                value={shown}
                placeholder={placeholder}
                disabled={disabled}
                onFocus={() => open(true)}
                onPointerDown={() => open(true)}
                onChange={(event) => takeText(event.target.value)}
                onKeyDown={(event) => {
                    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                        event.preventDefault();
                        onSubmit?.();
                    }
                }}
            />
            {/* The plain box holds Markdown (or plain text, which Markdown renders the same). */}
            <input type="hidden" name="format" value="markdown" />
        </div>
    );
}
