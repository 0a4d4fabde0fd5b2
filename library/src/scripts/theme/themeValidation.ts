/**
 * Validation of a theme's variables (shell §5 "Colors"), shared by the theme editor and the
 * server so both give the same field errors. The values end up inside the page's <style>
 * element, so anything that is not a plain colour, font list or width is refused, never escaped.
 */
import { LIGHT_COLORS, type IThemeVariables } from "@library/theme/themeVariables";

export interface IThemeFieldError {
    field: string;
    message: string;
    code: string;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const PERCENT_OR_NUMBER = `${NUMBER}%?`;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = new RegExp(String.raw`^rgba?\(\s*${PERCENT_OR_NUMBER}\s*,\s*${PERCENT_OR_NUMBER}\s*,\s*${PERCENT_OR_NUMBER}\s*(?:,\s*${PERCENT_OR_NUMBER}\s*)?\)$`, "i");
const HSL = new RegExp(String.raw`^hsla?\(\s*${NUMBER}(?:deg)?\s*,\s*${PERCENT_OR_NUMBER}\s*,\s*${PERCENT_OR_NUMBER}\s*(?:,\s*${PERCENT_OR_NUMBER}\s*)?\)$`, "i");
/** A gradient's inside may hold nested colour functions, but nothing that ends a declaration. */
const GRADIENT = /^linear-gradient\([^;{}<>\\"'`]*\)$/i;
/** Font names, quoted or not, separated by commas. */
const FONT_FAMILY = /^[\w\s"',.-]{1,200}$/;

export const MIN_LAYOUT_WIDTH = 200;
export const MAX_LAYOUT_WIDTH = 2000;
const LAYOUT_KEYS = ["middleColumnWidth", "panelWidth", "narrowContentWidth"] as const;

/** Inside a gradient only colour functions may be called: url(), image-set() and the like would load from another host. */
const GRADIENT_FUNCTIONS = new Set(["linear-gradient", "rgb", "rgba", "hsl", "hsla"]);

function isPlainGradient(color: string): boolean {
    if (!GRADIENT.test(color)) return false;
    const calls = color.toLowerCase().match(/[a-z-]*\s*\(/g) ?? [];
    return calls.every((call) => GRADIENT_FUNCTIONS.has(call.replace(/[\s(]/g, "")));
}

/** Shell §5: hex (3 or 6 digits), rgb, rgba, hsl, hsla or a linear gradient (of those colours). */
export function isValidColor(value: unknown): value is string {
    if (typeof value !== "string") return false;
    const color = value.trim();
    return HEX.test(color) || RGB.test(color) || HSL.test(color) || isPlainGradient(color);
}

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function colorErrors(group: "colors" | "darkColors", value: unknown): IThemeFieldError[] {
    if (value === undefined) return [];
    if (!isObject(value)) return [{ field: group, message: `${group} must be an object.`, code: "type" }];
    return Object.entries(value).flatMap(([key, color]): IThemeFieldError[] => {
        const field = `${group}.${key}`;
        if (!(key in LIGHT_COLORS)) return [{ field, message: `${key} is not a theme colour.`, code: "unknown" }];
        return isValidColor(color) ? [] : [{ field, message: `${String(color)} is not a valid color.`, code: "color" }];
    });
}

/** Field errors of a variables object (empty when it is valid); field names are dotted paths. */
export function themeVariablesErrors(variables: unknown): IThemeFieldError[] {
    if (!isObject(variables)) return [{ field: "variables", message: "variables must be an object.", code: "type" }];
    const errors: IThemeFieldError[] = [];
    const { preset, followSystemColorScheme, font, layout } = variables as IThemeVariables & Record<string, unknown>;
    if (preset !== undefined && preset !== "light" && preset !== "dark") errors.push({ field: "preset", message: "preset must be light or dark.", code: "enum" });
    if (followSystemColorScheme !== undefined && typeof followSystemColorScheme !== "boolean") {
        errors.push({ field: "followSystemColorScheme", message: "followSystemColorScheme must be a boolean.", code: "type" });
    }
    errors.push(...colorErrors("colors", variables.colors), ...colorErrors("darkColors", variables.darkColors));
    if (font !== undefined) {
        const family = isObject(font) ? font.family : undefined;
        if (!isObject(font) || (family !== undefined && (typeof family !== "string" || (family.trim() !== "" && !FONT_FAMILY.test(family))))) {
            errors.push({ field: "font.family", message: "The font family may only hold font names, quotes and commas.", code: "pattern" });
        }
    }
    if (layout !== undefined) {
        if (!isObject(layout)) errors.push({ field: "layout", message: "layout must be an object.", code: "type" });
        else {
            for (const [key, width] of Object.entries(layout)) {
                const field = `layout.${key}`;
                if (!(LAYOUT_KEYS as readonly string[]).includes(key)) errors.push({ field, message: `${key} is not a layout width.`, code: "unknown" });
                else if (typeof width !== "number" || !Number.isInteger(width) || width < MIN_LAYOUT_WIDTH || width > MAX_LAYOUT_WIDTH) {
                    errors.push({ field, message: `${key} must be a whole number of pixels from ${MIN_LAYOUT_WIDTH} to ${MAX_LAYOUT_WIDTH}.`, code: "range" });
                }
            }
        }
    }
    const known = ["preset", "followSystemColorScheme", "colors", "darkColors", "font", "layout"];
    for (const key of Object.keys(variables)) if (!known.includes(key)) errors.push({ field: key, message: `${key} is not a theme variable.`, code: "unknown" });
    return errors;
}
