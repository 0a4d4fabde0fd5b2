/**
 * A widget's settings against its schema (issue 13): the server checks what an editor saves and
 * fills the defaults in before loading; the editor fills its form the same way. One reading of
 * the schema for both, so a setting the editor shows is the setting the page uses.
 */
import type { IWidgetSchema, IWidgetSettingSchema } from "@library/layouts/layoutTypes";

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
            return null;
    }
}

/** The settings with each missing or unfit value replaced by the schema's default; unknown keys dropped. */
export function settingsWithDefaults(schema: IWidgetSchema, raw: Record<string, unknown>): Record<string, unknown> {
    const settings: Record<string, unknown> = {};
    for (const [key, setting] of Object.entries(schema.properties)) {
        const value = raw[key];
        if (value !== undefined && settingProblem(setting, value) === null) settings[key] = value;
        else if (setting.default !== undefined) settings[key] = setting.default;
    }
    return settings;
}
