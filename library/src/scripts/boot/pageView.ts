/**
 * Page-view ticks (shell §4, content §3 "Page-view event", content §7 POST /tick): one at start
 * and one at every client-side path change. A failed tick is only logged (content §8).
 *
 * A tick is one small POST with fetch and the API's headers, not through the API client: a
 * guest's page then loads no HTTP client at all (axios and qs come with the first island that
 * calls the API; issue 18 item 3).
 */
import { errorFromBody } from "@library/api/apiErrors";
import { apiRequestHeaders } from "@library/api/apiv2Headers";
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

async function postTick(body: object, keepalive = false): Promise<void> {
    const request = new Request("/api/v2/tick", {
        method: "POST",
        credentials: "same-origin",
        keepalive,
        headers: { "Content-Type": "application/json", Accept: "application/json", ...apiRequestHeaders() },
        body: JSON.stringify(body),
    });
    const response = await fetch(request);
    // A refusal is logged in the server's words (the API's error shape), as the API client would.
    if (!response.ok) throw errorFromBody(await response.json().catch(() => null), response.status);
}

export async function trackPageView(tick: IPageMeta["tick"], referrer: string): Promise<void> {
    const event: IPageViewEvent = { ...tick, url: window.location.href, referrer };
    document.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: event }));
    try {
        await postTick(event);
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
        await postTick({ type: "externalNavigation", url: window.location.href, destinationUrl }, true);
    } catch (error) {
        logWarning("The external-navigation tick failed.", error);
    }
}
