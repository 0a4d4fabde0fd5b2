/**
 * The polling fallback's call (liveClient.ts): GET /api/v2/live/events, the same events as the
 * stream, for a browser whose stream cannot open. A typescript-fsa action like every API call.
 */
import { apiv2 } from "@library/api/apiv2";
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";
import type { ILiveEvent } from "@library/live/liveTypes";

const createAction = actionCreatorFactory("@@live");

export interface IPollLiveParams {
    query: Record<string, number>;
    /** The last event applied; absent: only learn where to start. */
    after?: number;
}

export interface IPollLiveResult {
    events: ILiveEvent[];
    lastEventID: number;
}

export const pollLiveEventsAction = createAction.async<IPollLiveParams, IPollLiveResult, IApiError>("POLL");

export const pollLiveEvents = bindAsyncThunk(pollLiveEventsAction, async ({ query, after }) => {
    const response = await apiv2.get<IPollLiveResult>("live/events", { params: { ...query, ...(after === undefined ? {} : { after }) } });
    return response.data;
});
