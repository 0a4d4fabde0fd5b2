/**
 * The settings saved on this page (/dashboard/settings), by key: what the server stored since the
 * page was rendered. The page's parts that show a setting read it here first and fall back to
 * what the server rendered (the title bar's site name and logo: SiteLogo.tsx). Registered by the modules
 * that use it (registerSettingsSlice), so no other page carries it.
 */
import { createSlice } from "@reduxjs/toolkit";
import { registerReducer } from "@library/registry/reducerRegistry";
import type { IRootState } from "@library/redux/store";
import type { ConfigValue } from "@dashboard/admin/adminApi";
import { patchSettingsAction } from "@dashboard/admin/settings/settingsActions";

export const SETTINGS_KEY = "dashboardSettings";

export interface ISettingsState {
    saved: Record<string, ConfigValue>;
}

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        dashboardSettings: ISettingsState;
    }
}

export const settingsSlice = createSlice({
    name: SETTINGS_KEY,
    initialState: { saved: {} } as ISettingsState,
    reducers: {},
    extraReducers: (builder) => {
        builder.addMatcher(patchSettingsAction.done.match, (state, { payload }) => {
            Object.assign(state.saved, payload.result);
        });
    },
});

export const settingsReducer = settingsSlice.reducer;

export function registerSettingsSlice(): void {
    registerReducer(SETTINGS_KEY, settingsReducer);
}

/** The value saved on this page for `key`, or undefined when it was not saved here. */
export function selectSavedSetting(state: IRootState, key: string): ConfigValue | undefined {
    return state.dashboardSettings?.saved[key];
}
