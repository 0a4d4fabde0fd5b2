/**
 * One role's permissions in one scope (global, or a category): the spec's permission names in
 * groups, a checkbox each, and a checkbox per group that grants or clears the whole group (shown
 * mixed when only some are granted). Only the names that apply to the scope are shown.
 */
import { useId } from "react";
import { t } from "@library/i18n/t";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import { groupState, PERMISSION_GROUPS, setGroup, togglePermission, type PermissionMap } from "@dashboard/admin/roles/permissionNames";

interface IProps {
    /** What the grid is for, in its caption ("Moderator, global"). */
    label: string;
    /** The names this scope may grant (all of them globally, the category ones on a category). */
    names: readonly string[];
    value: PermissionMap;
    onChange: (value: PermissionMap) => void;
}

export function PermissionGrid({ label, names, value, onChange }: IProps) {
    const id = useId();
    const groups = PERMISSION_GROUPS.map((group) => ({ ...group, names: group.names.filter((name) => names.includes(name)) })).filter((group) => group.names.length);
    return (
        <div className={classes.tableWrap}>
            <table className={classes.table}>
                <caption className={classes.muted}>{label}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t("Permission")}</th>
                        <th scope="col">{t("Granted")}</th>
                    </tr>
                </thead>
                {groups.map((group) => {
                    const state = groupState(value, group);
                    return (
                        <tbody key={group.label}>
                            <tr>
                                <th scope="rowgroup">{t(group.label)}</th>
                                <td>
                                    <input
                                        type="checkbox"
                                        aria-label={`${t(group.label)}: ${t("all")}`}
                                        checked={state === "all"}
                                        ref={(node) => {
                                            if (node) node.indeterminate = state === "some";
                                        }}
                                        onChange={(event) => onChange(setGroup(value, group, event.target.checked))}
                                    />
                                </td>
                            </tr>
                            {group.names.map((name) => (
                                <tr key={name}>
                                    <th scope="row">
                                        <label htmlFor={`${id}-${name}`}>{name}</label>
                                    </th>
                                    <td>
                                        <input id={`${id}-${name}`} type="checkbox" checked={value[name] === true} onChange={(event) => onChange(togglePermission(value, name, event.target.checked))} />
                                    </td>
                                </tr>
                            ))}
                        </tbody>
                    );
                })}
            </table>
        </div>
    );
}
