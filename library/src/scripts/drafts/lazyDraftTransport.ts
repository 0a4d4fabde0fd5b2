/**
 * The autosave engine's transport for a page: the drafts thunks (and with them the API client)
 * load on the first draft request, not in the page's first-load JavaScript.
 */
import type { Dispatch } from "@reduxjs/toolkit";
import { loadDraftThunks } from "@library/drafts/draftActions";
import type { IDraftTransport } from "@library/drafts/draftAutosave";
import { registerDraftsSlice } from "@library/drafts/draftsSlice";

export function lazyDraftTransport(dispatch: Dispatch, getState: () => unknown): IDraftTransport {
    let transport: Promise<IDraftTransport> | null = null;
    const real = () => {
        transport ??= loadDraftThunks().then((thunks) => {
            registerDraftsSlice();
            return thunks.createDraftTransport(dispatch, getState);
        });
        // A failed chunk load is tried again at the next save.
        transport.catch(() => (transport = null));
        return transport;
    };
    return {
        fetch: async (draftID) => (await real()).fetch(draftID),
        find: async (query) => (await real()).find!(query),
        create: async (post) => (await real()).create(post),
        update: async (draftID, patch, revision) => (await real()).update(draftID, patch, revision),
        remove: async (draftID) => (await real()).remove(draftID),
    };
}
