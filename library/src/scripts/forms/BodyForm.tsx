import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { toApiError, type IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { readDraft, writeDraft } from "@library/forms/draftStorage";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { formNavigator } from "@library/forms/formNavigator";
import { useMentionSuggestions } from "@library/forms/useMentionSuggestions";

export const MAX_BODY_LENGTH = 50_000;

interface IProps {
    id?: string;
    /** The heading that labels the text box ("Leave a comment"). */
    label: string;
    submitLabel: string;
    /** Where the text is kept on the device until it is sent. */
    draftKey: string;
    /** Text to start with when no draft is kept (e.g. shared content). */
    initialText?: string;
    /** Sends the text; resolves with the address to open next. Errors are shown, the text kept. */
    send(body: string): Promise<string>;
    /** Fields above the text box (e.g. recipients), part of the same form. */
    children?: ReactNode;
    /**
     * A failed send's error, offered to the form's fields first: true when one of them shows it
     * (beside itself, with the focus), so the form does not repeat it above.
     */
    onSendError?: (error: IApiError) => boolean;
}


/**
 * A Markdown text form that keeps what is typed on the device until it is sent: private
 * messages (posts use PostForm: the composer and server-synced drafts). Ctrl+Enter sends.
 */
export function BodyForm({ id, label, submitLabel, draftKey, initialText = "", send, children, onSendError }: IProps) {
    const [body, setBody] = useState(initialText);
    const [sending, setSending] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const textareaID = useId();
    const hintID = useId();

    // Restored after hydration: the server rendered the initial text, and so must the first client render.
    useEffect(() => {
        const kept = readDraft(draftKey);
        if (kept) setBody(kept);
    }, [draftKey]);

    const change = (text: string) => {
        setBody(text);
        writeDraft(draftKey, text);
    };
    // @mention suggestions (shell §7, §9): looked up as the text and the caret change.
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    const mentions = useMentionSuggestions({ textareaRef, value: body, onChange: change });

    const submit = async (event?: FormEvent) => {
        event?.preventDefault();
        if (sending) return;
        if (!body.trim()) {
            setError(t("Write something before posting."));
            return;
        }
        setSending(true);
        setError(null);
        try {
            const next = await send(body);
            writeDraft(draftKey, "");
            formNavigator.open(next);
        } catch (caught) {
            // The text stays in the box (and on the device) so nothing is lost; say what went wrong.
            const apiError = toApiError(caught);
            const fieldMessage = Object.values(apiError.errors)[0]?.[0]?.message;
            setSending(false);
            if (!onSendError?.(apiError)) setError(fieldMessage ?? apiError.message);
        }
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (mentions.onKeyDown(event)) return;
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
    };

    return (
        <form id={id} className={classes.root} onSubmit={submit} aria-labelledby={`${textareaID}-heading`}>
            <h2 id={`${textareaID}-heading`} className={classes.heading}>
                <label htmlFor={textareaID}>{label}</label>
            </h2>
            {error && (
                <p className={classes.error} role="alert">
                    {error}
                </p>
            )}
            {children}
            <textarea
                id={textareaID}
                ref={textareaRef}
                className={classes.textarea}
                value={body}
                onChange={(event) => {
                    change(event.target.value);
                    mentions.update(event.target.value, event.target.selectionStart ?? event.target.value.length);
                }}
                onClick={(event) => mentions.update(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
                onBlur={mentions.close}
                {...mentions.inputProps}
                onKeyDown={onKeyDown}
                aria-describedby={hintID}
                maxLength={MAX_BODY_LENGTH}
            />
            {mentions.listbox}
            <p id={hintID} className={classes.hint}>
                {t("Markdown is supported. Ctrl+Enter posts.")}
            </p>
            <div className={classes.actions}>
                <Button buttonType="primary" type="submit" disabled={sending} aria-busy={sending}>
                    {sending ? t("Posting…") : submitLabel}
                </Button>
            </div>
        </form>
    );
}
