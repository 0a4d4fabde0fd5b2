import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MetaContext, type IPageMeta } from "@library/boot/pageMeta";
import { currentTranslator } from "@library/i18n/t";
import { TranslatorContext } from "@library/i18n/TranslatorContext";
import type { ITranslator } from "@library/i18n/translator";
import type { AppStore } from "@library/redux/store";

/** The providers every React root shares: the page's one store, its metadata and its translator. */
export function Providers({ store, meta, translator, children }: { store: AppStore; meta: IPageMeta; translator?: ITranslator; children: ReactNode }) {
    return (
        <Provider store={store}>
            <MetaContext.Provider value={meta}>
                <TranslatorContext.Provider value={translator ?? currentTranslator()}>{children}</TranslatorContext.Provider>
            </MetaContext.Provider>
        </Provider>
    );
}
