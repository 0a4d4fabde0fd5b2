import { useId, useState } from "react";
import type { IComposerValue } from "@library/composer/composerTypes";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { PostForm, type IPostExtras } from "@library/forms/PostForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { PIN_LOCATIONS, type PinLocation } from "@library/drafts/draftTypes";
import { MAX_DISCUSSION_NAME_LENGTH } from "@vanilla/discussion/discussionOptionsPermissions";
import { CREATE_DISCUSSION_SUBMIT, type ICreateDiscussionFormProps } from "@vanilla/post/createPostTypes";
import { postFormSections } from "@library/addons/postFormSections";
import { toApiError } from "@library/api/apiErrors";
import { PostFormSections } from "@vanilla/post/PostFormSections";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";

const PIN_LABELS: Record<PinLocation, string> = { none: "Don't announce", category: "Announce in the category", recent: "Announce everywhere" };

/** The fields shown at their own input; any other message shows above the text box. */
const FIELDS_WITH_PLACE = ["name", "categoryID", "type", "pinLocation", "tagIDs", "newTagNames"];

/**
 * The create-post form (content §2): title, category (only those the member may post in),
 * post type when the category accepts several, announce for community.manage, tags when
 * tagging is on, and the body. With JavaScript it posts POST /api/v2/discussions and opens the
 * new discussion; without, the same fields post to `action` as a plain form.
 */
