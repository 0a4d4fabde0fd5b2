/**
 * Relative dates (shell §9): "just now" within 5 seconds, then seconds, minutes, hours, days,
 * months and years, in the reader's language (Intl.RelativeTimeFormat: "3 minutes ago",
 * "il y a 3 minutes"). A month counts as 30 days and a year as 365: a label, not a calendar.
 * A date in the future (a scheduled post, or a server clock a little ahead) reads "in …",
 * except within the same 5 seconds, which are "just now" either way.
 */
import { currentTranslator } from "@library/i18n/t";

export const JUST_NOW_MS = 5000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = "second" | "minute" | "hour" | "day" | "month" | "year";

const STEPS: Array<[Unit, number, number]> = [
    // unit, length, used while the difference is below this
    ["second", SECOND, MINUTE],
    ["minute", MINUTE, HOUR],
    ["hour", HOUR, DAY],
    ["day", DAY, MONTH],
    ["month", MONTH, YEAR],
    ["year", YEAR, Infinity],
];

export function relativeTime(date: Date, now: Date): string {
    const translator = currentTranslator();
    const diff = now.getTime() - date.getTime();
    const abs = Math.abs(diff);
    if (abs < JUST_NOW_MS) return translator.t("just now");
    const [unit, length] = STEPS.find(([, , below]) => abs < below) ?? ["year", YEAR];
    const count = Math.floor(abs / length);
    return translator.relative(diff < 0 ? count : -count, unit);
}
