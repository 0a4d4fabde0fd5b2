import { useId, useState } from "react";
import { InputField } from "@library/components/InputField";
import { BodyForm } from "@library/forms/BodyForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { MAX_DISCUSSION_NAME_LENGTH } from "@vanilla/discussion/discussionOptionsPermissions";
import { loadFeature } from "@library/lazy/loadFeature";

export interface IEditDiscussionFormProps {
    discussionID: number;
    name: string;
    /** The body's source (Markdown or plain text), not its HTML. */
    body: string;
}

/** The draft key of the edit form: unsaved edits stay on the device until they are saved. */
export function editDraftKey(discussionID: number): string {
    return `editDiscussion-${discussionID}`;
}

/**
 * The form of /post/editdiscussion/{id} (content §2): the title and the body, saved with
 * PATCH /discussions/{id} {name, body, format}; the server applies the edit window (content §5)
 * and answers 403 outside it, shown above the text. After saving, the discussion opens.
 */
export function EditDiscussionForm({ discussionID, name: initialName, body }: IEditDiscussionFormProps) {
    const dispatch = useAppDispatch();
    const [name, setName] = useState(initialName);
    const nameID = useId();
    const send = async (text: string) => {
        const { patchDiscussion } = await loadFeature(() => import(/* webpackChunkName: "discussionThunks" */ "@vanilla/discussions/discussionThunks"));
        // The form writes Markdown (BodyForm's hint says so): the saved body is Markdown from now on.
        const saved = await dispatch(patchDiscussion({ discussionID, name, body: text, format: "markdown" }));
        return saved.url;
    };
    return (
        <BodyForm label={t("Body")} submitLabel={t("Save")} draftKey={editDraftKey(discussionID)} initialText={body} send={send}>
            <InputField id={nameID} label={t("Title")} value={name} onChange={(event) => setName(event.target.value)} required maxLength={MAX_DISCUSSION_NAME_LENGTH} />
        </BodyForm>
    );
}
