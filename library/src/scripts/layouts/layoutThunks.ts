import { apiv2 } from "@library/api/apiv2";
import { lookupLayoutAction } from "@library/layouts/layoutSlice";
import type { IHydratedLayout } from "@library/layouts/layoutTypes";
import { bindAsyncThunk } from "@library/redux/asyncThunk";

/** GET /layouts/lookup-hydrate (content §2). Called once per query: no retry on failure. */
export const fetchLayout = bindAsyncThunk(lookupLayoutAction, async ({ layoutViewType, recordType, recordID, params }) => {
    const response = await apiv2.get<IHydratedLayout>("layouts/lookup-hydrate", { params: { layoutViewType, recordType, recordID, ...(params ? { params } : {}) } });
    return response.data;
});
