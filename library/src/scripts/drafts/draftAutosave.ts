/**
 * The autosave engine (content §4 "Draft autosave", §5 "Drafts", §8 logged-only errors, §9
 * timings): framework-free, one instance per form. The React side is useDraftSync.ts.
 *
 *     const engine = new DraftAutosave({ transport, scope, pathKey, draftID, onRestore, onState });
 *     await engine.start();            // load: local vs server (rules below)
 *     engine.change({ body, format }); // every edit
 *     engine.remove();                 // discard: local copy and (unless keepServer) the server draft
 *     engine.dispose();
 *
 * Rules:
 * - Every change is kept on the device (localDrafts.ts) under the draft ID, or under the page path
 *   while the server has none: written 1000 ms after a change (DRAFT_UPDATE_DEBOUNCE_MS), at most
 *   once a second while typing, and at once by `flushLocal()` (page hide).
 * - 5000 ms after the last change (AUTOSAVE_MS) it is sent: POST without an ID, PATCH with one,
 *   carrying If-Match with the revision this tab last saw. So at most one request per 5 s of typing.
 * - A save is skipped while a fetch, save or delete runs (it runs once that ends), when disabled,
 *   when the local copy is not newer than the last server save, while offline (kept locally, sent
 *   when `online()` is called; after a network error or a request unanswered for 30 s with the
 *   browser online, tried again every 5000 ms), and while a conflict waits for the member's choice.
 * - On start with a draft ID: local newer than the server's lastSaved → local pushed; otherwise the
 *   server's copy replaces the local one (onRestore). A failed fetch: the local copy is saved as a
 *   new draft, or without one the draft ID is cleared. With no ID, the page path's local copy
 *   (and the ID it was given, kept as a pointer) or, for comments and edits, the member's matching
 *   server draft is used.
 * - A 409 (another tab or device saved in between) never overwrites: status "conflict" with the
 *   server's draft; `resolveConflict("theirs")` loads it, `resolveConflict("mine")` saves without
 *   If-Match so the member's text becomes the latest. The member's text stays until they choose.
 * - A 404 on update (the draft was posted or deleted elsewhere): the text is saved as a new draft.
 * - Other tabs (draftChannel.ts) announce their saves: a tab with no unsaved change takes the new
 *   text; a tab with unsaved changes gets the conflict at once.
 * - Content §5: an empty comment draft is not created (logged "Invalid draft, no body content"; an
 *   existing one is deleted); rich bodies go as JSON strings; discussion meta without a name, post
 *   meta, tags, tag IDs or pin location is logged "Invalid draft meta" and not sent (the body
 *   still is, when there is one).
 */
import { discussionDraftMeta, hasBody, parseDraftAttributes, sendableBody } from "@library/drafts/draftSendRules";
import type { DraftRecordType, ICommentDraftMeta, IDraft, IDraftAttributes, IDraftPatch, IDraftPost } from "@library/drafts/draftTypes";
import { draftKeyForConflict, draftKeyForID, draftKeyForPath, readDraftPointer, readLocalDraft, removeLocalDraft, writeDraftPointer, writeLocalDraft, type ILocalDraft } from "@library/drafts/localDrafts";
import type { IDraftQuery } from "@library/drafts/draftActions";
import type { IDraftChannel, IDraftChannelMessage } from "@library/drafts/draftChannel";
import { logError } from "@library/utility/logger";

export const AUTOSAVE_MS = 5000;
export const DRAFT_UPDATE_DEBOUNCE_MS = 1000;
/**
 * A draft request the server never answers would hold the engine (one request at a time) for
 * good: after this long it counts as a dropped connection and the save is tried again.
 */
export const DRAFT_REQUEST_TIMEOUT_MS = 30_000;

/** Rejects like a network error (status 0) when the request has not settled in time. */
function withTimeout<T>(request: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(Object.assign(new Error("The server did not answer in time."), { status: 0 })), DRAFT_REQUEST_TIMEOUT_MS);
        request.then(
            (value) => {
                clearTimeout(timer);
                resolve(value);
            },
            (error: unknown) => {
                clearTimeout(timer);
                reject(error);
            },
        );
    });
}

