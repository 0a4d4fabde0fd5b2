/**
 * Content §2 and §8: a page uses the preloaded lookup-hydrate answer only when it answers the
 * page's own query. When it does not (a page cached for another locale or section, a server bug),
 * the page says so — a console warning for everyone, a toast for those who can fix it (site
 * managers, or anyone in development) — and asks for the right answer.
 */
import type { Dispatch } from "@reduxjs/toolkit";
import type { IPageMeta } from "@library/boot/pageMeta";
import { layoutQueryMismatch } from "@library/layouts/layoutQuery";
import type { ILayoutLookup } from "@library/layouts/layoutSlice";
import { tf } from "@library/i18n/t";
import { addToast } from "@library/toasts/toastsSlice";
import { hasPermission } from "@library/users/permissions";
import { logWarning } from "@library/utility/logger";

export const PRELOAD_MISMATCH_TOAST_ID = "layout-preload-mismatch";

/** Who sees the developer toast: site managers, and everyone while developing. */
export function isLayoutDeveloper(meta: Pick<IPageMeta, "permissions">, environment = process.env.NODE_ENV): boolean {
    return environment === "development" || hasPermission(meta.permissions, "site.manage");
}

/**
 * Checks a preload against the page's query; on a mismatch warns (and toasts for developers).
 * True when the page must fetch its own answer.
 */
export function checkLayoutPreload(preloaded: ILayoutLookup, query: ILayoutLookup, meta: Pick<IPageMeta, "permissions">, dispatch: Dispatch, environment = process.env.NODE_ENV): boolean {
    const differs = layoutQueryMismatch(preloaded, query);
    if (!differs.length) return false;
    logWarning(`The preloaded layout does not match this page's query (${differs.join(", ")}); fetching it again.`, { preloaded, query });
    if (isLayoutDeveloper(meta, environment)) {
        dispatch(addToast({ toastID: PRELOAD_MISMATCH_TOAST_ID, body: tf("layouts.preloadMismatch", { parts: differs.join(", ") }, "Developer: the preloaded layout did not match this page's query ({parts}); it was fetched again."), dismissible: true }));
    }
    return true;
}
