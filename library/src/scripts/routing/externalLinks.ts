/**
 * Clicks on links to other sites (shell §2, content §7): each sends an externalNavigation tick,
 * and when the site warns on leaving (Garden.Format.WarnLeaving) the link goes through the
 * /home/leaving interstitial instead. One listener on the document covers server-rendered posts
 * and React-rendered links alike. The interstitial's own Continue link carries
 * data-direct-link, so it leads to its target.
 */
import { isExternalHref } from "@library/utility/safeLinks";
import { logError } from "@library/utility/logger";
import { leavingUrl } from "@library/utility/safeLinks";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

export const DIRECT_LINK_ATTRIBUTE = "data-direct-link";

export function installExternalLinkHandler(options: { warnLeaving: boolean }): () => void {
    const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button > 1) return;
        const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
        if (!anchor || anchor.hasAttribute(DIRECT_LINK_ATTRIBUTE)) return;
        const destination = anchor.href;
        if (!isExternalHref(destination, window.location.origin)) return;
        loadOnDemand(() => import(/* webpackChunkName: "pageView" */ "@library/boot/pageView"))
            .then(({ trackExternalNavigation }) => trackExternalNavigation(destination))
            .catch((error) => logError("Could not load the page-view tracker.", error));
        // Rewritten before the browser follows it, so the default action (new tab) is kept.
        if (options.warnLeaving) anchor.href = leavingUrl(destination);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("auxclick", onClick);
    return () => {
        document.removeEventListener("click", onClick);
        document.removeEventListener("auxclick", onClick);
    };
}
