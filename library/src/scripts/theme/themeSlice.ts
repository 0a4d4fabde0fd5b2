/**
 * The theme slice (DESIGN.md §3): the list of themes, each theme's revisions, loaded assets, and
 * the status of the preview toast's action. Filled by the async actions of themeActions.ts.
 */
import { createSlice } from "@reduxjs/toolkit";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import type { ITheme, IThemeAssets } from "@library/theme/themeTypes";
import {
    deleteThemeAction,
    getAllThemesAction,
    getThemeAssetsAction,
    getThemeRevisionsAction,
    patchThemeRevisionAction,
    putCurrentThemeAction,
    saveThemeVariablesAction,
} from "@library/theme/themeActions";

export interface IThemeState {
    themes: ILoadable<ITheme[]>;
    /** Keyed by themeID. */
    revisions: Record<number, ILoadable<ITheme[]>>;
    /** Keyed by assetsKey(themeKey, revisionID). */
    assets: Record<string, ILoadable<IThemeAssets>>;
    /** The last save of a theme's variables (the editor's form). */
    save: ILoadable<ITheme>;
}

export const THEME_KEY = "theme";
export const INITIAL_THEME_STATE: IThemeState = {
    themes: { status: LoadStatus.PENDING },
    revisions: {},
    assets: {},
    save: { status: LoadStatus.PENDING },
};

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        theme: IThemeState;
    }
}

export function assetsKey(themeKey: string | number, revisionID?: number | null): string {
    return `${themeKey}:${revisionID ?? "active"}`;
}

function errorOf(error: { message: string; status: number }) {
    return { message: error.message, status: error.status };
}

/** Shell §4: the chosen revision becomes active and the theme's others inactive. */
function markActive(list: ITheme[] | undefined, themeID: number, revisionID: number): void {
    for (const revision of list ?? []) if (revision.themeID === themeID) revision.active = revision.revisionID === revisionID;
}

/** A theme record replaces the list's entry for that theme (its active revision changed). */
function replaceTheme(state: IThemeState, theme: ITheme): void {
    const list = state.themes.data;
    if (!list) return;
    const index = list.findIndex((candidate) => candidate.themeID === theme.themeID);
    if (index >= 0) list[index] = theme;
}

export const themeSlice = createSlice({
    name: THEME_KEY,
    initialState: INITIAL_THEME_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(getAllThemesAction.started.match, (state) => {
                state.themes = { ...state.themes, status: LoadStatus.LOADING };
            })
            .addMatcher(getAllThemesAction.done.match, (state, { payload }) => {
                state.themes = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(getAllThemesAction.failed.match, (state, { payload }) => {
                state.themes = { ...state.themes, status: LoadStatus.ERROR, error: errorOf(payload.error) };
            })
            .addMatcher(getThemeAssetsAction.started.match, (state, { payload }) => {
                state.assets[assetsKey(payload.themeKey, payload.revisionID)] = { status: LoadStatus.LOADING };
            })
            .addMatcher(getThemeAssetsAction.done.match, (state, { payload }) => {
                state.assets[assetsKey(payload.params.themeKey, payload.params.revisionID)] = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(getThemeAssetsAction.failed.match, (state, { payload }) => {
                state.assets[assetsKey(payload.params.themeKey, payload.params.revisionID)] = { status: LoadStatus.ERROR, error: errorOf(payload.error) };
            })
            .addMatcher(getThemeRevisionsAction.started.match, (state, { payload }) => {
                state.revisions[payload.themeID] = { ...state.revisions[payload.themeID], status: LoadStatus.LOADING };
            })
            .addMatcher(getThemeRevisionsAction.done.match, (state, { payload }) => {
                state.revisions[payload.params.themeID] = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(getThemeRevisionsAction.failed.match, (state, { payload }) => {
                state.revisions[payload.params.themeID] = { ...state.revisions[payload.params.themeID], status: LoadStatus.ERROR, error: errorOf(payload.error) };
            })
            .addMatcher(patchThemeRevisionAction.done.match, (state, { payload }) => {
                const { themeID, revisionID } = payload.params;
                markActive(state.revisions[themeID]?.data, themeID, revisionID);
                replaceTheme(state, payload.result);
            })
            .addMatcher(putCurrentThemeAction.done.match, (state, { payload }) => {
                for (const theme of state.themes.data ?? []) theme.current = theme.themeID === payload.params.themeID;
            })
            .addMatcher(deleteThemeAction.done.match, (state, { payload }) => {
                if (state.themes.data) state.themes.data = state.themes.data.filter((theme) => theme.themeID !== payload.params.themeID);
                delete state.revisions[payload.params.themeID];
            })
            .addMatcher(saveThemeVariablesAction.started.match, (state) => {
                state.save = { status: LoadStatus.LOADING };
            })
            .addMatcher(saveThemeVariablesAction.done.match, (state, { payload }) => {
                state.save = { status: LoadStatus.SUCCESS, data: payload.result };
                replaceTheme(state, payload.result);
                delete state.revisions[payload.params.themeID];
            })
            .addMatcher(saveThemeVariablesAction.failed.match, (state, { payload }) => {
                state.save = { status: LoadStatus.ERROR, error: errorOf(payload.error) };
            });
    },
});

export const themeReducer = themeSlice.reducer;

export const selectThemeState = (state: IRootState): IThemeState => state.theme ?? INITIAL_THEME_STATE;
