import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

/** /categories (CategoriesPage): the rows are the discussion list's; only the names differ. */
export const categoriesPageClasses = {
    /**
     * A category's name is its link: drawn in the theme's link colour (light and dark presets,
     * both over 4.5:1 on the page), underlined on hover and focus, so it reads as one at a glance
     * as the links of the rest of the page do. A discussion's title stays in the text colour.
     */
    name: style({
        fontSize: sizes.fontSizes.large,
        fontWeight: sizes.fontWeights.semiBold,
        textDecoration: "none",
        color: colorVars.link,
        overflowWrap: "anywhere",
        $nest: { "&:hover, &:focus": { textDecoration: "underline" } },
    }),
};