/** Thrown by a transport's update when the server answers 409: `draft` is the stored one. */
export class DraftConflictError extends Error {
    constructor(public readonly draft: IDraft) {
        super("This draft was changed in another tab or on another device.");
        this.name = "DraftConflictError";
    }
}

/** The server calls the engine needs (draftThunks.createDraftTransport; fakes in tests). */
export interface IDraftTransport {
    fetch(draftID: number): Promise<IDraft>;
    /** The member's drafts matching a query (newest first is not assumed). */
    find?(query: IDraftQuery): Promise<IDraft[]>;
    create(post: IDraftPost): Promise<IDraft>;
    /** With `revision`, sent as If-Match; rejects with DraftConflictError on 409. */
    update(draftID: number, patch: IDraftPatch, revision?: number): Promise<IDraft>;
    remove(draftID: number): Promise<void>;
}

/** What a form's draft belongs to. commentPath/commentParentID make a comment draft a reply draft. */
export interface IDraftScope {
    recordType: DraftRecordType;
    recordID?: number | null;
    parentRecordType?: string | null;
    parentRecordID?: number | null;
    commentPath?: string;
    commentParentID?: number;
}

/** What the form holds. draftMeta: discussion meta (name, tags, …) for discussion drafts. */
export interface IDraftValue {
    body: string | object;
    format: IDraftAttributes["format"];
    draftMeta?: Record<string, unknown>;
}

export type DraftSyncStatus = "idle" | "loading" | "local" | "saving" | "saved" | "offline" | "error" | "conflict";

export interface IDraftSyncState {
    draftID: number | null;
    status: DraftSyncStatus;
    /** The other version while status is "conflict". */
    conflict: IDraft | null;
}

export interface IDraftAutosaveOptions {
    transport: IDraftTransport;
    scope: IDraftScope;
    /** The page path the draft is kept under until the server gives it an ID. */
    pathKey: string;
    draftID?: number | null;
    /** Puts a kept or loaded draft back into the form. */
    onRestore(attributes: IDraftAttributes): void;
    onState?(state: IDraftSyncState): void;
    channel?: IDraftChannel;
    enabled?: boolean;
    isOnline?: () => boolean;
    now?: () => number;
}

function isNetworkError(error: unknown): boolean {
    return (error as { status?: unknown })?.status === 0;
}

function statusOf(error: unknown): number | undefined {
    const status = (error as { status?: unknown })?.status;
    return typeof status === "number" ? status : undefined;
}

function serverTime(draft: IDraft, attributes: IDraftAttributes): number {
    const time = Date.parse(attributes.lastSaved ?? draft.dateUpdated);
    return Number.isNaN(time) ? 0 : time;
}

export class DraftAutosave {
    private readonly options: IDraftAutosaveOptions;
    private draftID: number | null;
    private revision: number | undefined;
    private current: ILocalDraft | null = null;
    /** The `updated` time of the copy the server last accepted (or sent us). */
    private lastServerSave: number | null = null;
    private busy = false;
    private saveAfterBusy = false;
    private enabled: boolean;
    private status: DraftSyncStatus = "idle";
    private conflict: IDraft | null = null;
    private localTimer: ReturnType<typeof setTimeout> | null = null;
    private saveTimer: ReturnType<typeof setTimeout> | null = null;
    private unsubscribe: (() => void) | null = null;
    private disposed = false;
    /** While a conflict waits (and until "mine" is saved) the text is kept under its own key. */
    private keptApart = false;
    /** Grows at each remove(): a save that was in flight then must not bring the draft back. */
    private generation = 0;

    constructor(options: IDraftAutosaveOptions) {
        this.options = options;
        this.draftID = options.draftID ?? null;
        this.enabled = options.enabled ?? true;
        this.unsubscribe = options.channel?.subscribe((message) => this.receive(message)) ?? null;
    }

