import { useEffect, useRef, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import type { IComposerValue } from "@library/composer/composerTypes";
import { editableValue } from "@library/composer/editableValue";
import { PostForm } from "@library/forms/PostForm";
import { bodyFormClasses } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { selectCommentSource } from "@vanilla/comments/commentsSlice";

/** Where an edit's draft is kept on the device until the server gives it an ID. */
export function commentEditDraftPath(commentID: number): string {
    return `/comment/${commentID}/edit`;
}

interface IProps {
    commentID: number;
    onCancel(): void;
}

/**
 * Editing a comment in place: the stored source is loaded (GET /comments/{id}/edit, which
 * also checks the edit window on the server), edited in a PostForm (its unsaved edit a draft of the comment) and saved with PATCH; the
 * page then reloads at the comment, rendered by the server as every other comment is.
 */
export function CommentEditor({ commentID, onCancel }: IProps) {
    const dispatch = useAppDispatch();
    const loaded = useAppSelector((state) => selectCommentSource(state, commentID));
    const rootRef = useRef<HTMLDivElement>(null);
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

    const send = async (value: IComposerValue) => {
        const { patchComment } = await loadCommentThunks();
        await dispatch(patchComment({ commentID, body: value.body, format: value.format }));
        // Through /discussion/comment/{id}: the page holding it under the current sort, scrolled to it.
        return `/discussion/comment/${commentID}${window.location.search}`;
    };


    return (
        <div ref={rootRef}>
            {error && (
                <p className={bodyFormClasses.error} role="alert">
                    {error}
                </p>
            )}
            {source === null && !error && <Loader />}
            {source !== null && (
                <PostForm
                    label={t("Edit Comment")}
                    submitLabel={t("Save Comment")}
                    draft={{ scope: { recordType: "comment", recordID: commentID }, pathKey: commentEditDraftPath(commentID) }}
                    initialValue={editableValue(source)}
                    send={send}
                    postDeletesDraft={false}
                    focusOnMount
                    onCancel={onCancel}
                />
            )}
            {source === null && (
                <Button buttonType="text" onClick={onCancel}>
                    {t("Cancel")}
                </Button>
            )}
        </div>
    );
}
