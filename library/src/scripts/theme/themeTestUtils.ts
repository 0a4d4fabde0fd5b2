/**
 * For tests that read the generated CSS: each `var(--h-…)` of a §9 constant replaced by the value
 * the default theme sheet gives it, so a test can check the numbers a page shows by default.
 */
import { DEFAULT_THEME, themeStylesheet } from "@library/theme/themeVariables";

const defaults = new Map(
    Array.from(themeStylesheet(DEFAULT_THEME, false).matchAll(/(--h-[\w-]+):([^;]*);/g), ([, name, value]) => [name, value]),
);

export function withDefaultConstants(css: string): string {
    return css.replace(/var\((--h-[\w-]+)\)/g, (whole, name: string) => defaults.get(name) ?? whole);
}
