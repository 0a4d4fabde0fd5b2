import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { commentFormClasses as classes } from "@vanilla/discussion/commentForm.styles";
import { readCommentDraft, writeCommentDraft } from "@vanilla/discussion/commentDraftStorage";

export interface ICommentFormProps {
    discussionID: number;
    /** The viewer is signed in. */
    signedIn: boolean;
    /** comments.add here (discussions.close when the discussion is closed), decided by the server. */
    canComment: boolean;
    closed: boolean;
    signInUrl: string;
}

/** After posting, the browser opens the comment in place (the server knows its page). */
export const commentNavigator = { open: (url: string) => window.location.assign(url) };

/** The reply form at the end of a discussion (an island): Markdown, kept as a draft until posted. */
export function CommentForm({ discussionID, signedIn, canComment, closed, signInUrl }: ICommentFormProps) {
    const [body, setBody] = useState("");
    const [posting, setPosting] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const textareaID = useId();
    const hintID = useId();

    // Restored after hydration: the server rendered an empty form, and so must the first client render.
    useEffect(() => setBody(readCommentDraft(discussionID)), [discussionID]);

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

    const change = (text: string) => {
        setBody(text);
        writeCommentDraft(discussionID, text);
    };

    const submit = async (event?: FormEvent) => {
        event?.preventDefault();
        if (posting) return;
        if (!body.trim()) {
            setError(t("Write something before posting."));
            return;
        }
        setPosting(true);
        setError(null);
        try {
            const { apiv2 } = await import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2");
            const response = await apiv2.post<IComment>("comments", { discussionID, body, format: "markdown" });
            writeCommentDraft(discussionID, "");
            commentNavigator.open(response.data.url);
        } catch (caught) {
            // The text stays in the box (and on the device) so nothing is lost; say what went wrong.
            const apiError = toApiError(caught);
            setError(apiError.errors.body?.[0]?.message ?? apiError.message);
            setPosting(false);
        }
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
    };

    return (
        <form id="create-comment" className={classes.root} onSubmit={submit} aria-labelledby={`${textareaID}-heading`}>
            <h2 id={`${textareaID}-heading`} className={classes.heading}>
                <label htmlFor={textareaID}>{t("Leave a comment")}</label>
            </h2>
            {error && (
                <p className={classes.error} role="alert">
                    {error}
                </p>
            )}
            <textarea
                id={textareaID}
                className={classes.textarea}
                value={body}
                onChange={(event) => change(event.target.value)}
                onKeyDown={onKeyDown}
                aria-describedby={hintID}
                maxLength={50_000}
            />
            <p id={hintID} className={classes.hint}>
                {t("Markdown is supported. Ctrl+Enter posts.")}
            </p>
            <div className={classes.actions}>
                <Button buttonType="primary" type="submit" disabled={posting} aria-busy={posting}>
                    {posting ? t("Posting…") : t("Post Comment")}
                </Button>
            </div>
        </form>
    );
}
