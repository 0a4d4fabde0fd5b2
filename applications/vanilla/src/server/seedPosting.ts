/**
 * The host's `seedPosting` (addons/addonSeedPosting.ts): add-ons' demo posts go through
 * createDiscussion / createComment as their author, with the author's permissions, no rate
 * limit, and the seed's date, so counts, search and events are what posting makes them.
 */
import type { IAddonSeedPosting } from "@server/addons/addonSeedPosting";
import { createComment, createDiscussion, loadActor, type PostingHost } from "./posting";

async function author(host: PostingHost, userID: number) {
    const actor = await loadActor(host.db, userID);
    if (!actor) throw new Error(`The seed's author ${userID} does not exist or is banned.`);
    return actor;
}

export function seedPosting(host: PostingHost): IAddonSeedPosting {
    return {
        async discussion({ authorID, dateInserted, ...input }) {
            return (await createDiscussion(host, await author(host, authorID), input, undefined, { rateLimited: false, dateInserted })).discussionID;
        },
        async comment({ authorID, dateInserted, ...input }) {
            return (await createComment(host, await author(host, authorID), input, undefined, { rateLimited: false, dateInserted })).commentID;
        },
    };
}
