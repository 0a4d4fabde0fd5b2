/**
 * Saving the site's settings (PATCH /config) as a typescript-fsa action: besides the form that
 * awaits it, the page's other parts follow what was saved (the title bar's site name,
 * settingsSlice.ts), so the call goes through the store.
 */
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";
import { patchConfig, type ConfigValue } from "@dashboard/admin/adminApi";

const createAction = actionCreatorFactory("@@dashboardSettings");

/** Params: the changed keys; result: the values the server stored, by their canonical keys. */
export const patchSettingsAction = createAction.async<Record<string, ConfigValue>, Record<string, ConfigValue>, IApiError>("PATCH_SETTINGS");

/** All or nothing; rejects with the ApiError (its errors grouped by key) after `failed`. */
export const patchSettings = bindAsyncThunk(patchSettingsAction, (changes) => patchConfig(changes));
