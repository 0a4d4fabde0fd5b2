/**
 * Users read by ID (shell §4 "User fetch by ID: pending triggers loading"): each entry follows
 * PENDING → LOADING → SUCCESS | ERROR. Registered through the reducer registry by the user card
 * chunk when it first loads (UserCardHost.tsx), so pages that never open a card do not carry it.
 */
import { createSlice } from "@reduxjs/toolkit";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { getUserAction } from "@library/users/userActions";
import type { IUser } from "@library/users/userTypes";

export const USERS_KEY = "users";

export interface IUsersState {
    usersByID: Record<number, ILoadable<IUser>>;
}

export const INITIAL_USERS_STATE: IUsersState = { usersByID: {} };

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        users: IUsersState;
    }
}

export const usersSlice = createSlice({
    name: USERS_KEY,
    initialState: INITIAL_USERS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(getUserAction.started.match, (state, { payload }) => {
                const previous = state.usersByID[payload.userID];
                // A refetch keeps what was shown while it loads.
                state.usersByID[payload.userID] = { status: LoadStatus.LOADING, data: previous?.data };
            })
            .addMatcher(getUserAction.done.match, (state, { payload }) => {
                state.usersByID[payload.params.userID] = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(getUserAction.failed.match, (state, { payload }) => {
                state.usersByID[payload.params.userID] = {
                    status: LoadStatus.ERROR,
                    error: { message: payload.error.message, status: payload.error.status },
                };
            });
    },
});

export const usersReducer = usersSlice.reducer;

const PENDING: ILoadable<IUser> = { status: LoadStatus.PENDING };

export function selectUser(state: IRootState, userID: number): ILoadable<IUser> {
    return state.users?.usersByID[userID] ?? PENDING;
}
