/** Entry of /appearance/style-guides/{themeID}/revisions: the revisions island and the theme slice. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { THEME_KEY, themeReducer } from "@library/theme/themeSlice";

registerLazyComponent("ThemeRevisions", () =>
    import(/* webpackChunkName: "ThemeRevisions" */ "@dashboard/themes/ThemeRevisions").then((m) => ({ default: m.ThemeRevisions })),
);

void bootPage({ reducers: { [THEME_KEY]: themeReducer } });
