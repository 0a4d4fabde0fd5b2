/**
 * Tabs of one browser tell each other about draft saves (BroadcastChannel "hearth-drafts"), so a
 * tab whose draft was saved elsewhere learns it before its own save (draftAutosave.ts `receive`).
 * Messages carry the member's ID: a tab never reacts to another member's drafts. Where
 * BroadcastChannel is missing the channel is silent and the server's 409 still catches it.
 */
import type { IDraft } from "@library/drafts/draftTypes";

export interface IDraftChannelMessage {
    type: "saved" | "removed";
    pathKey: string;
    draftID: number | null;
    draft?: IDraft;
}

export interface IDraftChannel {
    post(message: IDraftChannelMessage): void;
    subscribe(listener: (message: IDraftChannelMessage) => void): () => void;
}

export const DRAFT_CHANNEL_NAME = "hearth-drafts";

export function createDraftChannel(userID: number): IDraftChannel {
    if (typeof BroadcastChannel === "undefined") return { post: () => undefined, subscribe: () => () => undefined };
    const channel = new BroadcastChannel(DRAFT_CHANNEL_NAME);
    const listeners = new Set<(message: IDraftChannelMessage) => void>();
    channel.onmessage = (event: MessageEvent<{ userID: number; message: IDraftChannelMessage }>) => {
        if (event.data?.userID !== userID) return;
        listeners.forEach((listener) => listener(event.data.message));
    };
    return {
        post: (message) => channel.postMessage({ userID, message }),
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
}