    getState(): IDraftSyncState {
        return { draftID: this.draftID, status: this.status, conflict: this.conflict };
    }

    private now(): number {
        return this.options.now?.() ?? Date.now();
    }

    private isOnline(): boolean {
        return this.options.isOnline?.() ?? (typeof navigator === "undefined" || navigator.onLine !== false);
    }

    private setState(status: DraftSyncStatus, conflict: IDraft | null = this.conflict): void {
        this.status = status;
        this.conflict = conflict;
        if (!this.disposed) this.options.onState?.(this.getState());
    }

    private localKey(): string {
        if (this.keptApart && this.draftID !== null) return draftKeyForConflict(this.draftID);
        return this.draftID !== null ? draftKeyForID(this.draftID) : draftKeyForPath(this.options.pathKey);
    }

    private isDirty(): boolean {
        return this.current !== null && (this.lastServerSave === null || this.current.updated > this.lastServerSave);
    }

    private writeLocal(): void {
        if (this.localTimer) clearTimeout(this.localTimer);
        this.localTimer = null;
        if (!this.current) return;
        writeLocalDraft(this.localKey(), this.current);
        if (this.draftID !== null && !this.keptApart) removeLocalDraft(draftKeyForConflict(this.draftID));
        if (this.draftID !== null) {
            writeDraftPointer(this.options.pathKey, this.draftID);
            removeLocalDraft(draftKeyForPath(this.options.pathKey));
        }
    }

    /** Loads the draft (see the rules at the top). */
    async start(): Promise<void> {
        if (this.draftID === null) this.draftID = readDraftPointer(this.options.pathKey);
        const apart = this.draftID !== null ? readLocalDraft(draftKeyForConflict(this.draftID)) : null;
        // A conflict left unresolved (tab closed): its text comes back, and its old revision
        // makes the server refuse it again, so the member is asked again.
        this.keptApart = apart !== null;
        const local = apart ?? (this.draftID !== null ? readLocalDraft(draftKeyForID(this.draftID)) : null) ?? readLocalDraft(draftKeyForPath(this.options.pathKey));
        if (local) {
            this.current = local;
            this.revision = local.revision;
            this.lastServerSave = local.serverSaved ?? null;
        }
        if (this.draftID === null) {
            if (local) {
                this.options.onRestore(local.attributes);
                this.setState(this.isDirty() ? "local" : "saved");
                if (this.isDirty()) this.scheduleSave();
                return;
            }
            await this.findExisting();
            return;
        }
        await this.loadFromServer(this.draftID);
    }

    private async loadFromServer(draftID: number): Promise<void> {
        this.busy = true;
        this.setState("loading");
        const generation = this.generation;
        let draft: IDraft;
        try {
            draft = await withTimeout(this.options.transport.fetch(draftID));
            if (generation !== this.generation) {
                this.busy = false;
                return;
            }
            if (!draft || typeof draft !== "object" || draft.draftID !== draftID) throw new Error(`The server answered something other than draft ${draftID}.`);
        } catch (error) {
            this.busy = false;
            if (generation !== this.generation) return;
            logError("Error fetching draft from server", error);
            // What the member typed while we asked is newer than what was kept.
            const local = this.current;
            this.forgetDraftID();
            if (local) {
                // Saved as a new draft, from the kept copy: the text outlives the lost server draft.
                this.options.onRestore(local.attributes);
                this.lastServerSave = null;
                this.current = { ...local, draftID: undefined, revision: undefined, serverSaved: undefined };
                this.writeLocal();
                await this.save();
            } else {
                this.setState("idle");
            }
            return;
        }
        this.busy = false;
        this.adoptServerDraft(draft, this.current);
        this.afterBusy();
    }

