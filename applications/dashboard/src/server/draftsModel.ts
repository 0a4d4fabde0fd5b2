/**
 * Drafts in the database (content §3 "Draft", §4): a member's drafts, their revisions, and
 * scheduled publishing through the host's job runner (jobs/jobRunner.ts) and the record types'
 * publishers (drafts/draftPublishers.ts).
 *
 * Every change of a draft raises its revision by one in the same UPDATE; a change made against
 * a known revision (If-Match) is `UPDATE … WHERE draftID = ? AND revision = ?`, so of ten
 * simultaneous saves from the same revision exactly one wins.
 */
import type { Kysely, Selectable } from "kysely";
import { t, tf } from "@library/i18n/t";
import { discussionDraftLink, replyDraftLink } from "@library/drafts/draftLinks";
import type { DraftRecordType, DraftStatus, IDraft, IDraftAttributes } from "@library/drafts/draftTypes";
import type { Database } from "@server/db/schema";
import { lockRow } from "@server/db/rowLock";
import type { DraftPublishers } from "@server/drafts/draftPublishers";
import { deleteOwnDraftIn, publishJobKey } from "@server/drafts/deleteOwnDraft";
import { cancelJob, enqueueJob, type JobRunner } from "@server/jobs/jobRunner";
import { escapeHtml } from "@server/ssr/escape";
import type { DraftsTable } from "./draftsMigrations";

export const PUBLISH_DRAFT_JOB = "publishDraft";


type DraftRow = Selectable<DraftsTable>;

function parseAttributes(text: string): IDraftAttributes {
    try {
        const value = JSON.parse(text) as unknown;
        if (value && typeof value === "object" && !Array.isArray(value)) return value as IDraftAttributes;
    } catch {
        // A row written by hand or by older code: an empty draft is better than a 500.
    }
    return { body: "", format: "rich2" };
}

/** Where the member edits a draft (content §2 create-post forms and draft-available links). */
export function draftEditUrl(draft: Pick<IDraft, "draftID" | "recordType" | "recordID" | "parentRecordID" | "attributes">): string {
    if (draft.recordType === "discussion") return `/post/editdiscussion/${draft.recordID ?? 0}/${draft.draftID}`;
    if (draft.recordType === "comment") {
        const meta = draft.attributes.draftMeta as { commentParentID?: unknown } | undefined;
        const parentID = typeof meta?.commentParentID === "number" ? meta.commentParentID : null;
        // The draft-available links of content §2, built where the client builds them (draftLinks.ts).
        if (parentID) return replyDraftLink(parentID);
        if (draft.parentRecordID) return discussionDraftLink(draft.parentRecordID);
    }
    return "/drafts";
}

export function toApiDraft(row: DraftRow): IDraft {
    const attributes = parseAttributes(row.attributes);
    const draft = {
        draftID: row.draftID,
        recordType: row.recordType as DraftRecordType,
        recordID: row.recordID,
        parentRecordType: row.parentRecordType,
        parentRecordID: row.parentRecordID,
        attributes,
        draftStatus: row.draftStatus,
        dateScheduled: row.dateScheduled,
        error: row.error,
        insertUserID: row.insertUserID,
        updateUserID: row.updateUserID,
        dateInserted: row.dateInserted,
        dateUpdated: row.dateUpdated,
        revision: row.revision,
    };
    return { ...draft, editUrl: draftEditUrl(draft) };
}

/** The member's own draft, or undefined (someone else's draft is the same as none). */
export async function getOwnDraft(db: Kysely<Database>, userID: number, draftID: number): Promise<IDraft | undefined> {
    const row = await db.selectFrom("drafts").selectAll().where("draftID", "=", draftID).where("insertUserID", "=", userID).executeTakeFirst();
    return row ? toApiDraft(row) : undefined;
}

export interface IDraftFilters {
    recordType?: string;
    parentRecordType?: string;
    parentRecordID?: number;
    recordID?: number;
    draftStatus?: DraftStatus;
}

