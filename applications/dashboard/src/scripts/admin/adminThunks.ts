/** The API calls of the dashboard's categories, roles and members pages (actions in adminActions.ts). */
import { apiv2 } from "@library/api/apiv2";
import { runLongRunner } from "@library/api/longRunner";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import {
    banMemberAction,
    bulkRolesAction,
    checkRoleAction,
    deleteCategoryAction,
    deleteMemberAction,
    deleteRoleAction,
    getCategoriesAction,
    getMemberAction,
    getRolesAction,
    patchCategoryAction,
    patchMemberAction,
    patchRoleAction,
    postCategoryAction,
    postRoleAction,
    putCategoryPermissionsAction,
    putRolePermissionsAction,
    uploadImageAction,
} from "@dashboard/admin/adminActions";
import type { IAdminCategory, IAdminMember, IAdminRole, IPermissionFragment, IRoleCheck } from "@dashboard/admin/adminTypes";

export const getCategories = bindAsyncThunk(getCategoriesAction, async () => (await apiv2.get<IAdminCategory[]>("categories")).data);
export const postCategory = bindAsyncThunk(postCategoryAction, async (body) => (await apiv2.post<IAdminCategory>("categories", body)).data);
export const patchCategory = bindAsyncThunk(patchCategoryAction, async ({ categoryID, body }) => (await apiv2.patch<IAdminCategory>(`categories/${categoryID}`, body)).data);
export const deleteCategory = bindAsyncThunk(deleteCategoryAction, ({ categoryID, newCategoryID, onProgress }) =>
    runLongRunner({ method: "DELETE", url: `categories/${categoryID}`, params: newCategoryID ? { newCategoryID } : {} }, onProgress),
);
export const putCategoryPermissions = bindAsyncThunk(putCategoryPermissionsAction, async ({ categoryID, roles }) => {
    await apiv2.put(`categories/${categoryID}/permissions`, { roles });
});
export const uploadImage = bindAsyncThunk(uploadImageAction, async (file) => {
    const form = new FormData();
    form.append("file", file);
    return (await apiv2.post<{ url: string }>("media", form)).data.url;
});

/** Every role with its global and per-category grants (site.manage). */
export const getRoles = bindAsyncThunk(getRolesAction, async () => (await apiv2.get<IAdminRole[]>("roles", { params: { expand: ["permissions"], limit: 500 } })).data);
export const postRole = bindAsyncThunk(postRoleAction, async ({ name }) => (await apiv2.post<IAdminRole>("roles", { name })).data);
export const patchRole = bindAsyncThunk(patchRoleAction, async ({ roleID, name }) => (await apiv2.patch<IAdminRole>(`roles/${roleID}`, { name })).data);
export const deleteRole = bindAsyncThunk(deleteRoleAction, async ({ roleID }) => {
    await apiv2.delete(`roles/${roleID}`);
});
export const putRolePermissions = bindAsyncThunk(putRolePermissionsAction, async ({ roleID, fragments }) => (await apiv2.put<IPermissionFragment[]>(`roles/${roleID}/permissions`, fragments)).data);
export const checkRole = bindAsyncThunk(checkRoleAction, async ({ roleID, categoryID }) => (await apiv2.get<IRoleCheck>(`roles/${roleID}/categories/${categoryID}/check`)).data);

export const patchMember = bindAsyncThunk(patchMemberAction, async ({ userID, body }) => {
    await apiv2.patch(`users/${userID}`, body);
});
export const banMember = bindAsyncThunk(banMemberAction, async ({ userID, banned, reason }) => {
    await apiv2.put(`users/${userID}/ban`, banned ? { banned, ...(reason.trim() ? { reason } : {}) } : { banned });
});
export const deleteMember = bindAsyncThunk(deleteMemberAction, async ({ userID, deleteMethod }) => {
    await apiv2.delete(`users/${userID}`, { data: { deleteMethod } });
});
export const getMember = bindAsyncThunk(getMemberAction, async ({ userID }) => {
    const members = (await apiv2.get<IAdminMember[]>("users", { params: { userID } })).data;
    if (!members[0]) throw new Error("Member not found.");
    return members[0];
});
export const bulkRoles = bindAsyncThunk(bulkRolesAction, ({ userIDs, addRoleIDs, removeRoleIDs, onProgress }) =>
    runLongRunner({ method: "PATCH", url: "users/bulk-role-assignment", data: { userIDs, addRoleIDs, removeRoleIDs } }, onProgress),
);
