import { useEffect, useState } from "react";
import { formatDate, parseDate } from "@library/utility/dates";
import { relativeTime } from "@library/utility/relativeTime";
import { useTranslator } from "@library/i18n/TranslatorContext";

/** Shell §4: relative dates refresh every 30 seconds. */
export const RELATIVE_DATE_REFRESH_MS = 30_000;


interface IProps {
    /** An ISO date from the API; an unparseable one is the 1970 epoch (shell §5). */
    date: string | null | undefined;
    className?: string;
}

/**
 * "3 minutes ago", with the full date in the title. Hydration: the server cannot know the
 * reader's clock or time zone, and "now" moves between the server render and hydration, so a
 * relative text rendered on the server would not match the client's first render. The server and
 * the first client render therefore both write the absolute date in UTC (formatDate), and only
 * after mount does the component switch to the relative text and a title in the reader's own
 * locale and time zone, then refresh every 30 seconds.
 */
export function RelativeDate({ date, className }: IProps) {
    const translator = useTranslator();
    const parsed = parseDate(date);
    const [now, setNow] = useState<Date | null>(null);

    useEffect(() => {
        setNow(new Date());
        const timer = setInterval(() => setNow(new Date()), RELATIVE_DATE_REFRESH_MS);
        return () => clearInterval(timer);
    }, []);

    const text = now ? relativeTime(parsed, now) : formatDate(date);
    const title = now
        ? translator.date(parsed, { dateStyle: "full", timeStyle: "short" })
        : `${translator.date(parsed, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" })} UTC`;
    return (
        <time dateTime={parsed.toISOString()} title={title} className={className}>
            {text}
        </time>
    );
}
