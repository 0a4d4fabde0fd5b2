/**
 * Drafts kept on this device (content §4 "local changes are stored on the device"), per signed-in
 * member, so a shared browser never shows one member's unposted text to the next:
 *
 *     hearth:drafts:{userID}:{key}      key = "id:{draftID}" once the server has it, else "path:{page path}"
 *
 * - `setDraftMember(userID)` at boot (bootPage): for a signed-in member every other member's
 *   entries are purged (a guest page purges nothing: an expired session must not cost the member
 *   their text), and the unscoped entries of the older draftStorage (before drafts were per member) are adopted by this
 *   member so no text kept before the upgrade is lost.
 * - `purgeAllDrafts()` when someone signs out (`installSignOutPurge`, and the server's
 *   `Clear-Site-Data: "storage"` answer to POST /entry/signout does the same without JavaScript).
 * - `readLocalDraft` / `writeLocalDraft` / `removeLocalDraft` and the page-path → draft ID pointer
 *   (`readDraftPointer` / `writeDraftPointer`) for the autosave engine,
 *   `readText` / `writeText` for the plain-text forms (draftStorage.ts).
 *
 * Storage may be unavailable (private mode, quota, disabled): every call then does nothing and
 * returns empty, and the forms keep working without it.
 */
import type { IDraftAttributes } from "@library/drafts/draftTypes";
import { logWarning } from "@library/utility/logger";

export const DRAFTS_PREFIX = "hearth:drafts:";

/** Keys draftStorage wrote before drafts were kept per member (adopted at boot, never shown to another member once scoped). */
export const LEGACY_DRAFT_PREFIXES = ["hearth:commentDraft:", "hearth:commentEdit:", "editDiscussion-", "hearth:newConversationDraft", "hearth:messageDraft:"];

/** One draft as the device keeps it. Times are epoch milliseconds from this device's clock. */
export interface ILocalDraft {
    draftID?: number;
    /** The server revision this copy was last saved as or loaded from (sent as If-Match). */
    revision?: number;
    attributes: IDraftAttributes;
    /** When the member last changed it. */
    updated: number;
    /** When the server last accepted it (absent until then). */
    serverSaved?: number;
}

let memberID = 0;

export function draftKeyForID(draftID: number): string {
    return `id:${draftID}`;
}

/** Where a tab keeps its text while a conflict waits, so the other tab's saves never overwrite it. */
export function draftKeyForConflict(draftID: number): string {
    return `conflict:${draftID}`;
}

export function draftKeyForPath(path: string): string {
    return `path:${path}`;
}

function storage(): Storage | null {
    try {
        return window.localStorage;
    } catch {
        return null;
    }
}

function getItem(key: string): string | null {
    try {
        return storage()?.getItem(key) ?? null;
    } catch {
        return null;
    }
}

function storageKey(key: string, userID = memberID): string {
    return `${DRAFTS_PREFIX}${userID}:${key}`;
}

function allKeys(store: Storage): string[] {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
        const key = store.key(index);
        if (key !== null) keys.push(key);
    }
    return keys;
}

/** The member whose drafts this page reads and writes; purges everyone else's (see top). */
export function setDraftMember(userID: number): void {
    memberID = userID;
    const store = storage();
    // A guest page (a session that expired mid-post) touches nothing: the member signing in
    // again finds their words. Only another member's sign-in, or a sign-out, removes them.
    if (!store || userID === 0) return;
    try {
        const own = `${DRAFTS_PREFIX}${userID}:`;
        for (const key of allKeys(store)) {
            if (key.startsWith(DRAFTS_PREFIX)) {
                if (!key.startsWith(own)) store.removeItem(key);
            } else if (LEGACY_DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))) {
                const text = store.getItem(key);
                store.removeItem(key);
                if (text && store.getItem(storageKey(`text:${key}`, userID)) === null) store.setItem(storageKey(`text:${key}`, userID), text);
            }
        }
    } catch (error) {
        logWarning("Could not tidy the drafts kept on this device.", error);
    }
}

export function getDraftMember(): number {
    return memberID;
}

/** Removes every member's drafts from this device (sign-out). */
export function purgeAllDrafts(): void {
    const store = storage();
    if (!store) return;
    try {
        for (const key of allKeys(store)) {
            if (key.startsWith(DRAFTS_PREFIX) || LEGACY_DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
        }
    } catch (error) {
        logWarning("Could not remove the drafts kept on this device.", error);
    }
}

/** Sign-out forms (title bar, sign-out page, account page): the drafts go before the request leaves. */
export const SIGN_OUT_ACTIONS = ["/entry/signout", "/account/devices/signout-everywhere"];

export function installSignOutPurge(doc: Document = document): () => void {
    const onSubmit = (event: Event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement)) return;
        const action = new URL(form.getAttribute("action") ?? "", window.location.href).pathname;
        if (SIGN_OUT_ACTIONS.includes(action)) purgeAllDrafts();
    };
    doc.addEventListener("submit", onSubmit, true);
    return () => doc.removeEventListener("submit", onSubmit, true);
}

function isLocalDraft(value: unknown): value is ILocalDraft {
    if (!value || typeof value !== "object") return false;
    const draft = value as Partial<ILocalDraft>;
    return typeof draft.updated === "number" && !!draft.attributes && typeof draft.attributes.body === "string";
}

export function readLocalDraft(key: string): ILocalDraft | null {
    const raw = getItem(storageKey(key));
    if (!raw) return null;
    try {
        const value: unknown = JSON.parse(raw);
        return isLocalDraft(value) ? value : null;
    } catch {
        return null;
    }
}

export function writeLocalDraft(key: string, draft: ILocalDraft): void {
    try {
        storage()?.setItem(storageKey(key), JSON.stringify(draft));
    } catch (error) {
        logWarning("Could not keep the draft on this device.", error);
    }
}

export function removeLocalDraft(key: string): void {
    try {
        storage()?.removeItem(storageKey(key));
    } catch {
        // Nothing kept, nothing to remove.
    }
}

/** The draft ID a page path's draft got from the server, so a reload of the page finds it again. */
export function readDraftPointer(path: string): number | null {
    const raw = getItem(storageKey(`ptr:${path}`));
    const id = Number(raw);
    return raw && Number.isInteger(id) && id > 0 ? id : null;
}

export function writeDraftPointer(path: string, draftID: number | null): void {
    try {
        if (draftID === null) storage()?.removeItem(storageKey(`ptr:${path}`));
        else storage()?.setItem(storageKey(`ptr:${path}`), String(draftID));
    } catch (error) {
        logWarning("Could not keep the draft on this device.", error);
    }
}

/** Plain text kept for a form (draftStorage.ts); "" when none. */
export function readText(key: string): string {
    return getItem(storageKey(`text:${key}`)) ?? "";
}

export function writeText(key: string, text: string): void {
    try {
        const store = storage();
        if (!store) return;
        if (text.trim()) store.setItem(storageKey(`text:${key}`), text);
        else store.removeItem(storageKey(`text:${key}`));
    } catch (error) {
        logWarning("Could not keep the draft on this device.", error);
    }
}
