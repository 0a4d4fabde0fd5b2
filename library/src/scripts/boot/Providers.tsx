import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MetaContext, type IPageMeta } from "@library/boot/pageMeta";
import type { AppStore } from "@library/redux/store";

/** The providers every React root shares: the page's one store and its metadata. */
export function Providers({ store, meta, children }: { store: AppStore; meta: IPageMeta; children: ReactNode }) {
    return (
        <Provider store={store}>
            <MetaContext.Provider value={meta}>{children}</MetaContext.Provider>
        </Provider>
    );
}
