import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { BULK_SELECTION_KEY, bulkSelectionReducer } from "@vanilla/bulk/bulkSelectionSlice";

/** The island names of the row checkbox and of the bulk toast. */
export const BULK_CHECKBOX_ISLAND = "BulkDiscussionCheckbox";
export const BULK_TOAST_ISLAND = "BulkActionsToast";

/**
 * Pages listing discussions call this before booting. Only the small selection slice comes
 * with the entry; the checkbox and the toast load when the page has them (the server renders
 * them only for viewers with discussions.manage), and the toast's forms only when opened.
 */
export function registerBulkModeration(): void {
    registerReducer(BULK_SELECTION_KEY, bulkSelectionReducer);
    registerLazyComponent(BULK_CHECKBOX_ISLAND, () =>
        import(/* webpackChunkName: "BulkCheckbox" */ "@vanilla/bulk/BulkCheckbox").then((m) => ({ default: m.BulkCheckbox })),
    );
    registerLazyComponent(BULK_TOAST_ISLAND, () =>
        import(/* webpackChunkName: "BulkActionsToast" */ "@vanilla/bulk/BulkActionsToast").then((m) => ({ default: m.BulkActionsToast })),
    );
}
