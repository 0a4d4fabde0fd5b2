/**
 * The discussion thunks bring the API client (axios), so the controls that use them load them on
 * demand and the page hydrates without them: one chunk ("discussionThunks") for every caller.
 */
import { loadFeature } from "@library/lazy/loadFeature";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

function importDiscussionThunks() {
    return import(/* webpackChunkName: "discussionThunks" */ "@vanilla/discussions/discussionThunks");
}

/** The member is waiting for them (a click, a submit): a failure shows the spec's message with Retry (loadOnDemand.ts). */
export function loadDiscussionThunks() {
    return loadFeature(importDiscussionThunks);
}

/** The member is about to use a control (pointer over it, focus): fetched early; a failure is retried, and reported, on use. */
export function prefetchDiscussionThunks(): void {
    loadOnDemand(importDiscussionThunks).catch(() => undefined);
}