    /** A server draft arrived (load or find): the newer of it and the local copy wins. */
    private adoptServerDraft(draft: IDraft, local: ILocalDraft | null): void {
        this.draftID = draft.draftID;
        this.revision = draft.revision;
        const attributes = parseDraftAttributes(draft.attributes);
        if (!attributes) {
            logError("Draft attributes contain unknown structure", draft.attributes);
            if (local) {
                this.options.onRestore(local.attributes);
                this.current = { ...local, draftID: draft.draftID };
                this.lastServerSave = null;
                this.writeLocal();
                this.scheduleSave(0);
            }
            this.setState(local ? "local" : "idle");
            return;
        }
        const time = serverTime(draft, attributes);
        if (local && local.updated > time) {
            this.options.onRestore(local.attributes);
            this.revision = this.keptApart ? local.revision : draft.revision;
            this.current = { ...local, draftID: draft.draftID, revision: this.revision };
            this.lastServerSave = time;
            this.writeLocal();
            this.setState("local");
            void this.save();
            return;
        }
        this.current = { draftID: draft.draftID, revision: draft.revision, attributes, updated: time, serverSaved: time };
        this.lastServerSave = time;
        this.writeLocal();
        this.options.onRestore(attributes);
        this.setState("saved");
    }

    /** For comments and edits: the member may have saved this draft on another device. */
    private async findExisting(): Promise<void> {
        const { scope, transport } = this.options;
        const wanted = scope.recordID != null || (scope.recordType === "comment" && scope.parentRecordID != null);
        if (!transport.find || !wanted) return;
        this.busy = true;
        const generation = this.generation;
        try {
            const query: IDraftQuery = { recordType: scope.recordType };
            if (scope.recordID != null) query.recordID = scope.recordID;
            if (scope.parentRecordID != null) query.parentRecordID = scope.parentRecordID;
            const drafts = (await withTimeout(transport.find(query))).filter((draft) => this.matchesScope(draft));
            if (generation !== this.generation) {
                this.busy = false;
                return;
            }
            drafts.sort((a, b) => Date.parse(b.dateUpdated) - Date.parse(a.dateUpdated));
            this.busy = false;
            // The member may have started typing while we asked: their text is newer.
            if (drafts[0] && !this.current) this.adoptServerDraft(drafts[0], null);
            else if (drafts[0] && this.current) {
                this.draftID = drafts[0].draftID;
                this.revision = drafts[0].revision;
            }
        } catch (error) {
            this.busy = false;
            logError("Error fetching draft from server", error);
        }
        this.afterBusy();
    }

    private matchesScope(draft: IDraft): boolean {
        const { scope } = this.options;
        if (draft.recordType !== scope.recordType) return false;
        if ((scope.recordID ?? null) !== (draft.recordID ?? null)) return false;
        if (scope.parentRecordID != null && draft.parentRecordID !== scope.parentRecordID) return false;
        if (scope.recordType !== "comment") return true;
        const meta = (draft.attributes?.draftMeta ?? {}) as ICommentDraftMeta;
        if (scope.commentParentID != null) return meta.commentParentID === scope.commentParentID;
        return !meta.commentPath;
    }

    /** Every edit of the form. */
    change(value: IDraftValue): void {
        const attributes: IDraftAttributes = { ...(this.current?.attributes ?? {}), body: sendableBody(value.body), format: value.format };
        if (value.draftMeta !== undefined) attributes.draftMeta = value.draftMeta as IDraftAttributes["draftMeta"];
        this.current = { draftID: this.draftID ?? undefined, revision: this.revision, attributes, updated: Math.max(this.now(), (this.lastServerSave ?? 0) + 1), serverSaved: this.lastServerSave ?? undefined };
        if (!this.localTimer) this.localTimer = setTimeout(() => this.writeLocal(), DRAFT_UPDATE_DEBOUNCE_MS);
        if (this.status !== "conflict" && this.status !== "offline") this.setState("local");
        this.scheduleSave();
    }

    /** Writes the pending local copy now (the page is being hidden or closed). */
    flushLocal(): void {
        if (this.localTimer) this.writeLocal();
    }

    setEnabled(enabled: boolean): void {
        this.enabled = enabled;
        if (enabled && this.isDirty()) this.scheduleSave();
    }

    /** The browser is back online: send what waited. */
    online(): void {
        if (this.isDirty()) void this.save();
    }

