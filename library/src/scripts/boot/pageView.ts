/**
 * Page-view ticks (shell §4, content §3 "Page-view event", content §7 POST /tick): one at start
 * and one at every client-side path change. A failed tick is only logged (content §8).
 */
import { apiv2 } from "@library/api/apiv2";
import type { IPageMeta } from "@library/boot/pageMeta";
import { logWarning } from "@library/utility/logger";

export const PAGE_VIEW_EVENT = "hearth:pageview";

export interface IPageViewEvent {
    type: string;
    url: string;
    referrer: string;
    discussionID?: number;
    categoryID?: number;
}

export async function trackPageView(tick: IPageMeta["tick"], referrer: string): Promise<void> {
    const event: IPageViewEvent = { ...tick, url: window.location.href, referrer };
    document.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: event }));
    try {
        await apiv2.post("tick", event);
    } catch (error) {
        logWarning("The page-view tick failed.", error);
    }
}

/**
 * The tick for a click on a link to another site (content §7 "externalNavigation"). keepalive,
 * so it is still sent when the click unloads this page; a failure is only logged (content §8).
 */
export async function trackExternalNavigation(destinationUrl: string): Promise<void> {
    try {
        await apiv2.post("tick", { type: "externalNavigation", url: window.location.href, destinationUrl }, { fetchOptions: { keepalive: true } });
    } catch (error) {
        logWarning("The external-navigation tick failed.", error);
    }
}
