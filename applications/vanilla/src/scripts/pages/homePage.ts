import { definePage } from "@library/boot/pageDefinition";
import { LAYOUT_KEY, layoutReducer } from "@library/layouts/layoutSlice";
import { layoutRedirectIsland } from "@library/layouts/layoutRedirectIsland";

/**
 * The home page (content §2, issue 13): the home layout, server-rendered with each widget's data.
 * An Island page: the core widgets need no script (the banner's search is a plain form), so the
 * entry boots only the shell (title bar, toasts); an add-on's widget placed in the layout is an
 * island of its own. The lookup-hydrate answer is preloaded in the layouts slice.
 */
export const homePage = definePage({
    entry: "home",
    // Every page drawn from a layout: `/`, and `/categories` while customLayout.categoryList is on.
    paths: ["/", "/categories"],
    reducers: { [LAYOUT_KEY]: layoutReducer },
    // A layout with redirectTo: the notice's timer (content §2) is the page's one island of its own.
    islands: [layoutRedirectIsland],
});