    private scheduleSave(delay = AUTOSAVE_MS): void {
        if (this.saveTimer) clearTimeout(this.saveTimer);
        this.saveTimer = setTimeout(() => {
            this.saveTimer = null;
            void this.save();
        }, delay);
    }

    private afterBusy(): void {
        if (this.saveAfterBusy) {
            this.saveAfterBusy = false;
            if (this.isDirty()) this.scheduleSave();
        }
    }

    /** The attributes to send, or null when content §5 says not to (logged). */
    private sendable(attributes: IDraftAttributes): IDraftAttributes | null {
        const { scope } = this.options;
        const result: IDraftAttributes = { ...attributes, body: sendableBody(attributes.body), draftType: scope.recordType };
        if (scope.recordType === "comment") {
            if (!hasBody(result)) {
                logError("Invalid draft, no body content");
                return null;
            }
            const meta: ICommentDraftMeta = { format: result.format };
            if (scope.commentPath) meta.commentPath = scope.commentPath;
            if (scope.commentParentID != null) meta.commentParentID = scope.commentParentID;
            result.draftMeta = meta;
        } else if (scope.recordType === "discussion") {
            const meta = discussionDraftMeta(attributes.draftMeta);
            if (meta) {
                result.draftMeta = meta;
                if (meta.name) result.name = meta.name;
            } else {
                logError("Invalid draft meta", attributes.draftMeta);
                delete result.draftMeta;
                delete result.name;
                // The words still go: a body typed before the title is never lost for want of meta.
                if (!hasBody(result)) return null;
            }
        }
        return result;
    }

    /** Sends the local copy when the rules allow (see top). */
    async save(): Promise<void> {
        if (this.saveTimer) clearTimeout(this.saveTimer);
        this.saveTimer = null;
        if (this.disposed || !this.enabled || this.conflict || !this.current) return;
        if (this.busy) {
            this.saveAfterBusy = true;
            return;
        }
        if (!this.isDirty()) return;
        if (!this.isOnline()) {
            this.writeLocal();
            this.setState("offline");
            return;
        }
        const sent = this.current;
        const attributes = this.sendable({ ...sent.attributes, lastSaved: new Date(sent.updated).toISOString() });
        if (!attributes) {
            if (this.options.scope.recordType === "comment" && this.draftID !== null) await this.remove();
            return;
        }
        const { transport, scope } = this.options;
        const draftID = this.draftID;
        const generation = this.generation;
        this.busy = true;
        this.writeLocal();
        this.setState("saving");
        try {
            const draft =
                draftID === null
                    ? await withTimeout(transport.create({ recordType: scope.recordType, recordID: scope.recordID ?? null, parentRecordType: scope.parentRecordType ?? null, parentRecordID: scope.parentRecordID ?? null, attributes }))
                    : await withTimeout(transport.update(draftID, { attributes }, this.revision));
            this.busy = false;
            if (generation !== this.generation) {
                // Discarded or posted meanwhile: a draft this save created is nobody's now.
                if (draftID === null) await transport.remove(draft.draftID).catch((error: unknown) => logError("Error deleting draft", error));
                return;
            }
            if (this.disposed) return;
            this.draftID = draft.draftID;
            this.revision = draft.revision;
            this.lastServerSave = sent.updated;
            this.keptApart = false;
            this.current = { ...this.current!, draftID: draft.draftID, revision: draft.revision, serverSaved: sent.updated };
            this.writeLocal();
            this.setState(this.isDirty() ? "local" : "saved");
            this.options.channel?.post({ type: "saved", pathKey: this.options.pathKey, draftID: draft.draftID, draft });
        } catch (error) {
            this.busy = false;
            if (this.disposed || generation !== this.generation) return;
            if (error instanceof DraftConflictError) {
                this.keptApart = true;
                this.writeLocal();
                this.setState("conflict", error.draft);
                return;
            }
            if (isNetworkError(error) || !this.isOnline()) {
                this.setState("offline");
                // The browser may think it is online while the server is out of reach (a
                // timeout, a dropped connection): try again, at the autosave pace.
                if (this.isOnline()) this.scheduleSave();
                return;
            }
            logError(draftID === null ? "Error autosaving draft" : "Error updating draft", error);
            if (draftID !== null && statusOf(error) === 404) {
                // Posted or deleted elsewhere: what the member kept typing becomes a new draft.
                this.forgetDraftID();
                this.scheduleSave(0);
                return;
            }
            this.setState("error");
            this.scheduleSave();
            return;
        }
        this.afterBusy();
    }

