/** The per-role permissions of one category: a role per row, a category permission per column, each a labelled checkbox. */
import { t } from "@library/i18n/t";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { IRoleGrant } from "@dashboard/admin/adminTypes";
import { CATEGORY_PERMISSION_NAMES, togglePermission } from "@dashboard/admin/roles/permissionNames";

interface IProps {
    roles: Array<{ roleID: number; name: string }>;
    grants: IRoleGrant[];
    onChange: (grants: IRoleGrant[]) => void;
}

export function CategoryPermissionGrid({ roles, grants, onChange }: IProps) {
    const mapOf = (roleID: number) => grants.find((grant) => grant.roleID === roleID)?.permissions ?? {};
    const set = (roleID: number, name: string, granted: boolean) => {
        const others = grants.filter((grant) => grant.roleID !== roleID);
        onChange([...others, { roleID, permissions: togglePermission(mapOf(roleID), name, granted) }].sort((a, b) => a.roleID - b.roleID));
    };
    return (
        <div className={classes.tableWrap}>
            <table className={classes.table}>
                <caption className={classes.muted}>{t("What each role may do in this category and its subcategories without their own permissions.")}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t("Role")}</th>
                        {CATEGORY_PERMISSION_NAMES.map((name) => (
                            <th scope="col" key={name}>
                                {name}
                            </th>
                        ))}
                    </tr>
                </thead>
                <tbody>
                    {roles.map((role) => (
                        <tr key={role.roleID}>
                            <th scope="row">{role.name}</th>
                            {CATEGORY_PERMISSION_NAMES.map((name) => (
                                <td key={name}>
                                    <input
                                        type="checkbox"
                                        aria-label={`${role.name}: ${name}`}
                                        checked={mapOf(role.roleID)[name] === true}
                                        onChange={(event) => set(role.roleID, name, event.target.checked)}
                                    />
                                </td>
                            ))}
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
}
