import { useEffect, useRef, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import { BodyForm } from "@library/forms/BodyForm";
import { writeDraft } from "@library/forms/draftStorage";
import { bodyFormClasses } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { selectCommentSource } from "@vanilla/comments/commentsSlice";

export function commentEditDraftKey(commentID: number): string {
    return `hearth:commentEdit:${commentID}`;
}

interface IProps {
    commentID: number;
    onCancel(): void;
}

/**
 * Editing a comment in place: the stored Markdown source is loaded (GET /comments/{id}/edit, which
 * also checks the edit window on the server), edited in a BodyForm and saved with PATCH; the
 * page then reloads at the comment, rendered by the server as every other comment is.
 */
export function CommentEditor({ commentID, onCancel }: IProps) {
    const dispatch = useAppDispatch();
    const loaded = useAppSelector((state) => selectCommentSource(state, commentID));
    const rootRef = useRef<HTMLDivElement>(null);
    const draftKey = commentEditDraftKey(commentID);
    // Each opening asks again (the edit window may have closed): what an earlier opening stored
    // is not shown, only the answer to this opening's request.
    const [asked, setAsked] = useState(false);
    // The actions' chunk failing to load is the one error the slice cannot hold.
    const [loadError, setLoadError] = useState<string | null>(null);
    const source = asked && loaded?.status === LoadStatus.SUCCESS ? (loaded.data ?? null) : null;
    const error = loadError ?? (asked && loaded?.status === LoadStatus.ERROR ? (loaded.error?.message ?? null) : null);

    useEffect(() => {
        loadCommentThunks().then(
            ({ fetchCommentSource }) => {
                // The thunk marks the source LOADING before it returns; a refusal is kept in the slice (read above).
                dispatch(fetchCommentSource({ commentID })).catch(() => undefined);
                setAsked(true);
            },
            (caught: unknown) => setLoadError(toApiError(caught).message),
        );
    }, [commentID, dispatch]);

    useEffect(() => {
        if (source !== null) rootRef.current?.querySelector("textarea")?.focus();
    }, [source]);

    const send = async (body: string) => {
        const { patchComment } = await loadCommentThunks();
        await dispatch(patchComment({ commentID, body }));
        // Through /discussion/comment/{id}: the page holding it under the current sort, scrolled to it.
        return `/discussion/comment/${commentID}${window.location.search}`;
    };

    const cancel = () => {
        writeDraft(draftKey, "");
        onCancel();
    };

    return (
        <div ref={rootRef}>
            {error && (
                <p className={bodyFormClasses.error} role="alert">
                    {error}
                </p>
            )}
            {source === null && !error && <Loader />}
            {source !== null && <BodyForm label={t("Edit Comment")} submitLabel={t("Save Comment")} draftKey={draftKey} initialText={source} send={send} />}
            <Button buttonType="text" onClick={cancel}>
                {t("Cancel")}
            </Button>
        </div>
    );
}
