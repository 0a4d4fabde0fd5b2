/**
 * The create-post page's props in the store, for its App mode (customLayout.createPost): the
 * server fills it, the App page reads it. Island pages do not send it (their island has props).
 */
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ICreatePostPageProps } from "@vanilla/post/createPostTypes";

export interface ICreatePostState {
    page: ICreatePostPageProps | null;
}

const initialState: ICreatePostState = { page: null };

export const createPostSlice = createSlice({
    name: "createPost",
    initialState,
    reducers: {
        createPostPageReceived(state, action: PayloadAction<ICreatePostPageProps>) {
            state.page = action.payload;
        },
    },
});

export const { createPostPageReceived } = createPostSlice.actions;
export const createPostReducer = createPostSlice.reducer;