    private forgetDraftID(): void {
        if (this.draftID !== null) removeLocalDraft(draftKeyForID(this.draftID));
        writeDraftPointer(this.options.pathKey, null);
        this.draftID = null;
        this.revision = undefined;
        this.lastServerSave = null;
        if (this.current) this.current = { ...this.current, draftID: undefined, revision: undefined, serverSaved: undefined };
        this.writeLocal();
    }

    /** The member chose after a conflict: "theirs" loads the other version, "mine" makes theirs the latest. */
    async resolveConflict(choice: "theirs" | "mine"): Promise<void> {
        const other = this.conflict;
        if (!other) return;
        if (choice === "theirs") {
            this.conflict = null;
            this.keptApart = false;
            removeLocalDraft(draftKeyForConflict(other.draftID));
            this.adoptServerDraft(other, null);
            return;
        }
        this.draftID = other.draftID;
        this.revision = undefined;
        this.lastServerSave = null;
        this.setState("local", null);
        await this.save();
    }

    /**
     * Discards the draft: the local copy and, unless keepServer (the post request already deleted
     * it), the server draft. A failed delete is logged ("Error deleting draft").
     */
    async remove({ keepServer = false }: { keepServer?: boolean } = {}): Promise<void> {
        if (this.saveTimer) clearTimeout(this.saveTimer);
        if (this.localTimer) clearTimeout(this.localTimer);
        this.saveTimer = this.localTimer = null;
        this.generation++;
        const draftID = this.draftID;
        removeLocalDraft(draftKeyForPath(this.options.pathKey));
        if (draftID !== null) removeLocalDraft(draftKeyForID(draftID));
        if (draftID !== null) removeLocalDraft(draftKeyForConflict(draftID));
        writeDraftPointer(this.options.pathKey, null);
        this.keptApart = false;
        this.current = null;
        this.draftID = null;
        this.revision = undefined;
        this.lastServerSave = null;
        this.setState("idle", null);
        if (draftID === null) return;
        this.options.channel?.post({ type: "removed", pathKey: this.options.pathKey, draftID });
        if (keepServer) return;
        this.busy = true;
        try {
            await this.options.transport.remove(draftID);
        } catch (error) {
            logError("Error deleting draft", error);
        } finally {
            this.busy = false;
        }
    }

    /** Another tab's save or removal of this draft. */
    receive(message: IDraftChannelMessage): void {
        const sameDraft = message.draftID !== null && message.draftID === this.draftID;
        const samePage = this.draftID === null && message.pathKey === this.options.pathKey;
        if (!sameDraft && !samePage) return;
        if (message.type === "removed") {
            if (this.isDirty()) this.forgetDraftID();
            else {
                this.draftID = null;
                this.revision = undefined;
                this.current = null;
                this.setState("idle", null);
            }
            return;
        }
        const draft = message.draft;
        if (!draft) return;
        if (this.isDirty()) {
            // Unsaved text here and a newer save there: ask now rather than at the next 409.
            if (this.saveTimer) clearTimeout(this.saveTimer);
            this.saveTimer = null;
            this.draftID = draft.draftID;
            this.keptApart = true;
            this.writeLocal();
            this.setState("conflict", draft);
            return;
        }
        this.adoptServerDraft(draft, null);
    }

    dispose(): void {
        this.flushLocal();
        if (this.saveTimer) clearTimeout(this.saveTimer);
        this.disposed = true;
        this.unsubscribe?.();
    }
}
