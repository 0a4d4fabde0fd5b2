/**
 * "Opening one closes all others" (shell §4): each open drop-down registers its close
 * function here, and opening one calls the others'. Module state is fine: only browsers open
 * drop-downs, and every bundle of a page shares one module registry (DESIGN.md §1).
 */
type Close = () => void;

const open = new Set<Close>();

export function announceOpen(close: Close): void {
    for (const other of Array.from(open)) {
        if (other !== close) other();
    }
    open.add(close);
}

export function announceClosed(close: Close): void {
    open.delete(close);
}

/** Closes every open drop-down (a route change, a modal opening). */
export function closeAllDropDowns(): void {
    for (const close of Array.from(open)) close();
}
