import { definePage } from "@library/boot/pageDefinition";
import { THEME_KEY, themeReducer } from "@library/theme/themeSlice";
import { themeManagerIsland, themeRevisionsIsland } from "@dashboard/themes/themeIslands";

/** /appearance/themes (administrators): the theme list island reads the theme slice. */
export const themesPage = definePage({
    entry: "themes",
    paths: ["/appearance/themes"],
    reducers: { [THEME_KEY]: themeReducer },
    islands: [themeManagerIsland],
});

/** A theme's revisions: the revisions island reads the theme slice. */
export const themeRevisionsPage = definePage({
    entry: "themeRevisions",
    paths: ["/appearance/style-guides/:themeID/revisions"],
    reducers: { [THEME_KEY]: themeReducer },
    islands: [themeRevisionsIsland],
});
