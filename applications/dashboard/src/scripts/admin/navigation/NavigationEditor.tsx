import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import type { IApiError } from "@library/api/apiErrors";
import type { INavigationItem } from "@library/navigation/navigationItems";
import { filterItems } from "@library/navigation/navigationFilter";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { visuallyHidden } from "@library/theme/globalStyles";
import { TranslateButton, type ITranslateButtonProps } from "@library/translations/TranslateButton";
import { patchConfig } from "@dashboard/admin/adminApi";
import { adminFormClasses as formClasses } from "@dashboard/admin/adminForm.styles";
import { adminPageClasses as pageClasses } from "@dashboard/admin/adminPage.styles";
import { useUnsavedChangesGuard } from "@dashboard/admin/useUnsavedChangesGuard";
import { MAX_NAVIGATION_DEPTH, navigationProblems } from "@dashboard/admin/navigation/navigationRules";
import { navigationEditorClasses as classes } from "@dashboard/admin/navigation/navigationEditor.styles";
import {
    addItem,
    copyWithKeys,
    fromConfig,
    itemAt,
    moveItem,
    newItem,
    removeItem,
    toConfig,
    updateItem,
    type EditorLists,
    type IEditorItem,
    type ItemPath,
} from "@dashboard/admin/navigation/navigationTree";

export interface INavigationEditorRole {
    roleID: number;
    name: string;
    /** The role's permissions, for the preview (the same rule the server filters pages with). */
    permissions: IPermissionsRecord;
}

export interface INavigationEditorProps {
    /** Navigation.Items as stored. */
    navigation: unknown;
    siteName: string;
    locales: Array<{ localeID: string; name: string }>;
    /** Guest first. */
    roles: INavigationEditorRole[];
    /** The permission names an item may require (every one a role grants). */
    permissionNames: string[];
    /** The translate control for the items' names (site.manage, more than one locale), else absent. */
    translate?: ITranslateButtonProps | null;
}

const ALL = "*";
type FieldErrors = Record<string, string[]>;

/** A DOM id from an item's key and a part's name. */
function partID(key: string, part: string): string {
    return `nav-${key.replace(/[^A-Za-z0-9-]/g, "_")}-${part}`;
}

/**
 * A field's accessible name, naming its item: every item has the same fields, so "Name" alone
 * would not tell a screen-reader user which item's name they are in. The item's name when it
 * has one, and always its position (as the error summary gives it, "2.1" for a child), since
 * two items may share a name. The visible label stays the field's own word, and starts the name.
 */
function fieldName(field: string, item: { name: string }, path: ItemPath): string {
    const position = path.map((index) => index + 1).join(".");
    const name = item.name.trim();
    return name
        ? tf("navigationEditor.fieldOfNamed", { field, name, position }, "{field} for {name} (item {position})")
        : tf("navigationEditor.fieldOf", { field, position }, "{field} for item {position}");
}

function errorKey(locale: string, path: ItemPath, field: string): string {
    return `${locale}|${path.join(".")}|${field}`;
}

interface IEditorContext {
    locale: string;
    roles: INavigationEditorRole[];
    permissionNames: string[];
    errors: FieldErrors;
    onChange: (path: ItemPath, change: Partial<IEditorItem>) => void;
    onMove: (path: ItemPath, to: number, button: string) => void;
    onRemove: (path: ItemPath) => void;
    onAddChild: (path: ItemPath) => void;
    drag: { from: ItemPath | null; setFrom: (path: ItemPath | null) => void };
}

function sameParent(a: ItemPath, b: ItemPath): boolean {
    return a.length === b.length && a.slice(0, -1).every((index, level) => b[level] === index);
}

