/**
 * Who is online, in the store (DESIGN.md §3 "one state layer"): the panel's refresh is a
 * typescript-fsa async action from a thunk, registered through the add-on facade under the key
 * "online". Until the first refresh the server's list (the panel's props) is shown.
 */
import { actionCreatorFactory, addonApi, bindAsyncThunk, loadApiClient, type IApiError, type IUserFragment } from "@library/addons/addonApi";

const createAction = actionCreatorFactory("@@online");

/** GET /online: the members active in the last window. */
export const refreshOnlineAction = createAction.async<void, IUserFragment[], IApiError>("REFRESH");

export const refreshOnline = bindAsyncThunk(refreshOnlineAction, async () => {
    const api = await loadApiClient();
    return (await api.get<IUserFragment[]>("online")).data;
});

export interface IOnlineState {
    /** The latest refresh's list; null until one succeeded. */
    users: IUserFragment[] | null;
    /** The last refresh failed: the list shown may be out of date. */
    stale: boolean;
}

const INITIAL_STATE: IOnlineState = { users: null, stale: false };

export function onlineReducer(state: IOnlineState = INITIAL_STATE, action: { type: string }): IOnlineState {
    if (refreshOnlineAction.done.match(action)) return { users: action.payload.result, stale: false };
    if (refreshOnlineAction.failed.match(action)) return { ...state, stale: true };
    return state;
}

export const ONLINE_STATE_KEY = "online";

/** The slice's state, absent until the panel's code registered it. */
export function selectOnline(state: unknown): IOnlineState {
    return (state as Partial<Record<typeof ONLINE_STATE_KEY, IOnlineState>>)[ONLINE_STATE_KEY] ?? INITIAL_STATE;
}

export function registerOnlineSlice(): void {
    addonApi.registerReducer(ONLINE_STATE_KEY, onlineReducer);
}
