/**
 * The themes calls of shell §7 as typescript-fsa async actions and their thunks (DESIGN.md §3).
 * A theme-asset load answered with 404 is a success with empty assets (shell §4): a theme
 * without assets simply styles nothing.
 */
import { apiv2 } from "@library/api/apiv2";
import { ApiError, type IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";
import type { IThemeVariables } from "@library/theme/themeVariables";
import type { ITheme, IThemeAssets } from "@library/theme/themeTypes";

const createAction = actionCreatorFactory("@@themes");

export interface IThemeAssetsParams {
    themeKey: string | number;
    revisionID?: number | null;
}

export interface IPreviewParams {
    /** Empty (null) values end the preview (shell §4 "Cancel"). */
    themeID: number | null;
    revisionID: number | null;
    /** Where the toast's Apply and Cancel go afterwards. */
    redirect?: string;
}

export const getThemeAssetsAction = createAction.async<IThemeAssetsParams, IThemeAssets, IApiError>("GET_ASSETS");
export const getAllThemesAction = createAction.async<void, ITheme[], IApiError>("GET_ALL");
export const putCurrentThemeAction = createAction.async<{ themeID: number }, ITheme, IApiError>("PUT_CURRENT");
export const putPreviewThemeAction = createAction.async<IPreviewParams, ITheme | null, IApiError>("PUT_PREVIEW");
export const deleteThemeAction = createAction.async<{ themeID: number }, void, IApiError>("DELETE");
export const getThemeRevisionsAction = createAction.async<{ themeID: number }, ITheme[], IApiError>("GET_REVISIONS");
export const patchThemeRevisionAction = createAction.async<{ themeID: number; revisionID: number }, ITheme, IApiError>("PATCH_REVISION");
export const saveThemeVariablesAction = createAction.async<{ themeID: number; variables: IThemeVariables }, ITheme, IApiError>("SAVE_VARIABLES");

export const getThemeAssets = bindAsyncThunk(getThemeAssetsAction, async ({ themeKey, revisionID }) => {
    try {
        const response = await apiv2.get<ITheme>(`themes/${encodeURIComponent(String(themeKey))}`, { params: revisionID ? { revisionID } : {} });
        return response.data.assets ?? {};
    } catch (error) {
        if (error instanceof ApiError && error.status === 404) return {};
        throw error;
    }
});

export const getAllThemes = bindAsyncThunk(getAllThemesAction, async () => (await apiv2.get<ITheme[]>("themes")).data);

export const putCurrentTheme = bindAsyncThunk(putCurrentThemeAction, async ({ themeID }) => (await apiv2.put<ITheme>("themes/current", { themeID })).data);

export const putPreviewTheme = bindAsyncThunk(putPreviewThemeAction, async (params) => {
    const response = await apiv2.put<ITheme | "">("themes/preview", params);
    return response.status === 204 || !response.data ? null : response.data;
});

export const deleteTheme = bindAsyncThunk(deleteThemeAction, async ({ themeID }) => {
    await apiv2.delete(`themes/${themeID}`);
});

export const getThemeRevisions = bindAsyncThunk(getThemeRevisionsAction, async ({ themeID }) => (await apiv2.get<ITheme[]>(`themes/${themeID}/revisions`)).data);

export const patchThemeRevision = bindAsyncThunk(
    patchThemeRevisionAction,
    async ({ themeID, revisionID }) => (await apiv2.patch<ITheme>(`themes/${themeID}`, { revisionID })).data,
);

export const saveThemeVariables = bindAsyncThunk(
    saveThemeVariablesAction,
    async ({ themeID, variables }) => (await apiv2.patch<ITheme>(`themes/${themeID}`, { assets: { variables: { type: "json", data: variables } } })).data,
);
