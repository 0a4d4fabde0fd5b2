/**
 * /dashboard/roles: the roles (add, rename, delete the custom ones), one role's permission grid
 * globally or on a chosen category (with or without its own permissions there), and "view as
 * role": what the role may do on a chosen category, as the server decides it for a member who
 * holds only that role.
 */
import { useId, useState, type FormEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { IAdminRole, IPermissionFragment, IRoleCheck } from "@dashboard/admin/adminTypes";
import { checkRole, deleteRole, getRoles, patchRole, postRole, putRolePermissions } from "@dashboard/admin/adminThunks";
import { PermissionGrid } from "@dashboard/admin/roles/PermissionGrid";
import { CATEGORY_PERMISSION_NAMES, PERMISSION_NAMES, type PermissionMap } from "@dashboard/admin/roles/permissionNames";

export interface IRoleManagerProps {
    roles: IAdminRole[];
    categories: Array<{ categoryID: number; name: string; depth: number }>;
}

function CategoryOptions({ categories }: { categories: IRoleManagerProps["categories"] }) {
    return (
        <>
            {categories.map((category) => (
                <option key={category.categoryID} value={category.categoryID}>
                    {"— ".repeat(category.depth - 1) + category.name}
                </option>
            ))}
        </>
    );
}

function ViewAsRole({ role, categories }: { role: IAdminRole; categories: IRoleManagerProps["categories"] }) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [categoryID, setCategoryID] = useState(categories[0]?.categoryID ?? 0);
    const [result, setResult] = useState<IRoleCheck | null>(null);
    const [error, setError] = useState("");
    const check = async (event: FormEvent) => {
        event.preventDefault();
        setError("");
        try {
            setResult(await dispatch(checkRole({ roleID: role.roleID, categoryID })));
        } catch (caught) {
            setError((caught as IApiError).message);
        }
    };
    const from = result && (result.permissionsFrom === "global" ? t("the role's global permissions") : tf("the permissions of {name}", { name: categories.find((category) => category.categoryID === result.permissionsFrom)?.name ?? "" }));
    return (
        <form className={classes.panel} onSubmit={(event) => void check(event)} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={classes.sectionTitle}>
                {tf("View as {name}", { name: role.name })}
            </h2>
            <div className={classes.toolbar}>
                <label htmlFor={`${id}-category`}>{t("Category")}</label>
                <select id={`${id}-category`} className={classes.select} value={categoryID} onChange={(event) => setCategoryID(Number(event.target.value))}>
                    <CategoryOptions categories={categories} />
                </select>
                <Button type="submit">{t("Check")}</Button>
            </div>
            {error && (
                <p role="alert" className={classes.error}>
                    {error}
                </p>
            )}
            <div role="status">
                {result && result.roleID === role.roleID && (
                    <>
                        <p>{result.isAdmin ? t("Administrators may do everything.") : tf("Decided by {from}.", { from: from ?? "" })}</p>
                        <ul>
                            {CATEGORY_PERMISSION_NAMES.map((name) => (
                                <li key={name}>
                                    {name}: <span className={result.permissions[name] ? classes.yes : classes.no}>{result.permissions[name] ? t("yes") : t("no")}</span>
                                </li>
                            ))}
                        </ul>
                    </>
                )}
            </div>
        </form>
    );
}

