/** The home banner's search box (content §2 "Search box", §9: text and search max width 705, search bar min height 40). */
import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { BANNER } from "@vanilla/layouts/banner.variables";

export const homeBannerSearchClasses = {
    // The suggestion menu (search/searchBox.styles.ts) aligns with the box.
    search: style({ position: "relative", display: "flex", width: "100%", maxWidth: BANNER.textMaxWidth, minHeight: BANNER.searchMinHeight }),
    searchInput: style({
        flex: 1,
        minWidth: 0,
        minHeight: BANNER.searchMinHeight,
        padding: "0 12px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRight: "none",
        borderRadius: `${cssVars.borders.radius} 0 0 ${cssVars.borders.radius}`,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        fontSize: cssVars.fontSizes.large,
    }),
    searchButton: style({
        minHeight: BANNER.searchMinHeight,
        padding: "0 18px",
        border: `${cssVars.borders.width} solid ${colorVars.primary}`,
        borderRadius: `0 ${cssVars.borders.radius} ${cssVars.borders.radius} 0`,
        background: colorVars.primary,
        color: colorVars.primaryContrast,
        font: "inherit",
        fontWeight: 600,
        cursor: "pointer",
    }),
};
