/**
 * /dashboard/categories: the category tree with its moves (buttons, so every move works from
 * the keyboard, and drag and drop), the create/edit form and deleting a category with its
 * discussions moved or deleted (a long runner: the progress shows as it goes). Every change is
 * announced in the page's live region and the tree is read again from the server afterwards.
 */
import { useEffect, useRef, useState, type DragEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import type { ILongRunnerProgress } from "@library/api/longRunner";
import { Button } from "@library/components/Button";
import { plural } from "@library/i18n/plural";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { ICategoryWrite } from "@dashboard/admin/adminActions";
import type { IAdminCategory, IAdminRole, IRoleGrant } from "@dashboard/admin/adminTypes";
import { deleteCategory, getCategories, getRoles, patchCategory, postCategory, putCategoryPermissions } from "@dashboard/admin/adminThunks";
import { CategoryForm } from "@dashboard/admin/categories/CategoryForm";
import { describePlace, planDrop, planMove, type CategoryMove, type IMovePlan } from "@dashboard/admin/categories/categoryMoves";

export interface ICategoryManagerProps {
    categories: IAdminCategory[];
    roles: IAdminRole[];
}

const MOVES: Array<{ move: CategoryMove; label: string }> = [
    { move: "up", label: "Move up" },
    { move: "down", label: "Move down" },
    { move: "indent", label: "Indent" },
    { move: "outdent", label: "Outdent" },
];

function DeletePanel({ category, categories, onDone, onCancel }: { category: IAdminCategory; categories: IAdminCategory[]; onDone: (message: string) => void; onCancel: () => void }) {
    const dispatch = useAppDispatch();
    const others = categories.filter((candidate) => candidate.categoryID !== category.categoryID);
    const [mode, setMode] = useState<"move" | "delete">(others.length ? "move" : "delete");
    const [targetID, setTargetID] = useState<number | null>(others[0]?.categoryID ?? null);
    const [progress, setProgress] = useState<ILongRunnerProgress | null>(null);
    const [error, setError] = useState("");
    const [running, setRunning] = useState(false);
    const titleRef = useRef<HTMLHeadingElement>(null);
    useEffect(() => titleRef.current?.focus(), []);
    const run = async () => {
        setRunning(true);
        setError("");
        try {
            const result = await dispatch(deleteCategory({ categoryID: category.categoryID, newCategoryID: mode === "move" ? targetID : null, onProgress: setProgress }));
            if (result.failedIDs.length) setError(tf("{count} discussions could not be moved or deleted; the category stays.", { count: result.failedIDs.length }));
            else onDone(tf("{name} was deleted.", { name: category.name }));
        } catch (caught) {
            setError((caught as IApiError).message);
        } finally {
            setRunning(false);
        }
    };
    const total = progress?.countTotalIDs ?? category.countDiscussions;
    const done = (progress?.successIDs.length ?? 0) + (progress?.failedIDs.length ?? 0);
    return (
        <section className={classes.panel} aria-labelledby="delete-category-title">
            <h2 id="delete-category-title" className={classes.sectionTitle} tabIndex={-1} ref={titleRef}>
                {tf("Delete {name}", { name: category.name })}
            </h2>
            <p>{tf("It holds {count} discussions. Its subcategories move up to its parent.", { count: category.countDiscussions })}</p>
            <fieldset className={classes.fieldset}>
                <legend>{t("Its discussions")}</legend>
                <label className={classes.checkboxLabel}>
                    <input type="radio" name="delete-mode" checked={mode === "move"} disabled={!others.length} onChange={() => setMode("move")} />
                    {t("Move them to")}
                </label>
                <select aria-label={t("Category to move them to")} className={classes.select} value={targetID ?? ""} disabled={mode !== "move"} onChange={(event) => setTargetID(Number(event.target.value))}>
                    {others.map((candidate) => (
                        <option key={candidate.categoryID} value={candidate.categoryID}>
                            {"— ".repeat(candidate.depth - 1) + candidate.name}
                        </option>
                    ))}
                </select>
                <label className={classes.checkboxLabel}>
                    <input type="radio" name="delete-mode" checked={mode === "delete"} onChange={() => setMode("delete")} />
                    {t("Delete them for good")}
                </label>
            </fieldset>
            {progress && (
                <div>
                    <label className={classes.checkboxLabel}>
                        {tf("{done} of {total} discussions", { done, total })}
                        <progress max={Math.max(total, 1)} value={done} />
                    </label>
                </div>
            )}
            {error && (
                <p role="alert" className={classes.error}>
                    {error}
                </p>
            )}
            <div className={classes.toolbar}>
                <Button buttonType="primary" disabled={running} onClick={() => void run()}>
                    {running ? t("Deleting…") : t("Delete category")}
                </Button>
                <Button disabled={running} onClick={onCancel}>
                    {t("Cancel")}
                </Button>
            </div>
        </section>
    );
}

export function CategoryManager(props: ICategoryManagerProps) {
    const dispatch = useAppDispatch();
    const [categories, setCategories] = useState(props.categories);
    const [roles, setRoles] = useState(props.roles);
    const [editing, setEditing] = useState<IAdminCategory | "new" | null>(null);
    const [deleting, setDeleting] = useState<IAdminCategory | null>(null);
    const [announcement, setAnnouncement] = useState("");
    const [busy, setBusy] = useState(false);
    const dragged = useRef<number | null>(null);
    /** Where focus returns when the form or the delete panel closes (their elements are gone). */
    const newButton = useRef<HTMLButtonElement>(null);
    const close = () => {
        setEditing(null);
        setDeleting(null);
        // After React removed the panel: the button is enabled again by then.
        setTimeout(() => newButton.current?.focus(), 0);
    };
    const [dropTarget, setDropTarget] = useState<number | null>(null);

    const reload = async () => {
        const [fresh, freshRoles] = await Promise.all([dispatch(getCategories()), dispatch(getRoles())]);
        setCategories(fresh);
        setRoles(freshRoles);
        return fresh;
    };

    const applyMove = async (categoryID: number, plan: IMovePlan | null) => {
        if (!plan || busy) return;
        setBusy(true);
        try {
            await dispatch(patchCategory({ categoryID, body: plan }));
            setAnnouncement(describePlace(await reload(), categoryID));
        } catch (error) {
            setAnnouncement((error as IApiError).message);
        } finally {
            setBusy(false);
        }
    };

    const save = async (body: ICategoryWrite, grants: IRoleGrant[]) => {
        const saved = editing && editing !== "new" ? await dispatch(patchCategory({ categoryID: editing.categoryID, body })) : await dispatch(postCategory(body));
        await dispatch(putCategoryPermissions({ categoryID: saved.categoryID, roles: grants }));
        await reload();
        close();
        setAnnouncement(tf("{name} was saved.", { name: saved.name }));
    };

    const onDrop = (event: DragEvent, targetID: number) => {
        event.preventDefault();
        setDropTarget(null);
        const draggedID = dragged.current;
        dragged.current = null;
        if (draggedID !== null) void applyMove(draggedID, planDrop(categories, draggedID, targetID));
    };

    return (
        <div className={classes.section}>
            <p role="status" aria-live="polite" className={classes.status}>
                {announcement}
            </p>
            <div className={classes.toolbar}>
                <Button buttonType="primary" ref={newButton} onClick={() => setEditing("new")} disabled={editing !== null}>
                    {t("New category")}
                </Button>
            </div>
            {editing !== null && (
                <CategoryForm
                    key={editing === "new" ? "new" : editing.categoryID}
                    category={editing === "new" ? null : editing}
                    categories={categories}
                    roles={roles}
                    onSubmit={save}
                    onCancel={close}
                />
            )}
            {deleting && (
                <DeletePanel
                    category={deleting}
                    categories={categories}
                    onCancel={close}
                    onDone={(message) => {
                        close();
                        setAnnouncement(message);
                        void reload();
                    }}
                />
            )}
            <p className={classes.muted} id="category-tree-help">
                {t("Use the buttons of a category to move it, or drag it onto the category whose place it should take.")}
            </p>
            <ul className={classes.treeList} aria-label={t("Categories")} aria-describedby="category-tree-help" aria-busy={busy}>
                {categories.map((category) => (
                    <li
                        key={category.categoryID}
                        className={classes.treeRow}
                        style={{ paddingInlineStart: 10 + (category.depth - 1) * 24 }}
                        draggable
                        data-drop-target={dropTarget === category.categoryID}
                        onDragStart={(event) => {
                            dragged.current = category.categoryID;
                            event.dataTransfer.effectAllowed = "move";
                            event.dataTransfer.setData("text/plain", String(category.categoryID));
                        }}
                        onDragOver={(event) => {
                            event.preventDefault();
                            setDropTarget(category.categoryID);
                        }}
                        onDragLeave={() => setDropTarget(null)}
                        onDrop={(event) => onDrop(event, category.categoryID)}
                    >
                        {category.iconUrl && <img src={category.iconUrl} alt="" className={classes.thumb} width={24} height={24} />}
                        <span className={classes.treeName}>
                            <a href={`/categories/${encodeURIComponent(category.urlcode)}`}>{category.name}</a>{" "}
                            <span className={classes.muted}>
                                {plural(category.countDiscussions, { one: "{count} discussion", other: "{count} discussions" })}
                                {category.customPermissions ? ` · ${t("own permissions")}` : ""}
                            </span>
                        </span>
                        <span className={classes.smallButtons}>
                            {MOVES.map(({ move, label }) => {
                                const plan = planMove(categories, category.categoryID, move);
                                return (
                                    // aria-disabled, not disabled: the focused button stays focused when its move stops applying.
                                    <Button key={move} aria-label={`${t(label)}: ${category.name}`} aria-disabled={!plan || busy} onClick={() => void applyMove(category.categoryID, plan)}>
                                        {t(label)}
                                    </Button>
                                );
                            })}
                            <Button aria-label={`${t("Edit")}: ${category.name}`} onClick={() => setEditing(category)} disabled={editing !== null}>
                                {t("Edit")}
                            </Button>
                            <Button aria-label={`${t("Delete")}: ${category.name}`} onClick={() => setDeleting(category)}>
                                {t("Delete")}
                            </Button>
                        </span>
                    </li>
                ))}
            </ul>
        </div>
    );
}