function RoleEditor({ role, categories, onSaved, onDeleted }: { role: IAdminRole; categories: IRoleManagerProps["categories"]; onSaved: (message: string) => Promise<void>; onDeleted: () => Promise<void> }) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [name, setName] = useState(role.name);
    const [fragments, setFragments] = useState<IPermissionFragment[]>(role.permissions ?? [{ type: "global", id: null, permissions: {} }]);
    const [scope, setScope] = useState<number | "global">("global");
    const [errors, setErrors] = useState<string[]>([]);
    const [message, setMessage] = useState("");
    const categoryFragment = scope === "global" ? null : (fragments.find((fragment) => fragment.type === "category" && fragment.id === scope) ?? null);
    const current: PermissionMap = scope === "global" ? (fragments.find((fragment) => fragment.type === "global")?.permissions ?? {}) : (categoryFragment?.permissions ?? {});
    const setCurrent = (permissions: PermissionMap) =>
        setFragments((list) => {
            const others = list.filter((fragment) => (scope === "global" ? fragment.type !== "global" : !(fragment.type === "category" && fragment.id === scope)));
            return [...others, scope === "global" ? { type: "global", id: null, permissions } : { type: "category", id: scope, permissions }];
        });
    const fail = (caught: unknown) => setMessage((caught as IApiError).message);

    const rename = async (event: FormEvent) => {
        event.preventDefault();
        try {
            await dispatch(patchRole({ roleID: role.roleID, name }));
            setErrors([]);
            await onSaved(tf("{name} was renamed.", { name }));
        } catch (caught) {
            const apiError = caught as IApiError;
            setErrors(apiError.errors?.name?.map((error) => error.message) ?? [apiError.message]);
        }
    };
    const save = async () => {
        try {
            await dispatch(putRolePermissions({ roleID: role.roleID, fragments }));
            await onSaved(tf("The permissions of {name} were saved.", { name: role.name }));
        } catch (caught) {
            fail(caught);
        }
    };
    const remove = async () => {
        try {
            await dispatch(deleteRole({ roleID: role.roleID }));
            await onDeleted();
        } catch (caught) {
            fail(caught);
        }
    };
    const scopeName = scope === "global" ? t("global") : (categories.find((category) => category.categoryID === scope)?.name ?? "");

    return (
        <section className={classes.panel} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={classes.sectionTitle}>
                {role.name}
            </h2>
            <form className={classes.toolbar} onSubmit={(event) => void rename(event)}>
                <InputField id={`${id}-name`} label={t("Role name")} value={name} errors={errors} onChange={(event) => setName(event.target.value)} />
                <Button type="submit">{t("Rename")}</Button>
                {role.deletable && <Button onClick={() => void remove()}>{t("Delete role")}</Button>}
            </form>
            <div className={classes.toolbar}>
                <label htmlFor={`${id}-scope`}>{t("Permissions on")}</label>
                <select id={`${id}-scope`} className={classes.select} value={scope} onChange={(event) => setScope(event.target.value === "global" ? "global" : Number(event.target.value))}>
                    <option value="global">{t("The whole site (global)")}</option>
                    <CategoryOptions categories={categories} />
                </select>
            </div>
            {scope !== "global" && (
                <label className={classes.checkboxLabel}>
                    <input
                        type="checkbox"
                        checked={categoryFragment !== null}
                        onChange={(event) =>
                            setFragments((list) =>
                                event.target.checked
                                    ? [...list, { type: "category", id: scope, permissions: {} }]
                                    : list.filter((fragment) => !(fragment.type === "category" && fragment.id === scope)),
                            )
                        }
                    />
                    {t("This role has its own permissions on this category")}
                </label>
            )}
            {(scope === "global" || categoryFragment) && (
                <PermissionGrid label={`${role.name}, ${scopeName}`} names={scope === "global" ? PERMISSION_NAMES : CATEGORY_PERMISSION_NAMES} value={current} onChange={setCurrent} />
            )}
            <div className={classes.toolbar}>
                <Button buttonType="primary" onClick={() => void save()}>
                    {t("Save permissions")}
                </Button>
            </div>
            {message && (
                <p role="alert" className={classes.error}>
                    {message}
                </p>
            )}
        </section>
    );
}

export function RoleManager(props: IRoleManagerProps) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [roles, setRoles] = useState(props.roles);
    const [selectedID, setSelectedID] = useState(props.roles[0]?.roleID ?? 0);
    const [newName, setNewName] = useState("");
    const [newErrors, setNewErrors] = useState<string[]>([]);
    const [announcement, setAnnouncement] = useState("");
    const selected = roles.find((role) => role.roleID === selectedID);

    const reload = async (message: string) => {
        setRoles(await dispatch(getRoles()));
        setAnnouncement(message);
    };
    const add = async (event: FormEvent) => {
        event.preventDefault();
        try {
            const created = await dispatch(postRole({ name: newName }));
            setNewName("");
            setNewErrors([]);
            await reload(tf("{name} was added.", { name: created.name }));
            setSelectedID(created.roleID);
        } catch (caught) {
            const apiError = caught as IApiError;
            setNewErrors(apiError.errors?.name?.map((error) => error.message) ?? [apiError.message]);
        }
    };

    return (
        <div className={classes.section}>
            <p role="status" aria-live="polite" className={classes.status}>
                {announcement}
            </p>
            <div className={classes.twoColumns}>
                <nav aria-labelledby={`${id}-roles`} className={classes.panel}>
                    <h2 id={`${id}-roles`} className={classes.sectionTitle}>
                        {t("Roles")}
                    </h2>
                    <ul className={classes.treeList}>
                        {roles.map((role) => (
                            <li key={role.roleID} className={classes.treeRow}>
                                <Button buttonType={role.roleID === selectedID ? "primary" : "standard"} aria-pressed={role.roleID === selectedID} onClick={() => setSelectedID(role.roleID)}>
                                    {role.name}
                                </Button>
                                <span className={classes.muted}>{role.type ?? t("custom")}</span>
                            </li>
                        ))}
                    </ul>
                    <form className={formClasses.form} onSubmit={(event) => void add(event)}>
                        <InputField id={`${id}-new`} label={t("New role")} value={newName} errors={newErrors} onChange={(event) => setNewName(event.target.value)} />
                        <Button type="submit">{t("Add role")}</Button>
                    </form>
                </nav>
                {selected && (
                    <div className={classes.section}>
                        <RoleEditor
                            key={`${selected.roleID}:${JSON.stringify(selected.permissions)}`}
                            role={selected}
                            categories={props.categories}
                            onSaved={reload}
                            onDeleted={async () => {
                                await reload(tf("{name} was deleted.", { name: selected.name }));
                                setSelectedID(roles[0]?.roleID ?? 0);
                            }}
                        />
                        <ViewAsRole role={selected} categories={props.categories} />
                    </div>
                )}
            </div>
        </div>
    );
}
