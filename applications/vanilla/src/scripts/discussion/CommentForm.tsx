import { useEffect, useRef, useState } from "react";
import { BodyForm } from "@library/forms/BodyForm";
import { readDraft, writeDraft } from "@library/forms/draftStorage";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { onQuote } from "@vanilla/discussion/quote";
import { loadFeature } from "@library/lazy/loadFeature";

export interface ICommentFormProps {
    discussionID: number;
    /** The viewer is signed in. */
    signedIn: boolean;
    /** comments.add here (discussions.close when the discussion is closed), decided by the server. */
    canComment: boolean;
    closed: boolean;
    signInUrl: string;
}

export function commentDraftKey(discussionID: number): string {
    return `hearth:commentDraft:${discussionID}`;
}

/**
 * The reply form at the end of a discussion (an island): Markdown, kept as a draft until posted.
 * A Quote (quote.ts) is added after what is already typed, then the form is shown and focused.
 */
export function CommentForm({ discussionID, signedIn, canComment, closed, signInUrl }: ICommentFormProps) {
    const draftKey = commentDraftKey(discussionID);
    // BodyForm reads the kept draft when it mounts: a quote rewrites the draft and remounts it.
    const [generation, setGeneration] = useState(0);
    const rootRef = useRef<HTMLDivElement>(null);
    const focusPending = useRef(false);
    useEffect(
        () =>
            onQuote((markdown) => {
                const kept = readDraft(draftKey).trimEnd();
                writeDraft(draftKey, kept ? `${kept}\n\n${markdown}` : markdown);
                focusPending.current = true;
                setGeneration((value) => value + 1);
            }),
        [draftKey],
    );
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

    if (!signedIn) {
        return (
            <p id="create-comment" className={classes.notice}>
                <a href={signInUrl}>{t("Sign in to comment.")}</a>
            </p>
        );
    }
    if (!canComment) {
        return (
            <p id="create-comment" className={classes.notice}>
                {closed ? t("This discussion is closed.") : t("You don't have permission to comment here.")}
            </p>
        );
    }
    const send = async (body: string) => {
        const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
        const response = await apiv2.post<IComment>("comments", { discussionID, body, format: "markdown" });
        return response.data.url;
    };
    return (
        <div ref={rootRef}>
            <BodyForm key={generation} id="create-comment" label={t("Leave a comment")} submitLabel={t("Post Comment")} draftKey={draftKey} send={send} />
        </div>
    );
}
