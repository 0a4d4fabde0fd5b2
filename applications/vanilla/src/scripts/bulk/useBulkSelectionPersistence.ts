import { useEffect, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { restoreBulkSelection } from "@vanilla/bulk/bulkActions";
import { loadBulkSelection, saveBulkSelection } from "@vanilla/bulk/bulkSelectionStorage";

/**
 * Restores the selection this device stored once the page is interactive (after hydration, so
 * the server's unchecked boxes hydrate without a mismatch), then stores every change.
 */
export function useBulkSelectionPersistence(): void {
    const dispatch = useAppDispatch();
    const selection = useAppSelector((state) => state.bulkSelection);
    const restored = useRef(false);

    useEffect(() => {
        dispatch(restoreBulkSelection(loadBulkSelection()));
        restored.current = true;
    }, [dispatch]);

    useEffect(() => {
        if (restored.current && selection) saveBulkSelection(selection);
    }, [selection]);
}
