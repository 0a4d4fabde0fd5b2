/**
 * Live updates in the browser (issue 12 item 3): the shapes shared by the connection
 * (liveClient.ts, library) and a page's live feature (vanilla's discussion page).
 */
import type { ReactElement, ReactNode } from "react";
import type { IPageMeta } from "@library/boot/pageMeta";
import type { AppStore } from "@library/redux/store";

/** One event, as the stream (`id:` + data) or the polling answer gives it. */
export interface ILiveEvent {
    eventID: number;
    type: string;
    channel: string;
    [field: string]: unknown;
}

export interface ILivePageContext {
    store: AppStore;
    meta: IPageMeta;
    /** Wraps an island's content in the page's providers (mountIslands). */
    wrap: (content: ReactElement) => ReactNode;
}

/** What a page follows (the stream's query, e.g. {discussionID}) and what it does with the events. */
export interface ILivePageFeature {
    query: Record<string, number>;
    handle(event: ILiveEvent): void;
}

/** A page definition's `live`: its feature's code, loaded with the connection once the page is idle. */
export type LivePageLoader = () => Promise<{ startLivePage(context: ILivePageContext): ILivePageFeature | null }>;
