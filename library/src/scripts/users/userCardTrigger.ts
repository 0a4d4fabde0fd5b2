/**
 * The user card's one delegated click handler (shell §4 "User card popup: opens on clicking a
 * user name").
 *
 * Why one handler and not an island per name: a discussion page lists dozens of authors. An
 * island per name means a React root, a hydration pass and a data-props blob for each, all in
 * the first load, for a card most readers never open. Instead the server renders every name as
 * a plain link (UserLink) carrying data attributes, and this listener, installed once per page
 * by bootPage, is the only card code in the first load (a few hundred bytes, no React). The
 * first click on a name loads the card chunk (UserCardHost: the card, its slice, the API
 * client) and opens it in a single React root of its own under the page's store and providers.
 * It also works on App pages and for links rendered after a client-side navigation, since it
 * listens on the document.
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import type { AppStore } from "@library/redux/store";
import { logError } from "@library/utility/logger";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

export const USER_CARD_ATTRIBUTE = "data-user-card";

export interface IUserCardContext {
    store: AppStore;
    meta: IPageMeta;
}

let installed: ((event: MouseEvent) => void) | null = null;

function cardLink(event: MouseEvent): HTMLElement | null {
    // Modified and middle clicks keep their usual meaning: open the profile in a new tab.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLElement>(`[${USER_CARD_ATTRIBUTE}]`);
    return link && Number(link.getAttribute(USER_CARD_ATTRIBUTE)) > 0 ? link : null;
}

/** Installs the handler once; returns a function that removes it (tests). */
export function installUserCardTrigger(context: IUserCardContext, doc: Document = document): () => void {
    if (installed) doc.removeEventListener("click", installed);
    const onClick = (event: MouseEvent) => {
        const link = cardLink(event);
        if (!link) return;
        event.preventDefault();
        loadOnDemand(() => import(/* webpackChunkName: "UserCard" */ "@library/users/UserCardHost"))
            .then(({ toggleUserCard }) => toggleUserCard(link, context))
            .catch((error) => {
                // The card could not load: the name is still a link, so go where it points.
                logError("Could not load the user card.", error);
                const href = link.getAttribute("href");
                if (href) window.location.assign(href);
            });
    };
    doc.addEventListener("click", onClick);
    installed = onClick;
    return () => {
        doc.removeEventListener("click", onClick);
        if (installed === onClick) installed = null;
    };
}
