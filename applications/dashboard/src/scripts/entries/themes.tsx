/** Entry of /appearance/themes (administrators): the theme list island and the theme slice. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { THEME_KEY, themeReducer } from "@library/theme/themeSlice";

registerLazyComponent("ThemeManager", () => import(/* webpackChunkName: "ThemeManager" */ "@dashboard/themes/ThemeManager").then((m) => ({ default: m.ThemeManager })));

void bootPage({ reducers: { [THEME_KEY]: themeReducer } });
