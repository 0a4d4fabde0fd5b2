/**
 * The settings form's values (issue 14 item 2): what an input holds (text, a checkbox) from and
 * back to what the configuration stores, and the browser's check before a save. The rules are
 * the server's (settingsFields.ts), so the form and PATCH /config never disagree.
 */
import type { ConfigValue } from "@dashboard/admin/adminApi";
import { MEGABYTE, SETTING_FIELDS, settingError, splitList, type ISettingField } from "@dashboard/admin/settings/settingsFields";

/** An input's value: text for text-like inputs and selects, a boolean for a checkbox. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export function toFormValue(field: ISettingField, stored: ConfigValue | undefined): FormValue {
    const value = stored === null || stored === undefined ? (field.unset ?? null) : stored;
    switch (field.kind) {
        case "boolean":
            return value === true;
        case "megabytes":
            return typeof value === "number" ? String(Math.round((value / MEGABYTE) * 100) / 100) : "";
        case "words":
            return Array.isArray(value) ? value.join(", ") : "";
        case "lines":
            return Array.isArray(value) ? value.join("\n") : "";
        default:
            return value === null ? "" : String(value);
    }
}

/** What the configuration would store; a number that does not parse stays text, so the rule names it. */
export function fromFormValue(field: ISettingField, value: FormValue): ConfigValue {
    switch (field.kind) {
        case "boolean":
            return value === true;
        case "select": {
            const option = field.options!.find((candidate) => String(candidate.value) === value);
            if (option) return option.value;
            return /^-?\d+$/.test(String(value)) ? Number(value) : String(value);
        }
        case "integer":
            return /^-?\d+$/.test(String(value).trim()) ? Number(value) : String(value);
        case "megabytes": {
            const megabytes = Number(String(value).trim());
            return String(value).trim() !== "" && Number.isFinite(megabytes) ? Math.round(megabytes * MEGABYTE) : String(value);
        }
        case "words":
            return splitList(String(value), "words");
        case "lines":
            return splitList(String(value), "lines");
        case "searchTemplate":
            return String(value).trim() === "" ? null : String(value).trim();
        default:
            return String(value).trim();
    }
}

export function initialFormValues(stored: Record<string, ConfigValue>): FormValues {
    return Object.fromEntries(SETTING_FIELDS.map((field) => [field.key, toFormValue(field, stored[field.key])]));
}

/** The keys whose input differs from what was loaded or last saved, as stored values. */
export function changedSettings(saved: FormValues, current: FormValues): Record<string, ConfigValue> {
    const changes: Record<string, ConfigValue> = {};
    for (const field of SETTING_FIELDS) {
        if (saved[field.key] !== current[field.key]) changes[field.key] = fromFormValue(field, current[field.key]!);
    }
    return changes;
}

/** The browser's check of the changes: messages by key (the shape the server answers). */
export function settingsErrors(changes: Record<string, ConfigValue>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(changes)) {
        const field = SETTING_FIELDS.find((candidate) => candidate.key === key);
        const problem = field ? settingError(field, value) : null;
        if (problem) errors[key] = [problem];
    }
    return errors;
}
