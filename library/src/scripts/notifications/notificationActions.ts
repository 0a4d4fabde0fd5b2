/**
 * Notifications and messages of the title bar (shell §4, §7): typescript-fsa async actions bound
 * to their API calls through bindAsyncThunk (DESIGN.md §3, the one way entity state loads).
 */
import { apiv2 } from "@library/api/apiv2";
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, bindAsyncThunk, type AppThunk } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import type { IConversationSummary, IMeCounts, INotification } from "@library/notifications/notificationTypes";

const createAction = actionCreatorFactory("notifications");

/** Shell §7: a counts call is skipped when one was made within the last 60 s. */
export const ME_COUNTS_MIN_INTERVAL_MS = 60_000;
/** How many notifications and conversations a title-bar drop-down lists. */
export const TITLE_BAR_LIST_LIMIT = 30;

export const fetchNotificationsAction = createAction.async<void, INotification[], IApiError>("FETCH");
export const markNotificationReadAction = createAction.async<{ notificationID: number }, void, IApiError>("MARK_READ");
export const markAllNotificationsReadAction = createAction.async<void, void, IApiError>("MARK_ALL_READ");
/** params: the time the call was made (Date.now()), which the 60 s rule compares with. */
export const fetchMeCountsAction = createAction.async<{ requestedAt: number }, IMeCounts, IApiError>("FETCH_ME_COUNTS");
export const fetchConversationsAction = createAction.async<void, IConversationSummary[], IApiError>("FETCH_CONVERSATIONS");

export const fetchNotifications = bindAsyncThunk(fetchNotificationsAction, async () => {
    const response = await apiv2.get<INotification[]>("notifications", { params: { limit: TITLE_BAR_LIST_LIMIT } });
    return response.data;
});

export const markNotificationRead = bindAsyncThunk(markNotificationReadAction, async ({ notificationID }) => {
    // keepalive: the click that marks it read also follows the link, and the request must
    // survive the page being left.
    await apiv2.patch(`notifications/${notificationID}`, { read: true }, { fetchOptions: { keepalive: true } });
});

export const markAllNotificationsRead = bindAsyncThunk(markAllNotificationsReadAction, async () => {
    await apiv2.patch("notifications", { read: true });
});

/** The counts now, without the 60 s rule: live updates call it when the server says they changed. */
export const fetchMeCountsNow = bindAsyncThunk(fetchMeCountsAction, async () => {
    const response = await apiv2.get<IMeCounts>("users/me-counts");
    return response.data;
});

/**
 * Refreshes the unread counts (the account drop-down opening, shell §4), unless a call was made
 * within the last 60 s: resolves false then, without a request.
 */
export function refreshMeCounts(now: number = Date.now()): AppThunk<boolean> {
    return async (dispatch, getState) => {
        const last = (getState() as Partial<IRootState>).notifications?.countsRequestedAt ?? null;
        if (last !== null && now - last < ME_COUNTS_MIN_INTERVAL_MS) return false;
        await fetchMeCountsNow({ requestedAt: now })(dispatch, getState);
        return true;
    };
}

export const fetchConversations = bindAsyncThunk(fetchConversationsAction, async () => {
    const response = await apiv2.get<IConversationSummary[]>("conversations", { params: { limit: TITLE_BAR_LIST_LIMIT } });
    return response.data;
});
