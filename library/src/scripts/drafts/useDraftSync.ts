/**
 * useDraftSync: a form's drafts, kept on the device and synced to the server (the autosave
 * engine, draftAutosave.ts, holds the rules). The forms (reply, reply-to-comment, create-post,
 * edit) call it; nothing a member types is lost on reload, crash, offline or a failed request.
 *
 *     const draft = useDraftSync({
 *         scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: discussionID },
 *         pathKey: `/discussion/${discussionID}#create-comment`,  // where the draft lives until it has an ID
 *         draftID,                                                // optional: e.g. from /post/editdiscussion/0/{draftID}
 *         value: { body, format, draftMeta },                     // the form's current value (body may be a rich2 document)
 *         onRestore: (attributes) => setValue(attributes),        // a kept or loaded draft comes back into the form
 *         enabled: signedIn,                                      // false: no server saves (the device copy still kept)
 *     });
 *     draft.draftID      // send as `draftID` with POST /discussions or /comments (the server deletes the draft)
 *     draft.status       // "idle" | "loading" | "local" | "saving" | "saved" | "offline" | "error" | "conflict"
 *     draft.statusText   // short words to show near the form (aria-live), e.g. "Draft saved"
 *     draft.conflict     // the other version while status is "conflict" (show <DraftConflictNotice>)
 *     draft.resolveConflict("theirs" | "mine")
 *     draft.remove()     // discard: device copy and server draft
 *     draft.afterPost()  // the post succeeded with draftID: forget the device copy (the server removed its draft)
 *
 * The first `value` (what the form starts with) is not a change: nothing is saved until the member
 * edits. Comment reply drafts add `commentPath`/`commentParentID` to the scope.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "react-redux";
import { DraftAutosave, type DraftSyncStatus, type IDraftScope, type IDraftSyncState, type IDraftValue } from "@library/drafts/draftAutosave";
import { createDraftChannel } from "@library/drafts/draftChannel";
import type { IDraft, IDraftAttributes } from "@library/drafts/draftTypes";
import { lazyDraftTransport } from "@library/drafts/lazyDraftTransport";
import { getDraftMember } from "@library/drafts/localDrafts";
import { t } from "@library/i18n/t";

export interface IUseDraftSyncOptions {
    scope: IDraftScope;
    pathKey: string;
    draftID?: number | null;
    value: IDraftValue;
    onRestore(attributes: IDraftAttributes): void;
    enabled?: boolean;
}

export interface IDraftSync {
    draftID: number | null;
    status: DraftSyncStatus;
    statusText: string;
    conflict: IDraft | null;
    resolveConflict(choice: "theirs" | "mine"): Promise<void>;
    remove(): Promise<void>;
    afterPost(): Promise<void>;
}

export const DRAFT_STATUS_TEXTS: Record<DraftSyncStatus, string> = {
    idle: "",
    loading: "Loading draft…",
    local: "Saved on this device",
    saving: "Saving draft…",
    saved: "Draft saved",
    offline: "Saved on this device — will sync when online",
    error: "Saved on this device — the server could not save it yet; trying again",
    conflict: "This draft was changed in another tab or on another device.",
};

function sameValue(a: IDraftValue, b: IDraftValue): boolean {
    return a.format === b.format && JSON.stringify(a.body) === JSON.stringify(b.body) && JSON.stringify(a.draftMeta ?? null) === JSON.stringify(b.draftMeta ?? null);
}

export function useDraftSync({ scope, pathKey, draftID = null, value, onRestore, enabled = true }: IUseDraftSyncOptions): IDraftSync {
    const store = useStore();
    const [state, setState] = useState<IDraftSyncState>({ draftID, status: "idle", conflict: null });
    const engineRef = useRef<DraftAutosave | null>(null);
    const onRestoreRef = useRef(onRestore);
    onRestoreRef.current = onRestore;
    /** The value last put into the form by a restore, or the form's first value: not a member's edit. */
    const notAnEditRef = useRef<IDraftValue>(value);
    const scopeKey = JSON.stringify(scope);

    useEffect(() => {
        const channel = createDraftChannel(getDraftMember());
        const engine = new DraftAutosave({
            transport: lazyDraftTransport(store.dispatch, store.getState),
            scope: JSON.parse(scopeKey) as IDraftScope,
            pathKey,
            draftID,
            channel,
            enabled,
            onRestore: (attributes) => {
                notAnEditRef.current = { body: attributes.body, format: attributes.format, draftMeta: attributes.draftMeta as IDraftValue["draftMeta"] };
                onRestoreRef.current(attributes);
            },
            onState: setState,
        });
        engineRef.current = engine;
        void engine.start();
        const online = () => engine.online();
        const hide = () => engine.flushLocal();
        const visibility = () => document.visibilityState === "hidden" && engine.flushLocal();
        window.addEventListener("online", online);
        window.addEventListener("pagehide", hide);
        document.addEventListener("visibilitychange", visibility);
        return () => {
            window.removeEventListener("online", online);
            window.removeEventListener("pagehide", hide);
            document.removeEventListener("visibilitychange", visibility);
            engine.dispose();
            engineRef.current = null;
        };
        // `enabled` is passed on below without restarting; a new scope, path or ID is a new draft.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [store, scopeKey, pathKey, draftID]);

    useEffect(() => {
        engineRef.current?.setEnabled(enabled);
    }, [enabled]);

    useEffect(() => {
        if (sameValue(value, notAnEditRef.current)) return;
        notAnEditRef.current = value;
        engineRef.current?.change(value);
    }, [value]);

    return useMemo(
        () => ({
            ...state,
            statusText: DRAFT_STATUS_TEXTS[state.status] ? t(DRAFT_STATUS_TEXTS[state.status]) : "",
            resolveConflict: async (choice: "theirs" | "mine") => engineRef.current?.resolveConflict(choice),
            remove: async () => engineRef.current?.remove(),
            afterPost: async () => engineRef.current?.remove({ keepServer: true }),
        }),
        [state],
    );
}
