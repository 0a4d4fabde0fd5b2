/**
 * No click lost before hydration (issue 18 item 2). A server-rendered button inside an island is
 * painted long before its island hydrates; a click on it then would do nothing. The page's head
 * carries a few lines (`CLICK_GUARD_SCRIPT`, inline, before any of the page's scripts) that hold
 * such clicks: the click on a button, checkbox, radio or summary inside an island not yet
 * hydrated is stopped and queued, and so is a choice made in a drop-down list (`<select>`), which
 * hydration would otherwise quietly set back to the server's value. When that island has committed, `markIslandHydrated` replays
 * the queued clicks on its controls; when the whole page is ready, `releaseClickGuard` removes
 * the guard and replays what is left. Links and submit buttons are left alone: they work
 * without script (a link navigates, a form posts).
 */

/** Where the guard keeps its queue and its listener (a page global: it runs before any bundle). */
interface IClickGuard {
    queue: Element[];
    listener: (event: Event) => void;
    /** Holds a choice made in a drop-down list (a sort) of an island not yet hydrated. */
    changeListener?: (event: Event) => void;
}

declare global {
    interface Window {
        hearthClickGuard?: IClickGuard;
    }
}

export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** The value chosen in a held drop-down list: hydration puts back the server's, the replay chooses this again. */
const HELD_VALUE_ATTRIBUTE = "data-held-value";

/**
 * The head's inline script, written as plain ES2017 text rather than a function's `toString()`:
 * transpilers add helpers (esbuild's `__name`) to function bodies that the page would not have.
 */
export const CLICK_GUARD_SCRIPT = `(function () {
    var queue = [];
    var listener = function (event) {
        var target = event.target;
        if (!(target instanceof Element)) return;
        var control = target.closest("button, [role='button'], input[type='checkbox'], input[type='radio'], summary");
        if (!control || control.closest("a[href]")) return;
        if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
        var island = control.closest("[data-react]");
        if (!island || island.closest("[data-hydrated]")) return;
        event.preventDefault();
        event.stopPropagation();
        if (queue.indexOf(control) < 0) queue.push(control);
    };
    var changeListener = function (event) {
        var target = event.target;
        if (!(target instanceof HTMLSelectElement)) return;
        var island = target.closest("[data-react]");
        if (!island || island.closest("[data-hydrated]")) return;
        target.setAttribute("data-held-value", target.value);
        if (queue.indexOf(target) < 0) queue.push(target);
    };
    document.addEventListener("click", listener, true);
    document.addEventListener("change", changeListener, true);
    window.hearthClickGuard = { queue: queue, listener: listener, changeListener: changeListener };
})();`;

/**
 * In a task of its own, as a member's click would come: called from an island's commit effect,
 * a click dispatched at once would reach React in the middle of its own effects.
 */
function replay(controls: Element[]): void {
    if (controls.length === 0) return;
    setTimeout(() => {
        for (const control of controls) {
            if (!control.isConnected) continue;
            const held = control.getAttribute(HELD_VALUE_ATTRIBUTE);
            if (control instanceof HTMLSelectElement && held !== null) {
                control.removeAttribute(HELD_VALUE_ATTRIBUTE);
                control.value = held;
                control.dispatchEvent(new Event("change", { bubbles: true }));
            } else if (control instanceof HTMLElement) control.click();
        }
    }, 0);
}

/** An island has committed: its controls work now, and the clicks they were given are replayed. */
export function markIslandHydrated(island: Element): void {
    island.setAttribute(HYDRATED_ATTRIBUTE, "");
    const guard = window.hearthClickGuard;
    if (!guard) return;
    // In place: the guard's listener keeps pushing onto this same array.
    const mine = guard.queue.filter((control) => island.contains(control));
    for (const control of mine) guard.queue.splice(guard.queue.indexOf(control), 1);
    replay(mine);
}

/** The page is ready: the guard goes (islands mounted later are live at once) and what it held is replayed. */
export function releaseClickGuard(): void {
    const guard = window.hearthClickGuard;
    if (!guard) return;
    document.removeEventListener("click", guard.listener, true);
    if (guard.changeListener) document.removeEventListener("change", guard.changeListener, true);
    delete window.hearthClickGuard;
    replay(guard.queue);
}
