/**
 * The users slice's typescript-fsa action creators. The thunk that calls the API lives in
 * userThunks.ts, loaded with the user card, so pages do not carry the API client for it.
 */
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IUser } from "@library/users/userTypes";

const createAction = actionCreatorFactory("@@users");

export interface IGetUserParams {
    userID: number;
}

/** GET /users/{id}?expand=all (shell §7). */
export const getUserAction = createAction.async<IGetUserParams, IUser, IApiError>("GET_USER");
