/** The keyboard-focusable elements inside a container, in document order (modal trap, drop-down items). */
const FOCUSABLE = [
    "a[href]",
    "area[href]",
    "button:not([disabled])",
    'input:not([disabled]):not([type="hidden"])',
    "select:not([disabled])",
    "textarea:not([disabled])",
    "iframe",
    '[contenteditable="true"]',
    "[tabindex]",
    // A disclosure's summary (the language picker's): Tab stops on it.
    "details > summary:first-of-type",
].join(",");

/** Hidden from Tab: inside a hidden or inert element, or in a closed disclosure (except its summary). */
const NOT_REACHABLE = "[hidden], [inert], details:not([open]) > :not(summary:first-of-type)";

export function focusableElements(container: HTMLElement): HTMLElement[] {
    return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0 && !element.closest(NOT_REACHABLE));
}
