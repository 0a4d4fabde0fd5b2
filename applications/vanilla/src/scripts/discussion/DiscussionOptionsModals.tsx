/**
 * The small forms behind the options menu's Move, Change Post Type and Tag items (content §4,
 * §6). Each asks for one choice, then hands it to `onSave`; the menu sends it, refreshes the
 * discussion and shows a failure as a toast that stays. Categories come from the cached category
 * search (GET /categories/search), tags from GET /tags (cached the same way).
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { lookupApi, type ICategorySearchResult } from "@library/api/lookupApi";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";
import { CategoryPicker } from "@vanilla/categories/CategoryPicker";
import type { ITagFragment } from "@vanilla/discussions/discussionTypes";
import { convertibleTypes } from "@vanilla/discussion/discussionOptionsPermissions";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";

/** GET /tags, cached like the other look-ups (DESIGN.md §3). */
const tagsApi = lookupApi.injectEndpoints({
    endpoints: (build) => ({
        getTags: build.query<ITagFragment[], { query: string }>({ query: ({ query }) => ({ url: "/tags", params: { query, limit: 50 } }) }),
    }),
});

/** Labels of the post types (untranslated; passed through t()). */
export const TYPE_LABELS: Record<string, string> = { discussion: "Discussion", question: "Question", idea: "Idea", poll: "Poll", event: "Event" };

interface IFormModalProps {
    title: string;
    onClose: () => void;
    /** Resolves when the change was sent (saved or not): the modal then closes. */
    onSubmit: () => Promise<void>;
    canSubmit: boolean;
    children: ReactNode;
}

/** A small form with Cancel and Save; also the "Add to collection" form's frame (collections/AddToCollectionModal). */
export function FormModal({ title, onClose, onSubmit, canSubmit, children }: IFormModalProps) {
    const [saving, setSaving] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!canSubmit || saving) return;
        setSaving(true);
        await onSubmit();
        setSaving(false);
    };
    return (
        <Modal isVisible={true} onClose={() => !saving && onClose()} title={title} size="small">
            <form onSubmit={submit}>
                {children}
                <div className={classes.confirmActions}>
                    <Button onClick={onClose} disabled={saving}>
                        {t("Cancel")}
                    </Button>
                    <Button buttonType="primary" type="submit" disabled={!canSubmit || saving} aria-busy={saving || undefined}>
                        {t("Save")}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}

export function MoveDiscussionModal({ categoryID, onClose, onSave }: { categoryID: number; onClose: () => void; onSave: (categoryID: number) => Promise<void> }) {
    const [chosen, setChosen] = useState<ICategorySearchResult | null>(null);
    return (
        <FormModal title={t("Move Discussion")} onClose={onClose} canSubmit={chosen !== null && chosen.categoryID !== categoryID} onSubmit={() => onSave(chosen!.categoryID)}>
            <CategoryPicker chosen={chosen} onChoose={setChosen} currentCategoryID={categoryID} />
        </FormModal>
    );
}

export function ChangeTypeModal({ type, allowedDiscussionTypes, onClose, onSave }: { type: string; allowedDiscussionTypes?: string[] | null; onClose: () => void; onSave: (type: string) => Promise<void> }) {
    const [chosen, setChosen] = useState(type);
    return (
        <FormModal title={t("Change Post Type")} onClose={onClose} canSubmit={chosen !== type} onSubmit={() => onSave(chosen)}>
            <fieldset className={classes.choices}>
                <legend className={classes.fieldLabel}>{t("Post Type")}</legend>
                {convertibleTypes(allowedDiscussionTypes).map((value) => (
                    <label key={value} className={classes.choice}>
                        <input type="radio" name="type" checked={chosen === value} onChange={() => setChosen(value)} />
                        {t(TYPE_LABELS[value] ?? value)}
                    </label>
                ))}
            </fieldset>
        </FormModal>
    );
}

export function TagsModal({ tags, onClose, onSave }: { tags: ITagFragment[]; onClose: () => void; onSave: (tagIDs: number[]) => Promise<void> }) {
    const [chosen, setChosen] = useState(() => new Set(tags.map((tag) => tag.tagID)));
    const { data = [], isFetching, error } = tagsApi.useGetTagsQuery({ query: "" });
    // The discussion's own tags stay listed even if the look-up misses them.
    const all = [...tags.filter((tag) => !data.some((known) => known.tagID === tag.tagID)), ...data];
    const toggle = (tagID: number) =>
        setChosen((current) => {
            const next = new Set(current);
            if (!next.delete(tagID)) next.add(tagID);
            return next;
        });
    return (
        <FormModal title={t("Tag")} onClose={onClose} canSubmit={!isFetching} onSubmit={() => onSave([...chosen])}>
            <fieldset className={classes.choices} aria-busy={isFetching || undefined}>
                <legend className={classes.fieldLabel}>{t("Tags")}</legend>
                {error && <p role="alert">{error.message}</p>}
                {all.map((tag) => (
                    <label key={tag.tagID} className={classes.choice}>
                        <input type="checkbox" checked={chosen.has(tag.tagID)} onChange={() => toggle(tag.tagID)} />
                        {tag.name}
                    </label>
                ))}
                {!isFetching && !error && all.length === 0 && <p>{t("No tags yet.")}</p>}
            </fieldset>
        </FormModal>
    );
}
