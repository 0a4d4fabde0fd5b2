/**
 * The slices of the discussion and category list pages, in their own chunk: the pages' definitions
 * load it lazily (pageDefinition.ts), so a guest's Island list page, whose islands read none of
 * them, never downloads it; the bookmark, dismiss and bulk islands register what they use.
 */
import { BULK_SELECTION_KEY, bulkSelectionReducer } from "@vanilla/bulk/bulkSelectionSlice";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

export const discussionListReducers = { discussions: discussionsReducer, [BULK_SELECTION_KEY]: bulkSelectionReducer };
