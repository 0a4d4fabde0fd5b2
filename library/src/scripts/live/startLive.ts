/**
 * Starts live updates once the page is idle (issue 12 item 3). This is all a page's first load
 * carries of them: the connection (liveClient.ts) and the page's feature load afterwards.
 * A guest opens nothing unless the page follows something (a discussion); a member also follows
 * their unread counts on every page.
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import type { ILivePageContext, LivePageLoader } from "@library/live/liveTypes";
import { logError } from "@library/utility/logger";

function whenIdle(run: () => void): void {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 3_000 });
    else setTimeout(run, 500);
}

export function startLiveWhenIdle(context: ILivePageContext, page?: LivePageLoader): void {
    const meta: IPageMeta = context.meta;
    if (!page && !(meta.currentUser.userID > 0)) return;
    whenIdle(() => {
        loadOnDemand(() => import(/* webpackChunkName: "liveClient" */ "@library/live/liveClient"))
            .then(({ startLive }) => startLive(context, page))
            .catch((error) => logError("Could not start live updates.", error));
    });
}
