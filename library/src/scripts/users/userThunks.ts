/** The user card's API call, in the card's own chunk (the API client stays out of first loads). */
import { apiv2 } from "@library/api/apiv2";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import { getUserAction } from "@library/users/userActions";
import type { IUser } from "@library/users/userTypes";

/** GET /users/{id}?expand=all: resolves with the user, rejects with the ApiError after `failed`. */
export const fetchUser = bindAsyncThunk(getUserAction, async ({ userID }) => {
    const response = await apiv2.get<IUser>(`users/${userID}`, { params: { expand: "all" } });
    return response.data;
});
