/**
 * A widget's settings against its schema (issue 13): the server checks what an editor saves and
 * fills the defaults in before loading; the editor fills its form the same way. One reading of
 * the schema for both, so a setting the editor shows is the setting the page uses.
 */
import type { IWidgetSchema, IWidgetSettingSchema } from "@library/layouts/layoutTypes";
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";

/** Why an address does not fit its format (shell §5), or null when it does; an empty one always fits. */
function formatProblem(setting: IWidgetSettingSchema, value: string): string | null {
    if (value.trim() === "") return null;
    if (setting.format === "link" && !isSafeLink(value)) return "must be a safe link (http(s)://, mailto:, tel:, / or #)";
    if (setting.format === "image" && !isSafeImageSource(value.trim())) return "must be an http(s) address or one on this site";
    return null;
}

/** Why one item of an array setting does not fit, or null when it does. */
function itemProblem(setting: IWidgetSettingSchema, item: unknown, index: number): string | null {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return `item ${index + 1} must be an object`;
    for (const [key, field] of Object.entries(setting.items?.properties ?? {})) {
        const value = (item as Record<string, unknown>)[key];
        const problem = value === undefined ? null : settingProblem(field, value);
        if (problem) return `item ${index + 1}: ${field.title} ${problem}`;
    }
    return null;
}

/** Why a value does not fit its setting, or null when it does. */
export function settingProblem(setting: IWidgetSettingSchema, value: unknown): string | null {
    switch (setting.type) {
        case "boolean":
            return typeof value === "boolean" ? null : "must be true or false";
        case "integer":
            if (typeof value !== "number" || !Number.isInteger(value)) return "must be a whole number";
            if (setting.minimum !== undefined && value < setting.minimum) return `must be at least ${setting.minimum}`;
            if (setting.maximum !== undefined && value > setting.maximum) return `must be at most ${setting.maximum}`;
            return null;
        case "string":
            if (typeof value !== "string") return "must be text";
            if (setting.enum && !setting.enum.includes(value)) return `must be one of ${setting.enum.join(", ")}`;
            if (setting.maxLength !== undefined && value.length > setting.maxLength) return `must be at most ${setting.maxLength} characters`;
            return formatProblem(setting, value);
        case "array":
            if (!Array.isArray(value)) return "must be a list";
            if (setting.maxItems !== undefined && value.length > setting.maxItems) return `must have at most ${setting.maxItems} items`;
            return value.map((item, index) => itemProblem(setting, item, index)).find((problem) => problem !== null) ?? null;
    }
}

/** The settings with each missing or unfit value replaced by the schema's default; unknown keys dropped. */
export function settingsWithDefaults(schema: IWidgetSchema, raw: Record<string, unknown>): Record<string, unknown> {
    const settings: Record<string, unknown> = {};
    for (const [key, setting] of Object.entries(schema.properties)) {
        const value = raw[key];
        if (setting.type === "array" && Array.isArray(value) && setting.items) {
            // A list keeps its fitting items, each read field by field: one unsafe address is dropped, not the list.
            const itemSchema: IWidgetSchema = { type: "object", properties: setting.items.properties };
            const items = value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null && !Array.isArray(item));
            settings[key] = items.slice(0, setting.maxItems ?? items.length).map((item) => settingsWithDefaults(itemSchema, item));
        } else if (value !== undefined && settingProblem(setting, value) === null) settings[key] = value;
        else if (setting.default !== undefined) settings[key] = setting.default;
    }
    return settings;
}
