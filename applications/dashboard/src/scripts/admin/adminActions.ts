/**
 * The typescript-fsa actions of the dashboard's categories, roles and members pages. The pages
 * are server-rendered and each island keeps what it shows, so no slice keeps copies: the actions
 * record each call in the store's history (as private messages do). The thunks are adminThunks.ts.
 */
import type { IApiError } from "@library/api/apiErrors";
import type { ILongRunnerProgress } from "@library/api/longRunner";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IAdminCategory, IAdminMember, IAdminRole, IPermissionFragment, IRoleCheck, IRoleGrant } from "@dashboard/admin/adminTypes";

const createAction = actionCreatorFactory("@@dashboardAdmin");

export interface ICategoryWrite {
    name?: string;
    urlcode?: string;
    description?: string;
    parentCategoryID?: number | null;
    allowedDiscussionTypes?: string[] | null;
    iconUrl?: string;
    bannerUrl?: string;
    sort?: number;
}

export const getCategoriesAction = createAction.async<void, IAdminCategory[], IApiError>("GET_CATEGORIES");
export const postCategoryAction = createAction.async<ICategoryWrite, IAdminCategory, IApiError>("POST_CATEGORY");
export const patchCategoryAction = createAction.async<{ categoryID: number; body: ICategoryWrite }, IAdminCategory, IApiError>("PATCH_CATEGORY");
export const deleteCategoryAction = createAction.async<{ categoryID: number; newCategoryID: number | null; onProgress: (progress: ILongRunnerProgress) => void }, ILongRunnerProgress, IApiError>("DELETE_CATEGORY");
export const putCategoryPermissionsAction = createAction.async<{ categoryID: number; roles: IRoleGrant[] }, void, IApiError>("PUT_CATEGORY_PERMISSIONS");
export const uploadImageAction = createAction.async<File, string, IApiError>("UPLOAD_IMAGE");

export const getRolesAction = createAction.async<void, IAdminRole[], IApiError>("GET_ROLES");
export const postRoleAction = createAction.async<{ name: string }, IAdminRole, IApiError>("POST_ROLE");
export const patchRoleAction = createAction.async<{ roleID: number; name: string }, IAdminRole, IApiError>("PATCH_ROLE");
export const deleteRoleAction = createAction.async<{ roleID: number }, void, IApiError>("DELETE_ROLE");
export const putRolePermissionsAction = createAction.async<{ roleID: number; fragments: IPermissionFragment[] }, IPermissionFragment[], IApiError>("PUT_ROLE_PERMISSIONS");
export const checkRoleAction = createAction.async<{ roleID: number; categoryID: number }, IRoleCheck, IApiError>("CHECK_ROLE");

export const patchMemberAction = createAction.async<{ userID: number; body: Record<string, unknown> }, void, IApiError>("PATCH_MEMBER");
export const banMemberAction = createAction.async<{ userID: number; banned: boolean; reason: string }, void, IApiError>("BAN_MEMBER");
export const deleteMemberAction = createAction.async<{ userID: number; deleteMethod: "keep" | "delete" }, void, IApiError>("DELETE_MEMBER");
export const getMemberAction = createAction.async<{ userID: number }, IAdminMember, IApiError>("GET_MEMBER");
export const bulkRolesAction = createAction.async<
    { userIDs: number[]; addRoleIDs: number[]; removeRoleIDs: number[]; onProgress: (progress: ILongRunnerProgress) => void },
    ILongRunnerProgress,
    IApiError
>("BULK_ROLES");
