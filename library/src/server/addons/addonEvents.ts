/**
 * Host events as add-ons receive them (api.onEvent, add-on API 5): the host's event (events.ts,
 * delivered from a durable job) narrowed to the facade's stable shape, and only while the
 * add-on is on. A listener that throws fails the job, which is retried: listeners are idempotent.
 */
import type { IHostEventMap } from "@server/events";
import type { AddonEventName, IAddonEvents } from "@server/addons/serverAddonApi";

const NARROW: { [K in AddonEventName]: (event: IHostEventMap[K]) => IAddonEvents[K] } = {
    discussionAdded: (event) => ({ discussionID: event.discussionID, authorID: event.authorID, categoryID: event.categoryID }),
    commentAdded: (event) => ({ commentID: event.commentID, discussionID: event.discussionID, authorID: event.authorID, categoryID: event.categoryID }),
    reactionAdded: (event) => ({ recordType: event.recordType, recordID: event.recordID, recordAuthorID: event.recordAuthorID, reactorID: event.reactorID, categoryID: event.categoryID }),
};

export function addonEventListener<K extends AddonEventName>(name: K, listener: (event: never) => Promise<void>, isEnabled: () => boolean): (event: IHostEventMap[K]) => Promise<void> {
    return async (event) => {
        if (!isEnabled()) return;
        await (listener as (event: IAddonEvents[K]) => Promise<void>)(NARROW[name](event));
    };
}
