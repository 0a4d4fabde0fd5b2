/**
 * The user card chunk's entry (loaded on the first click on a name, see userCardTrigger.ts):
 * one React root for the whole page, under the page's store and providers, showing at most one
 * card. Opening another name's card replaces it; clicking the open name again closes it.
 */
import { useSyncExternalStore } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Providers } from "@library/boot/Providers";
import { registerReducer } from "@library/registry/reducerRegistry";
import { USER_CARD_ATTRIBUTE, type IUserCardContext } from "@library/users/userCardTrigger";
import { UserCardPopup } from "@library/users/UserCardPopup";
import { USERS_KEY, usersReducer } from "@library/users/usersSlice";

interface IOpenCard {
    anchor: HTMLElement;
    userID: number;
    name: string;
}

let openCard: IOpenCard | null = null;
const listeners = new Set<() => void>();
let layer: { root: Root; container: HTMLElement } | null = null;

function setOpenCard(next: IOpenCard | null): void {
    openCard?.anchor.setAttribute("aria-expanded", "false");
    openCard = next;
    next?.anchor.setAttribute("aria-expanded", "true");
    listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

export function closeUserCard(returnFocus: boolean): void {
    const anchor = openCard?.anchor;
    setOpenCard(null);
    if (returnFocus && anchor?.isConnected) anchor.focus();
}

function UserCardLayer() {
    const card = useSyncExternalStore(subscribe, () => openCard, () => null);
    if (!card) return null;
    // Keyed by the anchor: another name's card is a new card (new focus, new position).
    return <UserCardPopup key={`${card.userID}-${card.name}`} anchor={card.anchor} userID={card.userID} name={card.name} onClose={closeUserCard} />;
}

/** Opens the card of the clicked name, or closes it when it is the one already open. */
export function toggleUserCard(anchor: HTMLElement, context: IUserCardContext): void {
    registerReducer(USERS_KEY, usersReducer);
    if (!layer) {
        const container = document.createElement("div");
        container.setAttribute("data-user-card-layer", "");
        document.body.appendChild(container);
        const root = createRoot(container);
        root.render(
            <Providers store={context.store} meta={context.meta}>
                <UserCardLayer />
            </Providers>,
        );
        layer = { root, container };
    }
    if (openCard?.anchor === anchor) {
        closeUserCard(false);
        return;
    }
    setOpenCard({ anchor, userID: Number(anchor.getAttribute(USER_CARD_ATTRIBUTE)), name: anchor.textContent?.trim() ?? "" });
}

/** For tests only. */
export function resetUserCardHost(): void {
    openCard = null;
    listeners.clear();
    layer?.root.unmount();
    layer?.container.remove();
    layer = null;
}
