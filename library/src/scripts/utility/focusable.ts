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
].join(",");

export function focusableElements(container: HTMLElement): HTMLElement[] {
    return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.tabIndex >= 0 && !element.closest("[hidden], [inert]"),
    );
}
