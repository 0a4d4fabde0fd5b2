/**
 * Lists in the reader's language: "moderator and member", "a, b et c", "a، b و c". The locale's
 * separators and conjunction come from Intl.ListFormat, so no text joins names with a hard-coded
 * ", ", and each element can be rendered as the caller wants (a link). Kept out of translator.ts,
 * which every entry loads: only the code that lists things carries it.
 */
import { Fragment, type ReactNode } from "react";
import { getLocale } from "@library/i18n/t";

/** One formatter per locale for the process (making one is costly; it is immutable locale data). */
const formatters = new Map<string, Intl.ListFormat>();

function listFormat(locale: string): Intl.ListFormat {
    let found = formatters.get(locale);
    if (!found) {
        try {
            found = new Intl.ListFormat(locale.replace("_", "-"), { type: "conjunction" });
        } catch {
            // An unknown tag lists in English rather than breaking the page.
            found = new Intl.ListFormat("en", { type: "conjunction" });
        }
        formatters.set(locale, found);
    }
    return found;
}

/**
 * The items as React nodes with the current locale's separators between them: `text` is what the
 * locale sees of an item, `render` what is shown for it (the text by default).
 */
export function formatList<T>(items: readonly T[], text: (item: T) => string, render: (item: T) => ReactNode = text): ReactNode[] {
    let next = 0;
    return listFormat(getLocale())
        .formatToParts(items.map(text))
        .map((part, index) => {
            if (part.type === "literal") return <Fragment key={`sep-${index}`}>{part.value}</Fragment>;
            // Elements come back in the order given, one per item.
            const item = items[next++]!;
            return <Fragment key={`item-${index}`}>{render(item)}</Fragment>;
        });
}
