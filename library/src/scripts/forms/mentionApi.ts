/**
 * The @mention look-up (shell §7, §9 "autocomplete") as a cached look-up in lookupApi: each
 * prefix is asked once and its answer stays fresh 5 minutes, then is asked again. Loaded with
 * the first look-up (useMentionSuggestions), so forms hydrate without RTK Query or the API client.
 */
import { lookupApi } from "@library/api/lookupApi";
import type { IUserFragment } from "@library/users/userTypes";

/** Shell §9: 50 suggestions; the server ranks members active within 90 days first (order=mention). */
export const MENTION_LIMIT = 50;

export const mentionApi = lookupApi.injectEndpoints({
    endpoints: (build) => ({
        /** GET /users/by-names?name={prefix}*&order=mention&limit=50. */
        getMentionSuggestions: build.query<IUserFragment[], string>({
            query: (prefix) => ({ url: "/users/by-names", params: { name: `${prefix}*`, order: "mention", limit: MENTION_LIMIT } }),
        }),
    }),
});