function ItemEditor({ item, path, count, context }: { item: IEditorItem; path: ItemPath; count: number; context: IEditorContext }) {
    const [dragOver, setDragOver] = useState(false);
    const index = path[path.length - 1]!;
    const label = item.name.trim() || t("New item");
    const fieldErrors = (field: string) => context.errors[errorKey(context.locale, path, field)] ?? [];
    const described = (field: string) => (fieldErrors(field).length ? partID(item.key, `${field}-errors`) : undefined);
    const errorText = (field: string) =>
        fieldErrors(field).length > 0 && (
            <p id={partID(item.key, `${field}-errors`)} className={formClasses.fieldError}>
                {fieldErrors(field).map((message) => t(message)).join(" ")}
            </p>
        );
    const textField = (field: "name" | "url" | "badge", title: string, help?: string) => (
        <div className={formClasses.field}>
            <label htmlFor={partID(item.key, field)} className={formClasses.label}>
                {title}
                {field === "name" && <span aria-hidden="true"> *</span>}
            </label>
            <input
                id={partID(item.key, field)}
                className={formClasses.input}
                aria-label={fieldName(title, item, path)}
                value={item[field]}
                required={field === "name"}
                aria-invalid={fieldErrors(field).length > 0 || undefined}
                aria-describedby={[described(field), help ? partID(item.key, `${field}-help`) : undefined].filter(Boolean).join(" ") || undefined}
                onChange={(event) => context.onChange(path, { [field]: event.target.value })}
            />
            {help && (
                <p id={partID(item.key, `${field}-help`)} className={formClasses.help}>
                    {help}
                </p>
            )}
            {errorText(field)}
        </div>
    );
    function onDrop(event: DragEvent) {
        event.preventDefault();
        setDragOver(false);
        const from = context.drag.from;
        if (from && sameParent(from, path)) context.onMove(from, index, "handle");
        context.drag.setFrom(null);
    }
    return (
        <li
            className={classes.item}
            data-drag-over={dragOver || undefined}
            aria-labelledby={partID(item.key, "title")}
            onDragOver={(event) => {
                const from = context.drag.from;
                if (from && sameParent(from, path)) {
                    event.preventDefault();
                    setDragOver(true);
                }
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={onDrop}
        >
            <div className={classes.itemHeader}>
                {/* Dragging is the pointer's way; the buttons beside it are the keyboard's. */}
                <span
                    className={classes.handle}
                    draggable
                    aria-hidden="true"
                    title={t("Drag to reorder")}
                    onDragStart={(event) => {
                        event.dataTransfer.setData("text/plain", item.key);
                        event.dataTransfer.effectAllowed = "move";
                        context.drag.setFrom(path);
                    }}
                    onDragEnd={() => context.drag.setFrom(null)}
                >
                    ⠿
                </span>
                <h3 id={partID(item.key, "title")} className={classes.itemTitle}>
                    {label}
                </h3>
                <button
                    type="button"
                    id={partID(item.key, "up")}
                    className={classes.smallButton}
                    disabled={index === 0}
                    aria-label={tf("navigationEditor.moveUp", { name: label }, "Move {name} up")}
                    onClick={() => context.onMove(path, index - 1, "up")}
                >
                    {t("Move up")}
                </button>
                <button
                    type="button"
                    id={partID(item.key, "down")}
                    className={classes.smallButton}
                    disabled={index === count - 1}
                    aria-label={tf("navigationEditor.moveDown", { name: label }, "Move {name} down")}
                    onClick={() => context.onMove(path, index + 1, "down")}
                >
                    {t("Move down")}
                </button>
                <button type="button" className={classes.smallButton} aria-label={tf("navigationEditor.remove", { name: label }, "Remove {name}")} onClick={() => context.onRemove(path)}>
                    {t("Remove")}
                </button>
            </div>
            <div className={classes.fields}>
                {textField("name", t("Name"))}
                {textField("url", t("Address"), item.children.length ? t("Optional for a menu: its overview link.") : undefined)}
                <div className={formClasses.field}>
                    <label htmlFor={partID(item.key, "permission")} className={formClasses.label}>
                        {t("Shown with the permission")}
                    </label>
                    <select
                        id={partID(item.key, "permission")}
                        className={formClasses.input}
                        aria-label={fieldName(t("Shown with the permission"), item, path)}
                        value={item.permission}
                        onChange={(event) => context.onChange(path, { permission: event.target.value })}
                    >
                        <option value="">{t("(anyone)")}</option>
                        {[...new Set([...context.permissionNames, ...(item.permission ? [item.permission] : [])])].map((name) => (
                            <option key={name} value={name}>
                                {name}
                            </option>
                        ))}
                    </select>
                    {errorText("permission")}
                </div>
                {textField("badge", t("Badge"), t("A short text beside the name, e.g. New."))}
            </div>
            <fieldset className={classes.roles} aria-label={fieldName(t("Shown to the roles (none checked: everyone)"), item, path)}>
                <legend>{t("Shown to the roles (none checked: everyone)")}</legend>
                {context.roles.map((role) => {
                    const id = partID(item.key, `role-${role.roleID}`);
                    return (
                        <span key={role.roleID} className={formClasses.row}>
                            <input
                                id={id}
                                type="checkbox"
                                aria-label={fieldName(role.name, item, path)}
                                checked={item.roleIDs.includes(role.roleID)}
                                onChange={(event) =>
                                    context.onChange(path, { roleIDs: event.target.checked ? [...item.roleIDs, role.roleID] : item.roleIDs.filter((roleID) => roleID !== role.roleID) })
                                }
                            />
                            <label htmlFor={id}>{role.name}</label>
                        </span>
                    );
                })}
            </fieldset>
            <span className={formClasses.row}>
                <input
                    id={partID(item.key, "hidden")}
                    type="checkbox"
                    aria-label={fieldName(t("Hidden"), item, path)}
                    checked={item.isHidden}
                    onChange={(event) => context.onChange(path, { isHidden: event.target.checked })}
                />
                <label htmlFor={partID(item.key, "hidden")}>{t("Hidden")}</label>
            </span>
            {errorText("children")}
            {item.children.length > 0 && <ItemList items={item.children} parent={path} context={context} label={tf("navigationEditor.under", { name: label }, "Under {name}")} />}
            {path.length < MAX_NAVIGATION_DEPTH && (
                <button type="button" id={partID(item.key, "add-child")} className={classes.smallButton} onClick={() => context.onAddChild(path)}>
                    {path.length === 1 ? tf("navigationEditor.addToMenu", { name: label }, "Add to the {name} menu") : tf("navigationEditor.addToGroup", { name: label }, "Add a link to the {name} group")}
                </button>
            )}
        </li>
    );
}

function ItemList({ items, parent, context, label }: { items: IEditorItem[]; parent: ItemPath; context: IEditorContext; label: string }) {
    return (
        <ol className={parent.length ? classes.childList : classes.list} aria-label={label}>
            {items.map((item, index) => (
                <ItemEditor key={item.key} item={item} path={[...parent, index]} count={items.length} context={context} />
            ))}
        </ol>
    );
}

function PreviewItems({ items }: { items: INavigationItem[] }) {
    return (
        <ul className={classes.previewList}>
            {items.map((item) => (
                <li key={item.id}>
                    {item.name}
                    {item.badge && <span className={classes.previewBadge}>{item.badge.text}</span>}
                    {item.children && (
                        <ul className={classes.previewChildren}>
                            {item.children.map((child) => (
                                <li key={child.id}>
                                    {child.name}
                                    {child.children && <PreviewItems items={child.children} />}
                                </li>
                            ))}
                        </ul>
                    )}
                </li>
            ))}
        </ul>
    );
}

/**
 * /dashboard/navigation (issue 14 item 3, shell §2, §3): the title bar's items per locale, with
 * their address (safe links only), permission, roles, hidden flag, badge and the links under
 * them (a mega-menu; a link with links of its own is a group). Items move by drag or with the
 * Move buttons (each move is announced and focus stays on the moved item); a preview shows the
 * title bar as a guest or a chosen role would see it, filtered by the server's own rule.
 */
export function NavigationEditor({ navigation, siteName, locales, roles, permissionNames, translate }: INavigationEditorProps) {
    const [saved, setSaved] = useState(() => JSON.stringify(toConfig(fromConfig(navigation))));
    const [lists, setLists] = useState<EditorLists>(() => fromConfig(navigation));
    const [locale, setLocale] = useState(ALL);
    const [previewRoleID, setPreviewRoleID] = useState(roles[0]?.roleID ?? 0);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [summary, setSummary] = useState<string[]>([]);
    const [status, setStatus] = useState("");
    const [announcement, setAnnouncement] = useState("");
    const [saving, setSaving] = useState(false);
    const [dragFrom, setDragFrom] = useState<ItemPath | null>(null);
    const nextKey = useRef(0);
    const pendingFocus = useRef<{ key: string; part: string } | null>(null);
    const summaryRef = useRef<HTMLDivElement>(null);
    const config = toConfig(lists);
    const dirty = JSON.stringify(config) !== saved;
    useUnsavedChangesGuard(dirty);

    const ownList = lists[locale];
    const list = ownList ?? lists[ALL] ?? [];

    useEffect(() => {
        const target = pendingFocus.current;
        if (!target) return;
        pendingFocus.current = null;
        const element = document.getElementById(partID(target.key, target.part)) as HTMLButtonElement | HTMLInputElement | null;
        // A Move button that can go no further is disabled: its pair keeps the focus.
        const fallback = target.part === "up" ? "down" : target.part === "down" ? "up" : "name";
        if (element && !(element as HTMLButtonElement).disabled) element.focus();
        else document.getElementById(partID(target.key, fallback))?.focus();
    });

    function setList(change: (current: IEditorItem[]) => IEditorItem[]) {
        setLists((current) => ({ ...current, [locale]: change(current[locale] ?? []) }));
        setStatus("");
    }

    const context: IEditorContext = {
        locale,
        roles,
        permissionNames,
        errors,
        onChange: (path, change) => setList((current) => updateItem(current, path, change)),
        onMove: (path, to, part) => {
            const item = itemAt(list, path);
            const siblings = path.length === 1 ? list : itemAt(list, path.slice(0, -1)).children;
            const target = Math.max(0, Math.min(siblings.length - 1, to));
            if (target === path[path.length - 1]) return;
            setList((current) => moveItem(current, path, target));
            pendingFocus.current = { key: item.key, part: part === "handle" ? "up" : part };
            setAnnouncement(tf("navigationEditor.moved", { name: item.name || t("New item"), position: target + 1, count: siblings.length }, "{name} moved to position {position} of {count}."));
        },
        onRemove: (path) => {
            const item = itemAt(list, path);
            setList((current) => removeItem(current, path));
            setAnnouncement(tf("navigationEditor.removed", { name: item.name || t("New item") }, "{name} removed."));
        },
        onAddChild: (path) => {
            const key = `new-${nextKey.current++}`;
            setList((current) => addItem(current, path, newItem(key)));
            pendingFocus.current = { key, part: "name" };
        },
        drag: { from: dragFrom, setFrom: setDragFrom },
    };

    function addTopItem() {
        const key = `new-${nextKey.current++}`;
        setList((current) => addItem(current, [], newItem(key)));
        pendingFocus.current = { key, part: "name" };
    }

    function showErrors(found: FieldErrors, messages: string[]) {
        setErrors(found);
        setSummary(messages);
        requestAnimationFrame(() => summaryRef.current?.focus());
    }

    async function onSubmit(event: FormEvent) {
        event.preventDefault();
        const problems = navigationProblems(config);
        if (problems.length) {
            const found: FieldErrors = {};
            for (const problem of problems) (found[errorKey(problem.locale, problem.path, problem.field)] ??= []).push(problem.message);
            // The summary names the locale whose items are wrong: another locale's list may be the one to open.
            const names = new Map([[ALL, t("All languages")], ...locales.map((entry) => [entry.localeID, entry.name] as [string, string])]);
            const messages = [...new Set(problems.map((problem) => `${names.get(problem.locale) ?? problem.locale}, ${t("item")} ${problem.path.map((index) => index + 1).join(".")}: ${t(problem.message)}`))];
            return showErrors(found, messages);
        }
        setSaving(true);
        try {
            await patchConfig({ "Navigation.Items": config });
            setSaved(JSON.stringify(config));
            setErrors({});
            setSummary([]);
            setStatus(t("Navigation saved. Pages show it from now on."));
        } catch (error) {
            const apiError = error as IApiError;
            showErrors({}, Object.values(apiError.errors ?? {}).flat().map((item) => item.message).concat(Object.keys(apiError.errors ?? {}).length ? [] : [apiError.message]));
        } finally {
            setSaving(false);
        }
    }

    const localeName = locales.find((entry) => entry.localeID === locale)?.name ?? locale;
    const previewRole = roles.find((role) => role.roleID === previewRoleID) ?? roles[0];
    const previewItems = previewRole ? filterItems(config[locale] !== undefined ? (config[locale] as unknown[]) : ((config[ALL] as unknown[]) ?? []), { permissions: previewRole.permissions, roleIDs: [previewRole.roleID] }) : [];

    return (
        <form className={formClasses.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <p className={visuallyHidden} aria-live="polite" role="status">
                {announcement}
            </p>
            {summary.length > 0 && (
                <div ref={summaryRef} className={formClasses.summary} tabIndex={-1} role="alert">
                    <p>{t("The navigation was not saved:")}</p>
                    <ul>
                        {summary.map((message) => (
                            <li key={message}>{message}</li>
                        ))}
                    </ul>
                </div>
            )}
            <div className={formClasses.row}>
                <label htmlFor="nav-locale" className={formClasses.label}>
                    {t("Navigation for")}
                </label>
                <select id="nav-locale" className={formClasses.input} value={locale} onChange={(event) => setLocale(event.target.value)}>
                    <option value={ALL}>{t("All languages")}</option>
                    {locales.map((entry) => (
                        <option key={entry.localeID} value={entry.localeID}>
                            {entry.name}
                        </option>
                    ))}
                </select>
            </div>
            {locale !== ALL && !ownList && (
                <div className={formClasses.row}>
                    <p>{tf("navigationEditor.shared", { locale: localeName }, "{locale} shows the list for all languages.")}</p>
                    <button type="button" className={classes.smallButton} onClick={() => setLists((current) => ({ ...current, [locale]: copyWithKeys(current[ALL] ?? [], `${locale}-copy`) }))}>
                        {tf("navigationEditor.own", { locale: localeName }, "Give {locale} its own list")}
                    </button>
                </div>
            )}
            {locale !== ALL && ownList && (
                <div className={formClasses.row}>
                    <button
                        type="button"
                        className={classes.smallButton}
                        onClick={() =>
                            setLists((current) => {
                                const rest = { ...current };
                                delete rest[locale];
                                return rest;
                            })
                        }
                    >
                        {tf("navigationEditor.shareAgain", { locale: localeName }, "Show {locale} the list for all languages")}
                    </button>
                </div>
            )}
            {(locale === ALL || ownList) && (
                <section aria-labelledby="nav-items-title">
                    <h2 id="nav-items-title" className={pageClasses.sectionTitle}>
                        {tf("navigationEditor.items", { locale: locale === ALL ? t("All languages") : localeName }, "Items: {locale}")}
                    </h2>
                    {/* The shared list's names, translated per language with the content translator (as saved: save first). */}
                    {translate && locale === ALL && <TranslateButton {...translate} />}
                    {list.length === 0 ? <p>{t("No items: the title bar shows the default ones.")}</p> : <ItemList items={list} parent={[]} context={context} label={t("Title bar items")} />}
                    <p>
                        <button type="button" id="nav-add-top" className={classes.smallButton} onClick={addTopItem}>
                            {t("Add an item to the title bar")}
                        </button>
                    </p>
                </section>
            )}
            <section aria-labelledby="nav-preview-title">
                <h2 id="nav-preview-title" className={pageClasses.sectionTitle}>
                    {t("Preview")}
                </h2>
                <div className={formClasses.row}>
                    <label htmlFor="nav-preview-role" className={formClasses.label}>
                        {t("As")}
                    </label>
                    <select id="nav-preview-role" className={formClasses.input} value={previewRoleID} onChange={(event) => setPreviewRoleID(Number(event.target.value))}>
                        {roles.map((role) => (
                            <option key={role.roleID} value={role.roleID}>
                                {role.name}
                            </option>
                        ))}
                    </select>
                </div>
                <div className={classes.previewBar} data-testid="navigation-preview" aria-label={t("Title bar preview")} role="group">
                    <span className={classes.previewSite}>{siteName}</span>
                    {previewItems.length ? <PreviewItems items={previewItems} /> : <span>{t("(the default items)")}</span>}
                </div>
            </section>
            <div className={formClasses.actions}>
                <Button buttonType="primary" type="submit" disabled={saving}>
                    {saving ? t("Saving…") : t("Save")}
                </Button>
                <span role="status" className={formClasses.status}>
                    {status || (dirty ? t("You have unsaved changes.") : "")}
                </span>
            </div>
        </form>
    );
}
