/**
 * The options menu's "Add to Collection" form (content §6; shell §7 collections calls), loaded
 * only when the item is chosen. Every collection with a checkbox, checked for the ones that
 * hold the record now (GET /collections, GET /collections/by-resource); a field to create a new
 * collection (POST /collections), which then shows checked; Save sends the record's collections
 * as shell §7 has it: first cleared with an empty list, then set. A failure shows a toast that
 * stays until dismissed, with the server's message; success a toast that goes by itself.
 */
import { useId, useState, type KeyboardEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import {
    useCreateCollectionMutation,
    useGetCollectionsByResourceQuery,
    useGetCollectionsQuery,
    useSetRecordCollectionsMutation,
} from "@vanilla/collections/collectionsApi";
import type { ICollectionRecordRef } from "@vanilla/collections/collectionTypes";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { FormModal } from "@vanilla/discussion/DiscussionOptionsModals";

export const MESSAGE_COLLECTIONS_SAVED = "Success. Collections have been updated.";

export interface IAddToCollectionModalProps {
    record: ICollectionRecordRef;
    onClose: () => void;
}

/** RTK Query's error, read as the cache keeps it (lookupApi's IApiError), or undefined. */
function apiError(error: unknown): IApiError | undefined {
    return error && typeof error === "object" && "message" in error ? (error as IApiError) : undefined;
}

export default function AddToCollectionModal({ record, onClose }: IAddToCollectionModalProps) {
    const dispatch = useAppDispatch();
    const all = useGetCollectionsQuery();
    const current = useGetCollectionsByResourceQuery(record);
    const [createCollection, creation] = useCreateCollectionMutation();
    const [setRecordCollections] = useSetRecordCollectionsMutation();
    // null until the viewer changes something: the record's collections as the server has them.
    const [chosen, setChosen] = useState<Set<number> | null>(null);
    const [newName, setNewName] = useState("");
    const [nameErrors, setNameErrors] = useState<string[]>([]);
    const nameID = useId();

    const checked = chosen ?? new Set((current.data ?? []).map((collection) => collection.collectionID));
    const loading = all.isFetching || current.isFetching;
    const loadError = apiError(all.error) ?? apiError(current.error);
    const collections = all.data ?? [];

    const toggle = (collectionID: number) => {
        const next = new Set(checked);
        if (!next.delete(collectionID)) next.add(collectionID);
        setChosen(next);
    };

    const create = async () => {
        const name = newName.trim();
        if (!name) {
            setNameErrors([t("The name cannot be blank.")]);
            return;
        }
        const result = await createCollection({ name, records: [] });
        if ("error" in result) {
            const error = apiError(result.error);
            const messages = error?.errors.name?.map((fieldError) => t(fieldError.message)) ?? [];
            setNameErrors(messages.length ? messages : [t(error?.description || error?.message || "Something went wrong.")]);
            return;
        }
        setNameErrors([]);
        setNewName("");
        setChosen(new Set([...checked, result.data.collectionID]));
    };

    const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter in this field creates the collection; it must not save the whole form.
        if (event.key !== "Enter") return;
        event.preventDefault();
        void create();
    };

    const save = async () => {
        const result = await setRecordCollections({ record, collectionIDs: [...checked] });
        if ("error" in result) {
            const error = apiError(result.error);
            dispatch(addToast({ body: t(error?.description || error?.message || "Something went wrong."), dismissible: true, persistent: true }));
        } else {
            dispatch(addToast({ body: t(MESSAGE_COLLECTIONS_SAVED), dismissible: true, autoDismiss: true }));
        }
        onClose();
    };

    return (
        <FormModal title={t("Add to Collection")} onClose={onClose} canSubmit={!loading && !loadError && !creation.isLoading} onSubmit={save}>
            <fieldset className={classes.choices} aria-busy={loading || undefined}>
                <legend className={classes.fieldLabel}>{t("Collections")}</legend>
                {loadError && <p role="alert">{t(loadError.description || loadError.message)}</p>}
                {collections.map((collection) => (
                    <label key={collection.collectionID} className={classes.choice}>
                        <input type="checkbox" checked={checked.has(collection.collectionID)} onChange={() => toggle(collection.collectionID)} disabled={current.isFetching} />
                        {collection.name}
                    </label>
                ))}
                {!loading && !loadError && collections.length === 0 && <p>{t("No collections yet.")}</p>}
            </fieldset>
            <InputField
                id={nameID}
                label={t("New collection")}
                value={newName}
                onChange={(event) => {
                    setNewName(event.target.value);
                    setNameErrors([]);
                }}
                onKeyDown={onNameKeyDown}
                errors={nameErrors}
                maxLength={255}
            />
            <Button onClick={() => void create()} disabled={creation.isLoading} aria-busy={creation.isLoading || undefined}>
                {t("Create")}
            </Button>
        </FormModal>
    );
}
