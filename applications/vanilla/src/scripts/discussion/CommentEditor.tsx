import { useEffect, useRef, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import { BodyForm } from "@library/forms/BodyForm";
import { writeDraft } from "@library/forms/draftStorage";
import { bodyFormClasses } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { loadFeature } from "@library/lazy/loadFeature";

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
    const [source, setSource] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const rootRef = useRef<HTMLDivElement>(null);
    const draftKey = commentEditDraftKey(commentID);

    useEffect(() => {
        let live = true;
        void (async () => {
            try {
                const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
                const { data } = await apiv2.get<{ body: string }>(`comments/${commentID}/edit`);
                if (live) setSource(data.body);
            } catch (caught) {
                if (live) setError(toApiError(caught).message);
            }
        })();
        return () => {
            live = false;
        };
    }, [commentID]);

    useEffect(() => {
        if (source !== null) rootRef.current?.querySelector("textarea")?.focus();
    }, [source]);

    const send = async (body: string) => {
        const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
        await apiv2.patch(`comments/${commentID}`, { body, format: "markdown" });
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
