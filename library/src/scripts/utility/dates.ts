/**
 * Dates render identically on the server and the client (the page's locale, always UTC) so
 * hydration never mismatches. A date that cannot be parsed falls back to the 1970 epoch (shell §5).
 */
import { currentTranslator } from "@library/i18n/t";

export function parseDate(value: string | null | undefined): Date {
    const date = value ? new Date(value) : new Date(0);
    return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

export function formatDate(value: string | null | undefined): string {
    return currentTranslator().date(parseDate(value), { dateStyle: "medium", timeZone: "UTC" });
}
