/**
 * Dates render identically on the server and the client (fixed locale and UTC) so hydration
 * never mismatches. A date that cannot be parsed falls back to the 1970 epoch (shell §5).
 */
const formatter = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

export function parseDate(value: string | null | undefined): Date {
    const date = value ? new Date(value) : new Date(0);
    return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

export function formatDate(value: string | null | undefined): string {
    return formatter.format(parseDate(value));
}
