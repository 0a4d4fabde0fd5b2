/**
 * GET /dashboard/categories, /dashboard/roles (site.manage), /dashboard/members and
 * /dashboard/members/{id} (users.add, users.edit or users.delete): Island pages whose islands'
 * props carry what they show, read with the same queries as the API. A guest is sent to sign
 * in; a member without the permission gets the 403 page.
 */
import type { FastifyReply, FastifyRequest, FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { hasPermission } from "@library/users/permissions";
import { getViewer, viewerCan } from "@server/http/viewer";
import { mayHandOut, rolePowers, viewerPower } from "@server/permissions/roleGrants";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import type { IAdminCategory, IAdminRole, IPermissionFragment } from "@dashboard/admin/adminTypes";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { CategoriesAdminPage, MemberAdminPage, MembersAdminPage, RolesAdminPage, type IMemberFilters } from "@dashboard/admin/AdminPages";
import { adminCategoriesPage, adminMembersPage, adminRolesPage } from "@dashboard/pages/adminPages";
import type { PermissionMap } from "@dashboard/admin/roles/permissionNames";
import { findMember, listMembers, MEMBER_ADMIN_PERMISSIONS, MEMBER_LIST_LIMIT } from "./membersRoutes";

/** Answers the page itself when the viewer may not see it (sign-in for a guest, 403 otherwise); null when they may. */
async function refuse(request: FastifyRequest, reply: FastifyReply, permission: string | string[]): Promise<FastifyReply | null> {
    if (await viewerCan(request, permission)) return null;
    const { user } = await getViewer(request);
    if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(request.url)}`, 302);
    return renderErrorPage(request, reply, 403);
}

/** Every category in tree order with its depth, as the category admin shows it. */
async function adminCategories(request: FastifyRequest): Promise<IAdminCategory[]> {
    const { db } = request.server.hearth;
    const rows = await db.selectFrom("categories").selectAll().orderBy("sort").orderBy("categoryID").execute();
    const custom = new Set((await db.selectFrom("roleCategoryPermissions").select("categoryID").distinct().execute()).map((row) => row.categoryID));
    const ordered: IAdminCategory[] = [];
    const walk = (parentID: number | null, depth: number) => {
        for (const row of rows.filter((candidate) => candidate.parentCategoryID === parentID)) {
            let types: string[] | undefined;
            try {
                types = row.allowedDiscussionTypes ? (JSON.parse(row.allowedDiscussionTypes) as string[]) : undefined;
            } catch {
                types = undefined;
            }
            ordered.push({
                categoryID: row.categoryID,
                name: row.name,
                urlcode: row.urlcode,
                description: row.description,
                parentCategoryID: row.parentCategoryID,
                depth,
                countDiscussions: row.countDiscussions,
                ...(types ? { allowedDiscussionTypes: types } : {}),
                iconUrl: row.iconUrl,
                bannerUrl: row.bannerUrl,
                customPermissions: custom.has(row.categoryID),
            });
            walk(row.categoryID, depth + 1);
        }
    };
    walk(null, 1);
    return ordered;
}

/** Every role with its grants (GET /roles?expand=permissions's shape). */
async function adminRoles(request: FastifyRequest): Promise<IAdminRole[]> {
    const { db } = request.server.hearth;
    const roles = await db.selectFrom("roles").select(["roleID", "name", "type", "permissions"]).orderBy("roleID").execute();
    const rows = await db.selectFrom("roleCategoryPermissions").selectAll().orderBy("categoryID").execute();
    const builtIn = ["guest", "member", "moderator", "administrator"];
    return roles.map((role) => ({
        roleID: role.roleID,
        name: role.name,
        type: builtIn.includes(role.type) ? role.type : null,
        deletable: !builtIn.includes(role.type),
        permissions: [
            { type: "global", id: null, permissions: JSON.parse(role.permissions) as PermissionMap },
            ...rows.filter((row) => row.roleID === role.roleID).map((row): IPermissionFragment => ({ type: "category", id: row.categoryID, permissions: JSON.parse(row.permissions) as PermissionMap })),
        ],
    }));
}

/** The roles with whether this viewer may give or take each (roleGrants.ts decides; the server checks again on save). */
async function assignableRoles(request: FastifyRequest) {
    const { db } = request.server.hearth;
    const roles = await db.selectFrom("roles").select(["roleID", "name"]).where("type", "!=", "guest").orderBy("roleID").execute();
    const powers = await rolePowers(db, roles.map((role) => role.roleID));
    const viewer = await viewerPower(request);
    return roles.map((role) => ({ ...role, assignable: mayHandOut(viewer, powers.get(role.roleID)!) }));
}

export async function registerAdminPageRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    // Add-ons' dashboard sections (addons/addonPages.tsx) are drawn in the same frame.
    app.hearth.dashboardFrame = AdminLayout;

    app.get("/dashboard/categories", async (request, reply) => {
        const refused = await refuse(request, reply, "site.manage");
        if (refused) return refused;
        const props = { categories: await adminCategories(request), roles: await adminRoles(request) };
        return renderPage(request, reply, { page: adminCategoriesPage, mode: "island", title: t("Categories"), element: <CategoriesAdminPage {...props} /> });
    });

    app.get("/dashboard/roles", async (request, reply) => {
        const refused = await refuse(request, reply, "site.manage");
        if (refused) return refused;
        const categories = (await adminCategories(request)).map(({ categoryID, name, depth }) => ({ categoryID, name, depth }));
        const props = { roles: await adminRoles(request), categories };
        return renderPage(request, reply, { page: adminRolesPage, mode: "island", title: t("Roles and permissions"), element: <RolesAdminPage {...props} /> });
    });

    app.get<{ Querystring: { query?: string; roleID?: string; status?: string; page?: string } }>("/dashboard/members", async (request, reply) => {
        const refused = await refuse(request, reply, MEMBER_ADMIN_PERMISSIONS);
        if (refused) return refused;
        const { permissions } = await getViewer(request);
        // The address is typed by people: anything unreadable is the filter's absence, never an error page.
        const roleID = Number(request.query.roleID);
        const filters: IMemberFilters = {
            query: typeof request.query.query === "string" ? request.query.query.slice(0, 100) : "",
            roleID: Number.isSafeInteger(roleID) && roleID > 0 ? roleID : null,
            status: request.query.status === "banned" || request.query.status === "unconfirmed" ? request.query.status : "",
        };
        const requested = Number(request.query.page);
        const page = Number.isSafeInteger(requested) && requested > 0 && requested <= 100000 ? requested : 1;
        const { members, total } = await listMembers(request, {
            query: filters.query || undefined,
            roleID: filters.roleID ?? undefined,
            banned: filters.status === "banned" ? true : undefined,
            emailConfirmed: filters.status === "unconfirmed" ? false : undefined,
            page,
            limit: MEMBER_LIST_LIMIT,
        });
        const roles = await assignableRoles(request);
        const canEditRoles = hasPermission(permissions, "users.edit");
        return renderPage(request, reply, {
            page: adminMembersPage,
            mode: "island",
            title: t("Members"),
            element: (
                <MembersAdminPage
                    list={{ members, roles: roles.filter((role) => role.assignable).map(({ roleID, name }) => ({ roleID, name })), canEditRoles }}
                    filters={filters}
                    allRoles={roles.map(({ roleID, name }) => ({ roleID, name }))}
                    page={page}
                    total={total}
                    limit={MEMBER_LIST_LIMIT}
                    searchesEmail={hasPermission(permissions, "personalInfo.view")}
                />
            ),
        });
    });

    app.get<{ Params: { id: string } }>("/dashboard/members/:id", async (request, reply) => {
        const refused = await refuse(request, reply, MEMBER_ADMIN_PERMISSIONS);
        if (refused) return refused;
        const userID = Number(request.params.id);
        const member = Number.isSafeInteger(userID) && userID > 0 ? await findMember(request, userID) : null;
        if (!member) return renderErrorPage(request, reply, 404);
        const { user, permissions } = await getViewer(request);
        const row = await db.selectFrom("users").select("labelHtml").where("userID", "=", userID).executeTakeFirstOrThrow();
        return renderPage(request, reply, {
            page: adminMembersPage,
            mode: "island",
            title: member.name,
            element: (
                <MemberAdminPage
                    member={member}
                    labelHtml={row.labelHtml}
                    roles={await assignableRoles(request)}
                    canEdit={hasPermission(permissions, "users.edit")}
                    canDelete={hasPermission(permissions, "users.delete")}
                    isSelf={user.userID === userID}
                />
            ),
        });
    });
}
