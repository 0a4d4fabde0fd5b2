import { useEffect, useRef, useState } from "react";
import { PostKey } from "@library/api/postKey";
import { BodyForm } from "@library/forms/BodyForm";
import { insertionApplied, REPLY_COMPOSER } from "@library/forms/composerActions";
import { registerComposerSlice, selectComposerInsertions } from "@library/forms/composerSlice";
import { readDraft, writeDraft } from "@library/forms/draftStorage";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { registerCommentsSlice } from "@vanilla/comments/commentsSlice";

registerComposerSlice();
registerCommentsSlice();

export interface ICommentFormProps {
    discussionID: number;
    /** The viewer is signed in. */
    signedIn: boolean;
    /** comments.add here (discussions.close when the discussion is closed), decided by the server. */
    canComment: boolean;
    closed: boolean;
    signInUrl: string;
    /** Where the form posts without JavaScript (POST /discussion/{id}/comment). */
    action?: string;
    /** After a plain form post that failed: the text sent and the server's message. */
    initialText?: string;
    error?: string | null;
    /** The plain form post's key (a form sent twice makes one comment). */
    idempotencyKey?: string;
}

export function commentDraftKey(discussionID: number): string {
    return `hearth:commentDraft:${discussionID}`;
}

/**
 * The reply form at the end of a discussion (an island): Markdown, kept as a draft until posted.
 * A Quote (a composer insertion from another island, commentThunks.quotePost) is added after
 * what is already typed, then the form is shown and focused.
 */
export function CommentForm({ discussionID, signedIn, canComment, closed, signInUrl, action, initialText, error, idempotencyKey }: ICommentFormProps) {
    const draftKey = commentDraftKey(discussionID);
    // BodyForm reads the kept draft when it mounts: a quote rewrites the draft and remounts it.
    const [generation, setGeneration] = useState(0);
    const rootRef = useRef<HTMLDivElement>(null);
    // A comment whose answer was lost is sent again with the same key and not posted twice.
    const postKey = useRef(new PostKey()).current;
    const focusPending = useRef(false);
    const dispatch = useAppDispatch();
    const insertions = useAppSelector(selectComposerInsertions);
    // An insertion is applied once even if the effect runs twice before the store drops it.
    const applied = useRef(new Set<number>());
    useEffect(() => {
        const waiting = insertions.filter((insertion) => insertion.composer === REPLY_COMPOSER && !applied.current.has(insertion.insertionID));
        if (waiting.length === 0) return;
        let text = readDraft(draftKey);
        for (const { insertionID, text: markdown } of waiting) {
            const kept = text.trimEnd();
            text = kept ? `${kept}\n\n${markdown}` : markdown;
            applied.current.add(insertionID);
        }
        writeDraft(draftKey, text);
        focusPending.current = true;
        setGeneration((value) => value + 1);
        for (const { insertionID } of waiting) dispatch(insertionApplied({ insertionID }));
    }, [insertions, draftKey, dispatch]);
    useEffect(() => {
        if (!focusPending.current) return;
        // After BodyForm's own effect has restored the draft into the text box.
        const timer = window.setTimeout(() => {
            const textarea = rootRef.current?.querySelector("textarea");
            if (!textarea) return;
            focusPending.current = false;
            textarea.scrollIntoView?.({ block: "center" });
            textarea.focus();
            textarea.setSelectionRange(textarea.value.length, textarea.value.length);
        }, 0);
        return () => window.clearTimeout(timer);
    }, [generation]);

    // Refused: the reason instead of the form, and any text a plain form post sent, to copy elsewhere.
    const keptText = initialText?.trim() ? (
        <textarea className={classes.textarea} readOnly aria-label={t("Your text (not posted)")} defaultValue={initialText} />
    ) : null;
    if (!signedIn) {
        return (
            <div id="create-comment">
                <p className={classes.notice}>
                    <a href={signInUrl}>{t("Sign in to comment.")}</a>
                </p>
                {keptText}
            </div>
        );
    }
    if (!canComment) {
        return (
            <div id="create-comment">
                <p className={classes.notice}>{closed ? t("This discussion is closed.") : t("You don't have permission to comment here.")}</p>
                {keptText}
            </div>
        );
    }
    const send = async (body: string) => {
        const { postComment } = await loadCommentThunks();
        try {
            const { url } = await dispatch(postComment({ discussionID, body, idempotencyKey: postKey.current() }));
            postKey.settle();
            return url;
        } catch (caught) {
            postKey.settle(caught);
            throw caught;
        }
    };
    return (
        <div ref={rootRef}>
            <BodyForm
                key={generation}
                id="create-comment"
                label={t("Leave a comment")}
                submitLabel={t("Post Comment")}
                draftKey={draftKey}
                send={send}
                action={action}
                initialText={initialText}
                initialError={error}
                idempotencyKey={idempotencyKey}
            />
        </div>
    );
}
