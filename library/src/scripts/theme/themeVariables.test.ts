/** The theme sheet: §9 constants as custom properties, a theme's widths, light/dark presets, OS scheme. */
import { cssVars, DARK_COLORS, LIGHT_COLORS, themeFromVariables, themeStylesheet } from "@library/theme/themeVariables";
import { isValidColor, themeVariablesErrors } from "@library/theme/themeValidation";

describe("themeStylesheet", () => {
    it("writes every §9 constant with its default, and a theme's content widths over them", () => {
        const sheet = themeStylesheet(themeFromVariables("Wide", { layout: { middleColumnWidth: 800 } }));
        expect(sheet).toContain("--h-font-sizes-large:16px;");
        expect(sheet).toContain("--h-line-heights-base:1.5;");
        expect(sheet).toContain("--h-modals-xxl:1320px;");
        expect(sheet).toContain("--h-toasts-wide-width:380px;");
        expect(sheet).toContain("--h-layout-middle-column-width:800px;");
        expect(sheet).toContain("--h-layout-panel-width:216px;");
        expect(cssVars.titleBar.height).toBe("var(--h-title-bar-height)");
    });

    it("a light theme follows the OS colour scheme unless it says not to; the dark preset is always dark", () => {
        const light = themeStylesheet(themeFromVariables("Keystone", { preset: "light" }));
        expect(light).toContain(`--h-color-bg:${LIGHT_COLORS.bg};`);
        expect(light).toContain(`@media (prefers-color-scheme: dark){:root{--h-color-primary:${DARK_COLORS.primary};`);
        expect(themeStylesheet(themeFromVariables("Fixed", { followSystemColorScheme: false }))).not.toContain("prefers-color-scheme");
        const dark = themeStylesheet(themeFromVariables("Dark", { preset: "dark" }));
        expect(dark).toContain(`--h-color-bg:${DARK_COLORS.bg};`);
        expect(dark).toContain("color-scheme:dark;");
        expect(dark).not.toContain("prefers-color-scheme");
    });

    it("a new primary colour carries the colours that follow it", () => {
        const theme = themeFromVariables("Orange", { colors: { primary: "#aa5500" } });
        expect([theme.colors.link, theme.colors.focusRing, theme.colors.titleBarBg]).toEqual(["#aa5500", "#aa5500", "#aa5500"]);
    });
});

describe("colour validation (shell §5)", () => {
    it.each(["#abc", "#A1B2C3", "rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "hsl(120, 50%, 50%)", "hsla(120deg, 50%, 50%, .3)", "linear-gradient(90deg, #fff, rgb(0,0,0))"])("accepts %s", (color) => {
        expect(isValidColor(color)).toBe(true);
    });

    it.each(["blue", "#abcd", "#12345", "rgb(1,2)", "red;}</style><script>", "linear-gradient(red);}"])("refuses %s", (color) => {
        expect(isValidColor(color)).toBe(false);
    });

    it("reports each bad variable by field", () => {
        expect(themeVariablesErrors({ colors: { primary: "x", nope: "#fff" }, font: { family: "a;b" }, layout: { panelWidth: 5 }, extra: 1 }).map((error) => error.field)).toEqual([
            "colors.primary",
            "colors.nope",
            "font.family",
            "layout.panelWidth",
            "extra",
        ]);
    });
});
