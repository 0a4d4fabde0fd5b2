import { BodyForm } from "@library/forms/BodyForm";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import type { IComment } from "@vanilla/discussion/commentTypes";

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

/** The reply form at the end of a discussion (an island): Markdown, kept as a draft until posted. */
export function CommentForm({ discussionID, signedIn, canComment, closed, signInUrl }: ICommentFormProps) {
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
        const { apiv2 } = await import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2");
        const response = await apiv2.post<IComment>("comments", { discussionID, body, format: "markdown" });
        return response.data.url;
    };
    return <BodyForm id="create-comment" label={t("Leave a comment")} submitLabel={t("Post Comment")} draftKey={commentDraftKey(discussionID)} send={send} />;
}
