/**
 * The hydrated layout of a page's query (content §2): the preloaded answer when it answers this
 * query; otherwise (a client-side navigation to another layout, or a preload that answers another
 * query: console warning and developer toast) it is fetched, once — no retry.
 */
import { useEffect } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { checkLayoutPreload } from "@library/layouts/layoutPreloadCheck";
import { layoutLookupKey, type ILayoutLoadable, type ILayoutLookup } from "@library/layouts/layoutSlice";
import { fetchLayout } from "@library/layouts/layoutThunks";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { stableKey } from "@library/utility/stableKey";

export function useHydratedLayout(query: ILayoutLookup): ILayoutLoadable | undefined {
    const key = layoutLookupKey(query);
    const loaded = useAppSelector((state) => state.layouts?.byLookup[key]);
    const dispatch = useAppDispatch();
    const meta = useMeta();
    const queryKey = stableKey(query);
    const answered = loaded?.query;
    useEffect(() => {
        const fetchOnce = () => dispatch(fetchLayout(query)).catch(() => undefined /* the slice holds the error: shown below the title bar */);
        if (!loaded) void fetchOnce();
        else if (answered && checkLayoutPreload(answered, query, meta, dispatch)) void fetchOnce();
        // Only a new query (or a newly answered one) is checked; the same answer never twice.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [queryKey, answered === undefined ? "" : stableKey(answered), loaded === undefined]);
    return loaded;
}
