import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toApiError, type ApiError } from "@library/api/apiErrors";
import { PostKey } from "@library/api/postKey";
import { Button } from "@library/components/Button";
import { ComposerField } from "@library/composer/ComposerField";
import type { IComposerValue } from "@library/composer/composerTypes";
import { DraftSyncStatus } from "@library/drafts/DraftSyncStatus";
import type { IDraftScope } from "@library/drafts/draftAutosave";
import { isEmptyDraftBody } from "@library/drafts/draftMeta";
import type { IDraftAttributes } from "@library/drafts/draftTypes";
import { useDraftSync } from "@library/drafts/useDraftSync";
import { useSavedDraftToast } from "@library/drafts/useSavedDraftToast";
import { formNavigator } from "@library/forms/formNavigator";
import { formClasses } from "@library/components/form.styles";
import { useSharedDraftState } from "@library/forms/useSharedDraftState";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";
import type { IUploadConfig } from "@library/utility/uploadValidation";

/** What a post form sends besides its body: the draft the server deletes with the post, and the post's key. */
export interface IPostExtras {
    draftID: number | null;
    idempotencyKey: string;
}

export interface IPostFormDraft {
    /** Which draft this form writes (content §3): a discussion, a comment, a reply (commentParentID). */
    scope: IDraftScope;
    /** Where the draft is kept on the device until the server gives it an ID. */
    pathKey: string;
    /** A draft to open (e.g. /post/editdiscussion/0/{draftID}). */
    draftID?: number | null;
    /** The form's other fields as draft meta (a discussion's title, category…). */
    meta?: Record<string, unknown>;
    /** A kept or loaded draft's meta comes back into those fields. */
    onRestoreMeta?(meta: Record<string, unknown>): void;
}

export interface IPostFormProps {
    id?: string;
    /**
     * Alone (no `children`): the form's heading ("Leave a comment"), which names the text box too
     * unless `bodyLabel` does. After other fields: the text box's visible label ("Body").
     */
    label: string;
    /**
     * The text box's own name when the form stands alone ("Body", as on the create-post form):
     * the heading then only heads the form, and this label is read, not shown.
     */
    bodyLabel?: string;
    submitLabel: string;
    /** What the box starts with (an edit's source, the text of a refused plain form post). */
    initialValue?: IComposerValue;
    draft: IPostFormDraft;
    /** Posts the value; resolves with the address to open next. Errors are shown, the text kept. */
    send(value: IComposerValue, extras: IPostExtras): Promise<string>;
    /**
     * `send` hands `draftID` to a request that deletes the draft with the post (POST /discussions,
     * POST /comments): the default. Edits save with a PATCH that takes no draft: false, and the
     * form deletes the synced draft itself once saved, or it would outlive the edit.
     */
    postDeletesDraft?: boolean;
    /** Fields above the text box (a title, a category), part of the same form. */
    children?: ReactNode;
    /** Where the form posts without JavaScript (body, format, idempotencyKey and the children's fields). */
    action?: string;
    /** The server's message after a refused plain form post. */
    initialError?: string | null;
    /** The plain form post's key (a form sent twice makes one post). */
    idempotencyKey?: string;
    /**
     * The composer name Quote insertions go to. A named form also tells the store whether it
     * holds unposted text and discards its draft when asked (useSharedDraftState).
     */
    composerName?: string;
    uploads?: IUploadConfig;
    focusOnMount?: boolean;
    /** Shows a Cancel button. */
    onCancel?(): void;
    /**
     * The form's anchor (e.g. "#create-comment"): while it holds a draft and is scrolled out of
     * view, the 'Saved Draft Available.' toast offers to go back to it (content §8).
     */
    savedDraftToastHref?: string;
}

/**
 * A post unanswered this long is reported as not answered (the request may still land: the
 * Idempotency-Key makes posting again answer that post instead of making a second).
 */
export const POST_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("timeout")), ms);
        promise.then(
            (result) => {
                clearTimeout(timer);
                resolve(result);
            },
            (error: unknown) => {
                clearTimeout(timer);
                reject(error);
            },
        );
    });
}


export const EMPTY_POST: IComposerValue = { body: "", format: "rich2" };

/**
 * Why a post did not go through, in words a member can act on. Whatever the reason, the text
 * stays in the box, on the device and (when the server is reachable) in the member's drafts.
 */
export function postFailureMessage(error: ApiError, online = typeof navigator === "undefined" || navigator.onLine): string {
    const fieldMessage = Object.values(error.errors)[0]?.[0]?.message;
    if (error.status === 0) {
        return online
            ? t("The server did not answer. Your text is kept here; post again (it will not be posted twice).")
            : t("You are offline. Your text is kept on this device; post again when you are back online.");
    }
    if (error.status === 401 || (error.status === 403 && /sign in/i.test(error.message))) {
        return t("Your session has ended. Sign in again in another tab, then come back and post: your text is kept here.");
    }
    if (error.status >= 500) return t("The server could not post this. Your text is kept here; try again in a moment.");
    return fieldMessage ?? error.message;
}

function composerValueOf(attributes: Pick<IDraftAttributes, "body" | "format">): IComposerValue {
    return { body: attributes.body, format: attributes.format === "rich2" ? "rich2" : "markdown" };
}

/**
 * The one form members post with (content §4): the composer (rich text or Markdown), the draft
 * kept on the device and synced to the server (useDraftSync), and the post sent with an
 * Idempotency-Key so a retry after a lost answer never posts twice. Used by the reply form,
 * replies to a comment, the create-post page and the edit forms. Without JavaScript it is a
 * plain form posting Markdown to `action`.
 */
