/**
 * The notifications slice: the title bar's notification and conversation lists and the unread
 * counts. Counts start unknown (undefined) and the components fall back to the current user's
 * counts from the page metadata, so the server's HTML and the first client render agree.
 */
import { createReducer } from "@reduxjs/toolkit";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import {
    fetchConversationsAction,
    fetchMeCountsAction,
    fetchNotificationsAction,
    markAllNotificationsReadAction,
    markNotificationReadAction,
} from "@library/notifications/notificationActions";
import type { IConversationSummary, INotification } from "@library/notifications/notificationTypes";
import type { IRootState } from "@library/redux/store";
import type { ICurrentUser } from "@library/boot/pageMeta";
import { registerReducer } from "@library/registry/reducerRegistry";

export const NOTIFICATIONS_KEY = "notifications";

export interface INotificationsState {
    notifications: ILoadable<INotification[]>;
    conversations: ILoadable<IConversationSummary[]>;
    markAllStatus: LoadStatus;
    /** Known once a call told us; until then the page metadata's counts apply. */
    unreadNotifications?: number;
    unreadConversations?: number;
    /** When the last GET /users/me-counts was made (ms), for the 60 s rule; null: never. */
    countsRequestedAt: number | null;
}

export const INITIAL_NOTIFICATIONS_STATE: INotificationsState = {
    notifications: { status: LoadStatus.PENDING },
    conversations: { status: LoadStatus.PENDING },
    markAllStatus: LoadStatus.PENDING,
    countsRequestedAt: null,
};

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        notifications: INotificationsState;
    }
}

function loadError(error: { message: string; status: number }) {
    return { message: error.message, status: error.status };
}

export const notificationsReducer = createReducer(INITIAL_NOTIFICATIONS_STATE, (builder) => {
    builder
        .addMatcher(fetchNotificationsAction.started.match, (state) => {
            state.notifications = { status: LoadStatus.LOADING, data: state.notifications.data };
        })
        .addMatcher(fetchNotificationsAction.done.match, (state, { payload }) => {
            state.notifications = { status: LoadStatus.SUCCESS, data: payload.result };
        })
        .addMatcher(fetchNotificationsAction.failed.match, (state, { payload }) => {
            state.notifications = { status: LoadStatus.ERROR, data: state.notifications.data, error: loadError(payload.error) };
        })
        // Optimistic: the reader clicked it and is on the way to it.
        .addMatcher(markNotificationReadAction.started.match, (state, { payload }) => {
            const notification = state.notifications.data?.find((item) => item.notificationID === payload.notificationID);
            if (notification && !notification.read) {
                notification.read = true;
                if (state.unreadNotifications !== undefined) state.unreadNotifications = Math.max(0, state.unreadNotifications - 1);
            }
        })
        .addMatcher(markAllNotificationsReadAction.started.match, (state) => {
            state.markAllStatus = LoadStatus.LOADING;
        })
        // Shell §4: every notification read and the unread count 0.
        .addMatcher(markAllNotificationsReadAction.done.match, (state) => {
            state.markAllStatus = LoadStatus.SUCCESS;
            state.notifications.data?.forEach((notification) => {
                notification.read = true;
            });
            state.unreadNotifications = 0;
        })
        .addMatcher(markAllNotificationsReadAction.failed.match, (state) => {
            state.markAllStatus = LoadStatus.ERROR;
        })
        .addMatcher(fetchMeCountsAction.started.match, (state, { payload }) => {
            state.countsRequestedAt = payload.requestedAt;
        })
        .addMatcher(fetchMeCountsAction.done.match, (state, { payload }) => {
            for (const { name, count } of payload.result.counts) {
                if (name === "UnreadNotifications") state.unreadNotifications = count;
                else if (name === "UnreadConversations") state.unreadConversations = count;
            }
        })
        .addMatcher(fetchConversationsAction.started.match, (state) => {
            state.conversations = { status: LoadStatus.LOADING, data: state.conversations.data };
        })
        .addMatcher(fetchConversationsAction.done.match, (state, { payload }) => {
            state.conversations = { status: LoadStatus.SUCCESS, data: payload.result };
            // The list is fresher than the count the page was rendered with.
            state.unreadConversations = payload.result.filter((conversation) => conversation.unread).length;
        })
        .addMatcher(fetchConversationsAction.failed.match, (state, { payload }) => {
            state.conversations = { status: LoadStatus.ERROR, data: state.conversations.data, error: loadError(payload.error) };
        });
});

/** The slice, or its initial state while the title bar's chunk has not registered it yet. */
export function selectNotificationsState(state: Partial<IRootState>): INotificationsState {
    return state.notifications ?? INITIAL_NOTIFICATIONS_STATE;
}

export function selectUnreadNotifications(state: Partial<IRootState>, user: ICurrentUser): number {
    return selectNotificationsState(state).unreadNotifications ?? user.countUnreadNotifications;
}

export function selectUnreadConversations(state: Partial<IRootState>, user: ICurrentUser): number {
    return selectNotificationsState(state).unreadConversations ?? user.countUnreadConversations;
}

/**
 * Adds the slice to the store (a no-op the second time). The title bar's islands call it when
 * their chunk loads, before they hydrate, so pages without a signed-in box never ship it.
 */
export function registerNotificationsSlice(): void {
    registerReducer(NOTIFICATIONS_KEY, notificationsReducer);
}