export function CreateDiscussionForm({ action, categories, postTypes, values, canPin, tagging, canAddTags, draftID, draftPath, uploads, error = null, fieldErrors = {}, idempotencyKey: formKey }: ICreateDiscussionFormProps) {
    const [name, setName] = useState(values.name);
    const [categoryID, setCategoryID] = useState(values.categoryID ? String(values.categoryID) : "");
    const [type, setType] = useState(values.type);
    const [pinLocation, setPinLocation] = useState<PinLocation>(values.pinLocation);
    const [tags, setTags] = useState(values.tags);
    // Add-ons' sections (a poll): their values by attribute name, and the server's messages for their fields.
    const [attributes, setAttributes] = useState<Record<string, unknown>>({});
    const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
    const dispatch = useAppDispatch();
    const ids = { name: useId(), category: useId(), type: useId(), pin: useId(), tags: useId() };

    const category = categories.find((option) => String(option.categoryID) === categoryID);
    const typeChoices = postTypes.filter((option) => !category || category.postTypes.includes(option.type));
    const fieldError = (field: string) => (fieldErrors[field] ? [fieldErrors[field]] : []);
    const placed = FIELDS_WITH_PLACE.some((field) => fieldErrors[field]);

    const newTagNames = tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean);
    // The fields beside the body ride with the draft (content §3 discussion draft meta).
    const meta = { name, categoryID: Number(categoryID) || undefined, postTypeID: type, pinLocation, newTagNames };
    const restoreMeta = (restored: Record<string, unknown>) => {
        if (typeof restored.name === "string") setName(restored.name);
        if (typeof restored.categoryID === "number") setCategoryID(String(restored.categoryID));
        if (typeof restored.postTypeID === "string") setType(restored.postTypeID);
        if (typeof restored.pinLocation === "string" && (PIN_LOCATIONS as readonly string[]).includes(restored.pinLocation)) setPinLocation(restored.pinLocation as PinLocation);
        if (Array.isArray(restored.newTagNames)) setTags(restored.newTagNames.join(", "));
    };

    const send = async (value: IComposerValue, { draftID: sentDraftID, idempotencyKey }: IPostExtras) => {
        const { postDiscussion } = await loadDiscussionThunks();
        const offered = postFormSections().filter((section) => !section.postTypes || section.postTypes.includes(type));
        const sent = Object.fromEntries(Object.entries(attributes).filter(([key, entry]) => entry !== undefined && offered.some((section) => section.name === key)));
        try {
            const created = await dispatch(
                postDiscussion({ categoryID: Number(categoryID), name, body: value.body, format: value.format, type, pinLocation, newTagNames, draftID: sentDraftID, idempotencyKey, ...(Object.keys(sent).length ? { attributes: sent } : {}) }),
            );
            return created.url;
        } catch (error) {
            // Each section shows its own fields' messages; the form shows the first one above the text box.
            const errors = toApiError(error).errors;
            setSectionErrors(Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]?.message ?? ""])));
            throw error;
        }
    };

    return (
        <PostForm
            id="create-discussion"
            label={t("Body")}
            // The chosen post type's own words ("Ask Question"), following the type picker.
            submitLabel={t(postTypes.find((option) => option.type === type)?.submitLabel ?? CREATE_DISCUSSION_SUBMIT)}
            draft={{ scope: { recordType: "discussion" }, pathKey: draftPath, draftID, meta, onRestoreMeta: restoreMeta }}
            initialValue={values.body ? { body: values.body, format: "markdown" } : undefined}
            initialError={placed ? null : error}
            send={send}
            action={action}
            idempotencyKey={formKey}
            uploads={uploads}
        >
            <InputField
                id={ids.name}
                name="name"
                label={t("Title")}
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                maxLength={MAX_DISCUSSION_NAME_LENGTH}
                errors={fieldError("name")}
            />
            <div className={formClasses.field}>
                <label htmlFor={ids.category} className={formClasses.label}>
                    {t("Category")}
                    <span className={formClasses.required} aria-hidden="true">
                        *
                    </span>
                </label>
                <select
                    id={ids.category}
                    name="categoryID"
                    className={formClasses.input}
                    value={categoryID}
                    onChange={(event) => setCategoryID(event.target.value)}
                    required
                    aria-invalid={fieldErrors.categoryID ? true : undefined}
                    aria-describedby={fieldErrors.categoryID ? `${ids.category}-errors` : undefined}
                >
                    <option value="">{t("Choose a category")}</option>
                    {categories.map((option) => (
                        <option key={option.categoryID} value={option.categoryID}>
                            {`${"\u00a0\u00a0".repeat(option.depth)}${option.name}`}
                        </option>
                    ))}
                </select>
                {fieldErrors.categoryID && (
                    <p id={`${ids.category}-errors`} className={formClasses.fieldError}>
                        {fieldErrors.categoryID}
                    </p>
                )}
            </div>
            {typeChoices.length > 1 ? (
                <div className={formClasses.field}>
                    <label htmlFor={ids.type} className={formClasses.label}>
                        {t("Post type")}
                    </label>
                    <select id={ids.type} name="type" className={formClasses.input} value={type} onChange={(event) => setType(event.target.value)}>
                        {typeChoices.map((option) => (
                            <option key={option.type} value={option.type}>
                                {t(option.label)}
                            </option>
                        ))}
                    </select>
                    {fieldErrors.type && <p className={formClasses.fieldError}>{fieldErrors.type}</p>}
                </div>
            ) : (
                <input type="hidden" name="type" value={type} />
            )}
            {canPin && (
                <div className={formClasses.field}>
                    <label htmlFor={ids.pin} className={formClasses.label}>
                        {t("Announce")}
                    </label>
                    <select id={ids.pin} name="pinLocation" className={formClasses.input} value={pinLocation} onChange={(event) => setPinLocation(event.target.value as PinLocation)}>
                        {PIN_LOCATIONS.map((location) => (
                            <option key={location} value={location}>
                                {t(PIN_LABELS[location])}
                            </option>
                        ))}
                    </select>
                    {fieldErrors.pinLocation && <p className={formClasses.fieldError}>{fieldErrors.pinLocation}</p>}
                </div>
            )}
            {tagging && (
                <InputField
                    id={ids.tags}
                    name="tags"
                    label={canAddTags ? t("Tags (comma-separated; new names create tags)") : t("Tags (comma-separated, existing tags)")}
                    value={tags}
                    onChange={(event) => setTags(event.target.value)}
                    errors={fieldErrors.newTagNames ? [fieldErrors.newTagNames] : fieldError("tagIDs")}
                />
            )}
            <PostFormSections postType={type} values={attributes} onChange={(key, entry) => setAttributes((current) => ({ ...current, [key]: entry }))} fieldErrors={sectionErrors} />
        </PostForm>
    );
}
