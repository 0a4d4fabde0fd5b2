/**
 * The drafts API calls (PLAN-9 wire shapes) as typescript-fsa thunks recorded by the drafts slice,
 * plus `createDraftTransport(dispatch, getState)`: the same calls in the shape the autosave engine
 * takes (draftAutosave.ts), so every draft request goes through the store.
 *
 * My Drafts actions (`deleteDraftLogged`, `scheduleDraftLogged`, `cancelDraftScheduleLogged`) log
 * content §8's wording on failure and rethrow so the page can show the reason.
 */
import { apiv2, responsePaging } from "@library/api/apiv2";
import type { IApiError } from "@library/api/apiErrors";
import {
    cancelDraftScheduleAction,
    deleteDraftAction,
    getDraftAction,
    listDraftsAction,
    patchDraftAction,
    postDraftAction,
    scheduleDraftAction,
} from "@library/drafts/draftActions";
import { DraftConflictError, type IDraftTransport } from "@library/drafts/draftAutosave";
import type { IDraft } from "@library/drafts/draftTypes";
import { bindAsyncThunk, type AppThunk } from "@library/redux/asyncThunk";
import { logError } from "@library/utility/logger";
import type { Dispatch } from "@reduxjs/toolkit";

export const listDrafts = bindAsyncThunk(listDraftsAction, async (query) => {
    const response = await apiv2.get<IDraft[]>("drafts", { params: query });
    return { drafts: response.data, paging: responsePaging(response) };
});

export const fetchDraft = bindAsyncThunk(getDraftAction, async ({ draftID }) => (await apiv2.get<IDraft>(`drafts/${draftID}/edit`)).data);

export const postDraft = bindAsyncThunk(postDraftAction, async (post) => (await apiv2.post<IDraft>("drafts", post)).data);

export const patchDraft = bindAsyncThunk(patchDraftAction, async ({ draftID, patch, revision }) => {
    const headers = revision === undefined ? undefined : { "If-Match": `"${revision}"` };
    return (await apiv2.patch<IDraft>(`drafts/${draftID}`, patch, { headers })).data;
});

export const deleteDraft = bindAsyncThunk(deleteDraftAction, async ({ draftID }) => {
    await apiv2.delete(`drafts/${draftID}`);
});

export const scheduleDraft = bindAsyncThunk(scheduleDraftAction, async ({ draftID, dateScheduled }) => (await apiv2.patch<IDraft>(`drafts/schedule/${draftID}`, { dateScheduled })).data);

export const cancelDraftSchedule = bindAsyncThunk(cancelDraftScheduleAction, async ({ draftID }) => (await apiv2.patch<IDraft>(`drafts/cancel-schedule/${draftID}`)).data);

function logged<P, R>(thunk: (params: P) => AppThunk<R>, message: string) {
    return (params: P): AppThunk<R> =>
        async (dispatch, getState) => {
            try {
                return await thunk(params)(dispatch, getState);
            } catch (error) {
                logError(message, error);
                throw error;
            }
        };
}

export const deleteDraftLogged = logged(deleteDraft, "Error deleting draft");
export const scheduleDraftLogged = logged(scheduleDraft, "Error scheduling draft");
export const cancelDraftScheduleLogged = logged(cancelDraftSchedule, "Error cancelling draft schedule");

/** A 409 answer to a PATCH with If-Match carries the stored draft. */
function conflictDraft(error: unknown): IDraft | null {
    const apiError = error as Partial<IApiError>;
    if (apiError?.status !== 409) return null;
    const body = apiError.response as { draft?: IDraft } | undefined;
    return body?.draft ?? null;
}

/** The autosave engine's transport over the thunks above. */
export function createDraftTransport(dispatch: Dispatch, getState: () => unknown): IDraftTransport {
    return {
        fetch: (draftID) => fetchDraft({ draftID })(dispatch, getState),
        find: async (query) => (await listDrafts({ ...query, draftStatus: "draft", limit: 30 })(dispatch, getState)).drafts,
        create: (post) => postDraft(post)(dispatch, getState),
        update: async (draftID, patch, revision) => {
            try {
                return await patchDraft({ draftID, patch, revision })(dispatch, getState);
            } catch (error) {
                const draft = conflictDraft(error);
                if (draft) throw new DraftConflictError(draft);
                throw error;
            }
        },
        remove: (draftID) => deleteDraft({ draftID })(dispatch, getState),
    };
}
