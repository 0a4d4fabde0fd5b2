/**
 * GET /online as a look-up in the one RTK Query cache (lookupApi). The panel asks with
 * forceRefetch at each refresh: the list is meant to be current, the cache only shares it.
 */
import { lookupApi } from "@library/api/lookupApi";
import type { IUserFragment } from "@library/users/userTypes";

export const onlineApi = lookupApi.injectEndpoints({
    endpoints: (build) => ({
        getOnlineUsers: build.query<IUserFragment[], void>({ query: () => ({ url: "/online" }) }),
    }),
});
