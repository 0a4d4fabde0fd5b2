/**
 * Mounts the theme preview toast in its own root. bootPage loads this chunk only when the
 * server says an administrator is previewing, so no one else downloads the toast's code.
 */
import { createRoot } from "react-dom/client";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import type { AppStore } from "@library/redux/store";
import { registerReducer } from "@library/registry/reducerRegistry";
import { THEME_KEY, themeReducer } from "@library/theme/themeSlice";
import { ThemePreviewToast } from "@library/theme/ThemePreviewToast";

export function mountThemePreview(store: AppStore, meta: IPageMeta): void {
    if (!meta.themePreview) return;
    registerReducer(THEME_KEY, themeReducer);
    const container = document.createElement("div");
    container.id = "theme-preview";
    document.body.appendChild(container);
    createRoot(container).render(
        <Providers store={store} meta={meta}>
            <ThemePreviewToast preview={meta.themePreview} />
        </Providers>,
    );
}
