import type { ComponentType } from "react";
import { style } from "typestyle";
import { t } from "@library/i18n/t";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { PAGE_WIDGET_COMPONENTS, type PageWidgetViewType } from "@vanilla/layouts/pageWidgetNames";

const placeholderClass = style({
    padding: cssVars.spacing.gutterFull,
    border: `${cssVars.borders.width} dashed ${colorVars.border}`,
    borderRadius: cssVars.borders.radius,
    color: colorVars.fg,
    textAlign: "center",
});

const PLACEHOLDER_TEXTS: Readonly<Record<PageWidgetViewType, () => string>> = {
    discussionList: () => t("The discussion list shows here."),
    post: () => t("The discussion and its comments show here."),
    createPost: () => t("The new discussion form shows here."),
};

/**
 * A page widget where there is no page (the layout editor's preview): where the page will be.
 * Pages drawn from a layout render the page widget itself (LayoutPage's `pageWidgets`).
 */
function placeholder(viewType: PageWidgetViewType): ComponentType {
    const Placeholder = () => (
        <div className={placeholderClass} role="note">
            {PLACEHOLDER_TEXTS[viewType]()}
        </div>
    );
    Placeholder.displayName = `${PAGE_WIDGET_COMPONENTS[viewType]}Placeholder`;
    return Placeholder;
}

export const PAGE_WIDGET_PLACEHOLDERS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
    (Object.keys(PAGE_WIDGET_COMPONENTS) as PageWidgetViewType[]).map((viewType) => [PAGE_WIDGET_COMPONENTS[viewType], placeholder(viewType)]),
);