export async function listDrafts(db: Kysely<Database>, userID: number, filters: IDraftFilters, page: number, limit: number): Promise<{ drafts: IDraft[]; total: number }> {
    let query = db.selectFrom("drafts").where("insertUserID", "=", userID);
    if (filters.recordType !== undefined) query = query.where("recordType", "=", filters.recordType);
    if (filters.parentRecordType !== undefined) query = query.where("parentRecordType", "=", filters.parentRecordType);
    if (filters.parentRecordID !== undefined) query = query.where("parentRecordID", "=", filters.parentRecordID);
    if (filters.recordID !== undefined) query = query.where("recordID", "=", filters.recordID);
    if (filters.draftStatus !== undefined) query = query.where("draftStatus", "=", filters.draftStatus);
    const { n } = await query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
    const rows = await query
        .selectAll()
        .orderBy("dateUpdated", "desc")
        .orderBy("draftID", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    return { drafts: rows.map(toApiDraft), total: Number(n) };
}

export interface INewDraft {
    recordType: string;
    recordID: number | null;
    parentRecordType: string | null;
    parentRecordID: number | null;
    attributes: IDraftAttributes;
}

/**
 * Inserts a draft unless the member already has `maxDrafts`: the member's row is locked first,
 * so ten creates at once cannot pass the count together. Returns undefined when over the limit.
 */
export async function createDraft(db: Kysely<Database>, userID: number, draft: INewDraft, maxDrafts: number): Promise<IDraft | undefined> {
    return db.transaction().execute(async (trx) => {
        await lockRow(trx, "users", "userID", userID);
        const { n } = await trx.selectFrom("drafts").select((eb) => eb.fn.countAll<string | number>().as("n")).where("insertUserID", "=", userID).executeTakeFirstOrThrow();
        if (Number(n) >= maxDrafts) return undefined;
        const now = new Date().toISOString();
        const row = await trx
            .insertInto("drafts")
            .values({
                insertUserID: userID,
                updateUserID: userID,
                recordType: draft.recordType,
                recordID: draft.recordID,
                parentRecordType: draft.parentRecordType,
                parentRecordID: draft.parentRecordID,
                attributes: JSON.stringify(draft.attributes),
                draftStatus: "draft",
                dateScheduled: null,
                error: null,
                revision: 1,
                dateInserted: now,
                dateUpdated: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        return toApiDraft(row);
    });
}

export type DraftChange = Partial<Omit<DraftsTable, "draftID" | "insertUserID" | "revision" | "dateInserted" | "dateUpdated" | "updateUserID">>;

export type UpdateResult = { status: "updated"; draft: IDraft } | { status: "conflict"; draft: IDraft } | { status: "missing" };

/**
 * Applies `change` to the member's draft in one UPDATE that raises the revision; with
 * `expectedRevision` only when the stored revision is that one (else "conflict" with the
 * current draft). `db` may be a transaction.
 */
export async function updateDraft(db: Kysely<Database>, userID: number, draftID: number, change: DraftChange, expectedRevision?: number): Promise<UpdateResult> {
    let query = db
        .updateTable("drafts")
        .set((eb) => ({ ...change, updateUserID: userID, dateUpdated: new Date().toISOString(), revision: eb("revision", "+", 1) }))
        .where("draftID", "=", draftID)
        .where("insertUserID", "=", userID);
    if (expectedRevision !== undefined) query = query.where("revision", "=", expectedRevision);
    const row = await query.returningAll().executeTakeFirst();
    if (row) return { status: "updated", draft: toApiDraft(row) };
    const current = await getOwnDraft(db, userID, draftID);
    return current ? { status: "conflict", draft: current } : { status: "missing" };
}

/** Deletes the member's draft (and its publishing job); false when there was none. */
export async function deleteDraft(db: Kysely<Database>, userID: number, draftID: number): Promise<boolean> {
    return db.transaction().execute((trx) => deleteOwnDraftIn(trx, userID, draftID));
}

/** Schedules the draft and moves (or makes) its publishing job, in one transaction. */
export async function scheduleDraft(db: Kysely<Database>, userID: number, draftID: number, dateScheduled: string): Promise<IDraft | undefined> {
    return db.transaction().execute(async (trx) => {
        const result = await updateDraft(trx, userID, draftID, { draftStatus: "scheduled", dateScheduled, error: null });
        if (result.status !== "updated") return undefined;
        await enqueueJob(trx, PUBLISH_DRAFT_JOB, { draftID }, dateScheduled, { key: publishJobKey(draftID) });
        return result.draft;
    });
}

/** Back to a plain draft; its publishing job is removed. */
export async function cancelDraftSchedule(db: Kysely<Database>, userID: number, draftID: number): Promise<IDraft | undefined> {
    return db.transaction().execute(async (trx) => {
        const result = await updateDraft(trx, userID, draftID, { draftStatus: "draft", dateScheduled: null, error: null });
        if (result.status !== "updated") return undefined;
        await cancelJob(trx, publishJobKey(draftID));
        return result.draft;
    });
}

/** The name a member knows a draft by, for the failure notification. */
function draftName(draft: IDraft): string {
    const meta = draft.attributes.draftMeta as { name?: unknown } | undefined;
    const name = typeof meta?.name === "string" && meta.name.trim() ? meta.name : draft.attributes.name;
    return typeof name === "string" && name.trim() ? name.trim() : t("Untitled draft");
}

/** Error whose message the member reads (draftStatus "error" and the notification). */
class PublishFailure extends Error {}

/**
 * The publishDraft job: in ONE transaction re-reads the draft under a lock (still scheduled and
 * due — else nothing to do, so a job run twice publishes once), publishes it through its record
 * type's publisher and deletes it; then the publisher's afterCommit. When there is no publisher
 * or it throws, the draft gets draftStatus "error" with the reason and the member a
 * notification linking to the draft. Database failures outside the publisher throw, so the job
 * is retried.
 */
export async function publishScheduledDraft(db: Kysely<Database>, publishers: DraftPublishers, draftID: number): Promise<"published" | "skipped" | "failed" | { notDueUntil: string }> {
    let failure: { draft: IDraft; reason: string } | undefined;
    let notDueUntil: string | undefined;
    const published = await db
        .transaction()
        .execute(async (trx) => {
            if (!(await lockRow(trx, "drafts", "draftID", draftID))) return undefined;
            const row = await trx.selectFrom("drafts").selectAll().where("draftID", "=", draftID).executeTakeFirst();
            if (!row || row.draftStatus !== "scheduled" || !row.dateScheduled) return undefined;
            // Run early (another process's clock): the caller waits for the draft's time again.
            if (Date.parse(row.dateScheduled) > Date.now()) {
                notDueUntil = row.dateScheduled;
                return undefined;
            }
            const draft = toApiDraft(row);
            const publisher = publishers.get(draft.recordType);
            if (!publisher) throw new PublishFailure(tf("Posts of type {type} cannot be published from a draft.", { type: draft.recordType }));
            let result;
            try {
                result = await publisher(draft, trx);
            } catch (error) {
                throw new PublishFailure(error instanceof Error && error.message ? error.message : t("The post could not be published."));
            }
            await trx.deleteFrom("drafts").where("draftID", "=", draftID).execute();
            return result;
        })
        .catch(async (error: unknown) => {
            if (!(error instanceof PublishFailure)) throw error;
            const draft = (await db.selectFrom("drafts").selectAll().where("draftID", "=", draftID).executeTakeFirst()) ?? undefined;
            if (draft) failure = { draft: toApiDraft(draft), reason: error.message };
            return undefined;
        });
    if (published) {
        await published.afterCommit?.();
        return "published";
    }
    if (notDueUntil) return { notDueUntil };
    if (!failure) return "skipped";
    await markPublishFailed(db, failure.draft, failure.reason);
    return "failed";
}

async function markPublishFailed(db: Kysely<Database>, draft: IDraft, reason: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
        // Only if it is still the scheduled draft that failed (not edited or cancelled meanwhile).
        const result = await trx
            .updateTable("drafts")
            .set((eb) => ({ draftStatus: "error" as const, error: reason, dateUpdated: new Date().toISOString(), revision: eb("revision", "+", 1) }))
            .where("draftID", "=", draft.draftID)
            .where("revision", "=", draft.revision)
            .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return;
        const now = new Date().toISOString();
        await trx
            .insertInto("notifications")
            .values({
                userID: draft.insertUserID,
                activityType: "draftPublishFailed",
                reason: t("Your scheduled post could not be published."),
                body: tf("Your scheduled post {name} could not be published: {reason}", { name: `<b>${escapeHtml(`“${draftName(draft)}”`)}</b>`, reason: escapeHtml(reason) }),
                photoUrl: "",
                url: draft.editUrl,
                recordType: "draft",
                recordID: draft.draftID,
                discussionID: null,
                dateInserted: now,
                dateUpdated: now,
                read: 0,
            })
            .execute();
    });
}

/** Registers the publishDraft job handler on the host's runner. */
export function registerPublishDraftJob(jobs: JobRunner, db: Kysely<Database>, publishers: DraftPublishers): void {
    jobs.register(PUBLISH_DRAFT_JOB, async (payload) => {
        const draftID = (payload as { draftID?: unknown } | null)?.draftID;
        if (typeof draftID !== "number") return;
        const outcome = await publishScheduledDraft(db, publishers, draftID);
        if (typeof outcome === "object") await enqueueJob(db, PUBLISH_DRAFT_JOB, { draftID }, outcome.notDueUntil, { key: publishJobKey(draftID) });
    });
}
