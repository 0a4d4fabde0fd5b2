/**
 * How a scheduled discussion or comment draft becomes a post (draftPublishers.ts): through
 * createDiscussion / createComment (posting.ts), inside the transaction that deletes the draft,
 * as the draft's author with the permissions the author holds now. When the post cannot be made
 * (no permission any more, the category or discussion gone, an empty title) the Error's message
 * says why in words the member reads on their drafts page.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { ICommentDraftMeta, IDiscussionDraftMeta, IDraft } from "@library/drafts/draftTypes";
import type { DraftPublisher, IPublishedDraft } from "@server/drafts/draftPublishers";
import { createComment, createDiscussion, loadActor, type IPostingActor, type PostingHost } from "./posting";

async function authorOf(trx: Kysely<Database>, draft: IDraft): Promise<IPostingActor> {
    const actor = await loadActor(trx, draft.insertUserID);
    if (!actor) throw new Error("The draft's author can no longer post.");
    if (draft.recordID) throw new Error("This draft changes a post that already exists: open it and save the change.");
    return actor;
}

export function discussionDraftPublisher(host: PostingHost): DraftPublisher {
    return async (draft, trx): Promise<IPublishedDraft> => {
        const actor = await authorOf(trx, draft);
        const meta = (draft.attributes.draftMeta ?? {}) as IDiscussionDraftMeta;
        if (!meta.categoryID) throw new Error("Choose a category for this discussion before it can be posted.");
        const created = await createDiscussion(
            host,
            actor,
            {
                categoryID: meta.categoryID,
                name: meta.name ?? draft.attributes.name ?? "",
                body: draft.attributes.body,
                format: draft.attributes.format,
                tagIDs: meta.tagIDs,
                newTagNames: meta.newTagNames,
                pinLocation: meta.pinLocation,
                type: meta.postTypeID,
            },
            trx,
            { rateLimited: false },
        );
        return { recordID: created.discussionID, url: created.url, afterCommit: created.afterCommit };
    };
}

export function commentDraftPublisher(host: PostingHost): DraftPublisher {
    return async (draft, trx): Promise<IPublishedDraft> => {
        const actor = await authorOf(trx, draft);
        if (!draft.parentRecordID) throw new Error("This comment's discussion is gone.");
        const meta = (draft.attributes.draftMeta ?? {}) as ICommentDraftMeta;
        const created = await createComment(
            host,
            actor,
            { discussionID: draft.parentRecordID, body: draft.attributes.body, format: draft.attributes.format, parentCommentID: meta.commentParentID ?? null },
            trx,
            { rateLimited: false },
        );
        return { recordID: created.commentID, url: created.url, afterCommit: created.afterCommit };
    };
}
