/**
 * The §9 constants reach the page through the theme sheet's custom properties: a theme that
 * changes one changes the sheet, and the style modules read the properties, not numbers.
 */
import { getStyles } from "typestyle";
import { themeConstants, themeFromVariables, themeStylesheet, type ITheme } from "@library/theme/themeVariables";
import { toastClasses } from "@library/toasts/toast.styles";
import { modalClasses } from "@library/components/modal.styles";
import { titleBarClasses } from "@library/layout/titleBar.styles";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { tooltipClasses } from "@library/components/tooltip.styles";
import { loaderClasses } from "@library/components/loader.styles";
import { formClasses } from "@library/components/form.styles";

/** The declarations of one typestyle class (its top-level rule). */
function rule(className: string): string {
    const css = getStyles();
    const match = new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(css);
    if (!match) throw new Error(`no rule for .${className}`);
    return match[1]!;
}

describe("a theme's constants in the theme sheet", () => {
    it("writes a theme's changed constants over the §9 defaults", () => {
        const theme: ITheme = {
            ...themeFromVariables("Roomy"),
            constants: {
                toasts: { width: 320 },
                modals: { medium: 600 },
                titleBar: { height: 56 },
                fontSizes: { large: 18 },
                layers: { titleBar: 900 },
                animation: { duration: "0.2s" },
            },
        };
        const sheet = themeStylesheet(theme);
        expect(sheet).toContain("--h-toasts-width:320px;");
        expect(sheet).toContain("--h-modals-medium:600px;");
        expect(sheet).toContain("--h-title-bar-height:56px;");
        expect(sheet).toContain("--h-font-sizes-large:18px;");
        expect(sheet).toContain("--h-layers-title-bar:900;");
        expect(sheet).toContain("--h-animation-duration:0.2s;");
        // The constants it leaves alone keep their defaults.
        expect(sheet).toContain("--h-toasts-wide-width:380px;");
        expect(sheet).toContain("--h-title-bar-height-mobile:44px;");
        expect(sheet).not.toContain("--h-toasts-width:280px;");
    });

    it("without changes, the sheet carries exactly the §9 defaults", () => {
        const sheet = themeStylesheet(themeFromVariables("Keystone"));
        expect(sheet).toContain(`--h-toasts-width:${themeConstants.toasts.width}px;`);
        expect(sheet).toContain("--h-modals-medium:516px;");
        expect(sheet).toContain("--h-title-bar-height:48px;");
        expect(sheet).toContain("--h-layers-stacking-start:1051;");
        expect(sheet).toContain("--h-animation-spinner-duration:0.7s;");
    });

    it("refuses a changed constant that could break out of the rule", () => {
        const sheet = themeStylesheet({ ...themeFromVariables("Bad"), constants: { toasts: { width: "1px;}</style><script>" } } });
        expect(sheet).toContain("--h-toasts-width:280px;");
        expect(sheet).not.toContain("<script>");
    });
});

describe("style modules read the constants' custom properties", () => {
    it("toasts: width, wide width, max height, layer, animation", () => {
        expect(rule(toastClasses.toast)).toContain("width:var(--h-toasts-width)");
        expect(rule(toastClasses.toast)).toContain("max-height:var(--h-toasts-max-height)");
        expect(rule(toastClasses.toast)).toContain("var(--h-animation-duration) var(--h-animation-easing)");
        expect(rule(toastClasses.wide)).toContain("width:var(--h-toasts-wide-width)");
        expect(rule(toastClasses.area)).toContain("z-index:var(--h-layers-stacking-start)");
        expect(rule(toastClasses.toast)).not.toMatch(/\b280px|120px/);
    });

    it("modals: the centred widths, side panel width and layer", () => {
        expect(rule(modalClasses.size.medium)).toContain("width:var(--h-modals-medium)");
        expect(rule(modalClasses.size.xxl)).toContain("width:var(--h-modals-xxl)");
        expect(rule(modalClasses.size.medium)).toContain("calc(100% - 2 * var(--h-modals-horizontal-margin))");
        expect(rule(modalClasses.size.sidePanelRight)).toContain("max-width:var(--h-modals-side-panel-max-width)");
        expect(rule(modalClasses.overlay)).toContain("z-index:var(--h-layers-stacking-start)");
        expect(rule(modalClasses.header)).toContain("min-height:var(--h-frames-header-min-height)");
        expect(rule(modalClasses.size.medium)).not.toContain("516px");
    });

    it("title bar: height, mobile height, layer", () => {
        expect(rule(titleBarClasses.bar)).toContain("min-height:var(--h-title-bar-height)");
        expect(rule(titleBarClasses.bar)).toContain("z-index:var(--h-layers-title-bar)");
        expect(getStyles()).toContain("min-height:var(--h-title-bar-height-mobile)");
        expect(rule(titleBarClasses.bar)).not.toMatch(/48px|1050/);
    });

    it("drop-downs, tooltips, the spinner and form inputs", () => {
        expect(rule(dropDownClasses.flyout)).toContain("width:var(--h-drop-downs-width)");
        expect(rule(dropDownClasses.medium)).toContain("width:var(--h-drop-downs-medium-width)");
        expect(rule(dropDownClasses.item)).toContain("min-height:var(--h-drop-downs-item-min-height)");
        expect(rule(tooltipClasses.bubble)).toContain("min-width:var(--h-tooltips-min-width)");
        expect(rule(tooltipClasses.bubble)).toContain("max-width:var(--h-tooltips-max-width)");
        expect(rule(loaderClasses.spinner)).toContain("var(--h-animation-spinner-duration)");
        expect(rule(formClasses.input)).toContain("height:var(--h-forms-element-height)");
        expect(rule(formClasses.input)).toContain("border-radius:var(--h-borders-radius)");
    });
});
