import { definePage } from "@library/boot/pageDefinition";
import { LAYOUT_KEY, layoutReducer } from "@library/layouts/layoutSlice";
import { LAYOUT_PAGE_ISLANDS } from "@vanilla/layouts/layoutPageIslands";

/**
 * The home page (content §2, issue 13): the home layout, server-rendered with each widget's data.
 * An Island page: the core widgets need no script but the banner's search box, a small island
 * (its suggestions' code loads when the box is reached), so the entry boots only the shell (title
 * bar, toasts); an add-on's widget placed in the layout is an island of its own, and so is a
 * widget drawn by a custom fragment. The lookup-hydrate answer is preloaded in the layouts slice.
 */
export const homePage = definePage({
    entry: "home",
    // Every page drawn from a layout: `/`, and `/categories` while customLayout.categoryList is on.
    paths: ["/", "/categories"],
    reducers: { [LAYOUT_KEY]: layoutReducer },
    // The islands of any page drawn from a layout (its redirect notice, a carousel, the banner's search, a fragment): their code loads only when shown.
    islands: [...LAYOUT_PAGE_ISLANDS],
});