export function PostForm(props: IPostFormProps) {
    const { id, label, submitLabel, initialValue = EMPTY_POST, draft: draftOptions, send, children, action, initialError = null, idempotencyKey } = props;
    const [value, setValue] = useState<IComposerValue>(initialValue);
    const [sending, setSending] = useState(false);
    const [error, setError] = useState<string | null>(initialError);
    // Ids from the form's own id when it has one: an island's useId differs between the server's
    // whole-page render and the client's island root, and the editor (client-only) would point
    // its label at an id the server-rendered heading does not carry.
    const ownID = useId();
    const baseID = id ?? ownID;
    const headingID = `${baseID}-heading`;
    const composerID = `${baseID}-body`;
    // Alone with a body label, the box is named by it; otherwise by the label (the heading, or the field label after other fields).
    const ownBodyLabel = !children && props.bodyLabel !== undefined;
    const bodyLabelID = ownBodyLabel ? `${baseID}-body-label` : headingID;
    // A post whose answer was lost is sent again with the same key and not made twice.
    const postKey = useRef(new PostKey()).current;
    // The draft ID first sent under the current key. A resend must be the same post (the server
    // compares it with the first under one key), even when the draft synced in between (offline,
    // then online): otherwise the server refuses the resend and a new key posts twice.
    const sentUnderKey = useRef<{ key: string; draftID: number | null } | null>(null);

    const draft = useDraftSync({
        scope: draftOptions.scope,
        pathKey: draftOptions.pathKey,
        draftID: draftOptions.draftID ?? null,
        value: { body: value.body, format: value.format, ...(draftOptions.meta ? { draftMeta: draftOptions.meta } : {}) },
        // Text the server sent back with a refused plain form post is newer than any kept draft.
        enabled: initialError === null,
        onRestore: (attributes) => {
            setValue(composerValueOf(attributes));
            if (attributes.draftMeta) draftOptions.onRestoreMeta?.(attributes.draftMeta as Record<string, unknown>);
        },
    });
    const hasText = !isEmptyDraftBody(value.body, value.format);
    const formRef = useRef<HTMLFormElement>(null);
    useSharedDraftState({
        composer: props.composerName,
        hasDraft: hasText,
        discard: async () => {
            await draft.remove();
            setValue(EMPTY_POST);
        },
    });
    useSavedDraftToast({ hasDraft: props.savedDraftToastHref !== undefined && hasText, form: formRef, href: props.savedDraftToastHref ?? "" });

    const submit = async (event?: FormEvent) => {
        event?.preventDefault();
        if (sending) return;
        if (!hasText) {
            setError(t("Write something before posting."));
            return;
        }
        setSending(true);
        setError(null);
        try {
            const key = postKey.current();
            if (sentUnderKey.current?.key !== key) sentUnderKey.current = { key, draftID: draft.draftID };
            const sentDraftID = sentUnderKey.current.draftID;
            const next = await withTimeout(send(value, { draftID: sentDraftID, idempotencyKey: key }), POST_TIMEOUT_MS);
            postKey.settle();
            // The request deleted the draft it was sent with (POST), unless it takes none (PATCH of an
            // edit) or the draft was saved after the first send under this key: delete it here then.
            if (props.postDeletesDraft === false || (draft.draftID !== null && draft.draftID !== sentDraftID)) await draft.remove();
            else await draft.afterPost();
            formNavigator.open(next);
        } catch (caught) {
            const apiError = toApiError(caught);
            postKey.settle(apiError);
            setError(postFailureMessage(apiError));
            setSending(false);
        }
    };

    return (
        <form ref={formRef} id={id} className={classes.root} onSubmit={submit} aria-labelledby={children ? undefined : headingID} {...(action ? { method: "post", action } : {})}>
            {/* Alone, the label heads the form ("Leave a comment"); after other fields it labels the body like they do. */}
            {!children && (
                <h2 id={headingID} className={classes.heading}>
                    {ownBodyLabel ? label : <label htmlFor={composerID}>{label}</label>}
                </h2>
            )}
            {error && (
                <p className={classes.error} role="alert">
                    {error}
                </p>
            )}
            {children}
            {children && (
                <label id={headingID} htmlFor={composerID} className={formClasses.label}>
                    {label}
                </label>
            )}
            {ownBodyLabel && (
                // The plain text box and the editor that replaces it are both named by this label.
                <label id={bodyLabelID} htmlFor={composerID} className={visuallyHidden}>
                    {props.bodyLabel}
                </label>
            )}
            {action && idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
            <ComposerField
                id={composerID}
                labelledBy={bodyLabelID}
                value={value}
                onChange={setValue}
                onSubmit={() => void submit()}
                composerName={props.composerName}
                uploads={props.uploads}
                focusOnMount={props.focusOnMount}
                disabled={sending}
            />
            <div className={classes.hint}>
                <DraftSyncStatus sync={draft} />
            </div>
            <div className={classes.actions}>
                <Button buttonType="primary" type="submit" disabled={sending} aria-busy={sending}>
                    {sending ? t("Posting…") : submitLabel}
                </Button>
                {props.onCancel && (
                    <Button buttonType="text" onClick={props.onCancel}>
                        {t("Cancel")}
                    </Button>
                )}
            </div>
        </form>
    );
}
