/**
 * Publishing a scheduled draft (content §4 "A draft can be scheduled"): the drafts feature
 * (dashboard) owns drafts and the job that publishes them at their time, but not the posts
 * they become. Each application that owns a record type registers how to publish a draft of
 * it (vanilla: discussion, comment). The publisher runs inside the transaction that deletes
 * the draft, so a draft is published exactly once even with several server processes.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { IDraft } from "@library/drafts/draftTypes";

export interface IPublishedDraft {
    recordID: number;
    url: string;
    /** Work to do once the transaction has committed (events, notifications). */
    afterCommit?: () => Promise<void>;
}

/** Throws an Error whose message is shown to the member (draftStatus "error") when the draft cannot be published. */
export type DraftPublisher = (draft: IDraft, trx: Kysely<Database>) => Promise<IPublishedDraft>;

export class DraftPublishers {
    private readonly publishers = new Map<string, DraftPublisher>();

    register(recordType: string, publisher: DraftPublisher): void {
        this.publishers.set(recordType, publisher);
    }

    get(recordType: string): DraftPublisher | undefined {
        return this.publishers.get(recordType);
    }
}
