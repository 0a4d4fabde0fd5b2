import { useEffect, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { restoreBulkSelection } from "@vanilla/bulk/bulkActions";
import { loadBulkSelection, saveBulkSelection } from "@vanilla/bulk/bulkSelectionStorage";
import { resumeBulkRun } from "@vanilla/bulk/bulkThunks";

/**
 * Restores the selection this device stored once the page is interactive (after hydration, so
 * the server's unchecked boxes hydrate without a mismatch), then stores every change. A bulk
 * run a reload or a closed tab interrupted carries on from its saved checkpoint.
 */
export function useBulkSelectionPersistence(): void {
    const dispatch = useAppDispatch();
    const selection = useAppSelector((state) => state.bulkSelection);
    const restored = useRef(false);

    useEffect(() => {
        dispatch(restoreBulkSelection(loadBulkSelection()));
        restored.current = true;
        void dispatch(resumeBulkRun());
    }, [dispatch]);

    useEffect(() => {
        if (restored.current && selection) saveBulkSelection(selection);
    }, [selection]);
}
