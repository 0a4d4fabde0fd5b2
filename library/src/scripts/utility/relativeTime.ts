/**
 * Relative dates (shell §9): "just now" within 5 seconds, then seconds, minutes, hours, days,
 * months and years. A month counts as 30 days and a year as 365: a label, not a calendar.
 * A date in the future (a scheduled post, or a server clock a little ahead) reads "in …",
 * except within the same 5 seconds, which are "just now" either way.
 */
import { t, tf } from "@library/i18n/t";

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

function label(unit: Unit, count: number, future: boolean): string {
    const plural = count === 1 ? unit : `${unit}s`;
    return future ? tf(`in {count} ${plural}`, { count }) : tf(`{count} ${plural} ago`, { count });
}

export function relativeTime(date: Date, now: Date): string {
    const diff = now.getTime() - date.getTime();
    const abs = Math.abs(diff);
    if (abs < JUST_NOW_MS) return t("just now");
    for (const [unit, length, below] of STEPS) {
        if (abs < below) return label(unit, Math.floor(abs / length), diff < 0);
    }
    return label("year", Math.floor(abs / YEAR), diff < 0);
}
