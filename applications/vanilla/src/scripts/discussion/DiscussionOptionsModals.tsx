/**
 * The small forms behind the options menu's Move, Change Post Type and Tag items (content §4,
 * §6). Each asks for one choice, then hands it to `onSave`; the menu sends it, refreshes the
 * discussion and shows a failure as a toast that stays. Categories come from the cached category
 * search (GET /categories/search), tags from GET /tags (cached the same way).
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { lookupApi, type ICategorySearchResult } from "@library/api/lookupApi";
import { mentionApi } from "@library/forms/mentionApi";
import type { IUserFragment } from "@library/users/userTypes";
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

export type PinLocation = "none" | "category" | "recent";
const PIN_LABELS: Record<PinLocation, string> = { none: "Don't announce", category: "In its category", recent: "In its category and on Recent Discussions" };

/** Announce (content §3 "announce: none, category, recent"): where the discussion is pinned. */
export function AnnounceModal({ pinLocation, onClose, onSave }: { pinLocation: PinLocation; onClose: () => void; onSave: (pinLocation: PinLocation) => Promise<void> }) {
    const [chosen, setChosen] = useState(pinLocation);
    return (
        <FormModal title={t("Announce")} onClose={onClose} canSubmit={chosen !== pinLocation} onSubmit={() => onSave(chosen)}>
            <fieldset className={classes.choices}>
                <legend className={classes.fieldLabel}>{t("Where should this discussion be announced?")}</legend>
                {(Object.keys(PIN_LABELS) as PinLocation[]).map((value) => (
                    <label key={value} className={classes.choice}>
                        <input type="radio" name="pinLocation" checked={chosen === value} onChange={() => setChosen(value)} />
                        {t(PIN_LABELS[value])}
                    </label>
                ))}
            </fieldset>
        </FormModal>
    );
}

/** Change Author (content §6, discussions.manage): type a name, pick the member from the matches (the @mention look-up). */
export function ChangeAuthorModal({ insertUserID, onClose, onSave }: { insertUserID: number; onClose: () => void; onSave: (userID: number) => Promise<void> }) {
    const [name, setName] = useState("");
    const [chosen, setChosen] = useState<IUserFragment | null>(null);
    const prefix = name.trim();
    const { data = [], isFetching, error } = mentionApi.useGetMentionSuggestionsQuery(prefix, { skip: prefix.length === 0 });
    const matches = prefix ? data.slice(0, 10) : [];
    return (
        <FormModal title={t("Change Author")} onClose={onClose} canSubmit={chosen !== null && chosen.userID !== insertUserID} onSubmit={() => onSave(chosen!.userID)}>
            <label className={classes.fieldLabel}>
                {t("New author's name")}
                <input type="text" value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} data-change-author-name="" />
            </label>
            <fieldset className={classes.choices} aria-busy={isFetching || undefined}>
                <legend className={classes.fieldLabel}>{t("Members")}</legend>
                {error && <p role="alert">{t("The members could not be looked up.")}</p>}
                {matches.map((user) => (
                    <label key={user.userID} className={classes.choice}>
                        <input type="radio" name="author" checked={chosen?.userID === user.userID} onChange={() => setChosen(user)} />
                        {user.name}
                    </label>
                ))}
                {prefix && !isFetching && !error && matches.length === 0 && <p>{t("No member has that name.")}</p>}
                {!prefix && <p>{t("Type the start of a name.")}</p>}
            </fieldset>
        </FormModal>
    );
}
