/**
 * The drafts slice's typescript-fsa action creators (wire shapes: PLAN-9 "Drafts"). The thunks
 * that call the API live in draftThunks.ts, loaded with `loadDraftThunks()` when a form first
 * saves or a drafts page acts, so no page's first load carries the API client for drafts.
 */
import type { IApiError } from "@library/api/apiErrors";
import type { IPaging } from "@library/api/paging";
import type { DraftRecordType, DraftStatus, IDraft, IDraftPatch, IDraftPost } from "@library/drafts/draftTypes";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { actionCreatorFactory } from "@library/redux/asyncThunk";

const createAction = actionCreatorFactory("@@drafts");

/** GET /drafts filters (vanilla-openapi drafts.yml). */
export interface IDraftQuery {
    recordType?: DraftRecordType;
    recordID?: number;
    parentRecordType?: string;
    parentRecordID?: number;
    draftStatus?: DraftStatus;
    page?: number;
    limit?: number;
}

export const listDraftsAction = createAction.async<IDraftQuery, { drafts: IDraft[]; paging: IPaging }, IApiError>("LIST");
/** GET /drafts/{id}/edit. */
export const getDraftAction = createAction.async<{ draftID: number }, IDraft, IApiError>("GET");
/** POST /drafts → 201 IDraft. */
export const postDraftAction = createAction.async<IDraftPost, IDraft, IApiError>("POST");
/** PATCH /drafts/{id}; with `revision` the header If-Match: "<revision>" (a stale save answers 409 with the stored `draft`). */
export const patchDraftAction = createAction.async<{ draftID: number; patch: IDraftPatch; revision?: number }, IDraft, IApiError>("PATCH");
/** DELETE /drafts/{id} → 204. */
export const deleteDraftAction = createAction.async<{ draftID: number }, void, IApiError>("DELETE");
/** PATCH /drafts/schedule/{id} {dateScheduled}. */
export const scheduleDraftAction = createAction.async<{ draftID: number; dateScheduled: string }, IDraft, IApiError>("SCHEDULE");
/** PATCH /drafts/cancel-schedule/{id}. */
export const cancelDraftScheduleAction = createAction.async<{ draftID: number }, IDraft, IApiError>("CANCEL_SCHEDULE");

/** A draft's form or page loads the thunks (and with them the API client) on first use. */
export function loadDraftThunks() {
    return loadOnDemand(() => import(/* webpackChunkName: "draftThunks" */ "@library/drafts/draftThunks"));
}
