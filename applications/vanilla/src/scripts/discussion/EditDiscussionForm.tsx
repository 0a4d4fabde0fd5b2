import { useId, useState } from "react";
import { InputField } from "@library/components/InputField";
import type { BodyFormat, IComposerValue } from "@library/composer/composerTypes";
import { editableValue } from "@library/composer/editableValue";
import { PostForm } from "@library/forms/PostForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { MAX_DISCUSSION_NAME_LENGTH } from "@vanilla/discussion/discussionOptionsPermissions";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";

export interface IEditDiscussionFormProps {
    discussionID: number;
    name: string;
    /** The body's stored source (not its HTML) and its format. */
    body: string;
    format: BodyFormat;
}

/** Where the edit's draft is kept on the device until the server gives it an ID. */
export function editDiscussionDraftPath(discussionID: number): string {
    return `/post/editdiscussion/${discussionID}`;
}

/**
 * The form of /post/editdiscussion/{id} (content §2): the title and the body in the composer,
 * saved with PATCH /discussions/{id} {name, body, format}; the server applies the edit window
 * (content §5) and answers 403 outside it, shown above the text. Unsaved edits are a draft of
 * the discussion (recordID), kept and synced like any other. After saving, the discussion opens.
 */
export function EditDiscussionForm({ discussionID, name: initialName, body, format }: IEditDiscussionFormProps) {
    const dispatch = useAppDispatch();
    const [name, setName] = useState(initialName);
    const nameID = useId();
    const send = async (value: IComposerValue) => {
        const { patchDiscussion } = await loadDiscussionThunks();
        const saved = await dispatch(patchDiscussion({ discussionID, name, body: value.body, format: value.format }));
        return saved.url;
    };
    return (
        <PostForm
            id="edit-discussion"
            label={t("Body")}
            submitLabel={t("Save")}
            draft={{
                scope: { recordType: "discussion", recordID: discussionID },
                pathKey: editDiscussionDraftPath(discussionID),
                meta: { name },
                onRestoreMeta: (meta) => {
                    if (typeof meta.name === "string") setName(meta.name);
                },
            }}
            initialValue={editableValue({ body, format })}
            send={send}
            postDeletesDraft={false}
        >
            <InputField id={nameID} label={t("Title")} value={name} onChange={(event) => setName(event.target.value)} required maxLength={MAX_DISCUSSION_NAME_LENGTH} />
        </PostForm>
    );
}
