/**
 * The server-rendered frames of the categories, roles and members pages: each wraps its island
 * in the dashboard layout; the members list adds its search, filters and pager as plain HTML
 * (a GET form and links), so they work before any script has loaded.
 */
import { Button } from "@library/components/Button";
import { Island } from "@library/components/Island";
import { plural } from "@library/i18n/plural";
import { t, tf } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import { categoryManagerIsland, memberEditorIsland, memberListIsland, roleManagerIsland } from "@dashboard/admin/adminIslands";
import { CategoryManager, type ICategoryManagerProps } from "@dashboard/admin/categories/CategoryManager";
import { MemberEditor, type IMemberEditorProps } from "@dashboard/admin/members/MemberEditor";
import { MemberList, type IMemberListProps } from "@dashboard/admin/members/MemberList";
import { RoleManager, type IRoleManagerProps } from "@dashboard/admin/roles/RoleManager";

export function CategoriesAdminPage(props: ICategoryManagerProps) {
    return (
        <AdminLayout section="categories" title={t("Categories")}>
            <Island of={categoryManagerIsland} component={CategoryManager} props={props} />
        </AdminLayout>
    );
}

export function RolesAdminPage(props: IRoleManagerProps) {
    return (
        <AdminLayout section="roles" title={t("Roles and permissions")}>
            <Island of={roleManagerIsland} component={RoleManager} props={props} />
        </AdminLayout>
    );
}

export interface IMemberFilters {
    query: string;
    roleID: number | null;
    /** "banned", "unconfirmed" or "" (everyone). */
    status: string;
}

export interface IMembersAdminPageProps {
    list: IMemberListProps;
    filters: IMemberFilters;
    allRoles: Array<{ roleID: number; name: string }>;
    page: number;
    total: number;
    limit: number;
    /** Whether the viewer may search by e-mail (personalInfo.view). */
    searchesEmail: boolean;
}

function pageUrl(filters: IMemberFilters, page: number): string {
    const params = new URLSearchParams();
    if (filters.query) params.set("query", filters.query);
    if (filters.roleID) params.set("roleID", String(filters.roleID));
    if (filters.status) params.set("status", filters.status);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return `/dashboard/members${query ? `?${query}` : ""}`;
}

export function MembersAdminPage({ list, filters, allRoles, page, total, limit, searchesEmail }: IMembersAdminPageProps) {
    const pages = Math.max(1, Math.ceil(total / limit));
    return (
        <AdminLayout section="members" title={t("Members")}>
            <form method="get" action="/dashboard/members" className={classes.toolbar} role="search" aria-label={t("Find members")}>
                <span className={classes.toolbarField}>
                    <label htmlFor="member-query">{searchesEmail ? t("Name or e-mail") : t("Name")}</label>
                    <input id="member-query" name="query" type="search" className={classes.select} defaultValue={filters.query} />
                </span>
                <span className={classes.toolbarField}>
                    <label htmlFor="member-role">{t("Role")}</label>
                    <select id="member-role" name="roleID" className={classes.select} defaultValue={filters.roleID ?? ""}>
                        <option value="">{t("Any role")}</option>
                        {allRoles.map((role) => (
                            <option key={role.roleID} value={role.roleID}>
                                {role.name}
                            </option>
                        ))}
                    </select>
                </span>
                <span className={classes.toolbarField}>
                    <label htmlFor="member-status">{t("Status")}</label>
                    <select id="member-status" name="status" className={classes.select} defaultValue={filters.status}>
                        <option value="">{t("Anyone")}</option>
                        <option value="banned">{t("Banned")}</option>
                        <option value="unconfirmed">{t("Unconfirmed e-mail")}</option>
                    </select>
                </span>
                <Button type="submit" buttonType="primary">
                    {t("Search")}
                </Button>
            </form>
            <p className={classes.muted}>{plural(total, { one: "{count} member", other: "{count} members" })}</p>
            <Island of={memberListIsland} component={MemberList} props={list} />
            {pages > 1 && (
                <nav aria-label={t("Pages of members")} className={classes.toolbar}>
                    {page > 1 && <a href={pageUrl(filters, page - 1)}>{t("Previous")}</a>}
                    <span>{tf("Page {page} of {pages}", { page, pages })}</span>
                    {page < pages && <a href={pageUrl(filters, page + 1)}>{t("Next")}</a>}
                </nav>
            )}
        </AdminLayout>
    );
}

export function MemberAdminPage(props: IMemberEditorProps) {
    return (
        <AdminLayout section="members" title={props.member.name}>
            <p>
                <a href="/dashboard/members">{t("All members")}</a> · <a href={`/profile/${encodeURIComponent(props.member.name)}`}>{t("Profile")}</a>
            </p>
            <Island of={memberEditorIsland} component={MemberEditor} props={props} />
        </AdminLayout>
    );
}
