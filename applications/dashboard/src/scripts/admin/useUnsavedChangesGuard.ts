import { useEffect } from "react";

/**
 * While a form holds unsaved changes, leaving the page asks first. Dashboard pages are Island
 * pages: every way out (the side navigation, the title bar, back, closing the tab) is a page
 * load, which `beforeunload` covers; the browser words the question itself.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
    useEffect(() => {
        if (!dirty) return;
        const onBeforeUnload = (event: BeforeUnloadEvent) => {
            event.preventDefault();
            // Older browsers ask only when returnValue is set.
            event.returnValue = "";
        };
        window.addEventListener("beforeunload", onBeforeUnload);
        return () => window.removeEventListener("beforeunload", onBeforeUnload);
    }, [dirty]);
}
