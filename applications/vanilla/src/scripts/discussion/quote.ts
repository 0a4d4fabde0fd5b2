/**
 * Quote (content §2, §6): the Quote button of a post puts a Markdown quote of it in the reply
 * form and focuses the form. The two are separate islands, so the button announces the quote
 * with a DOM event the reply form listens for; no state needs to outlive the page.
 */
import { tf } from "@library/i18n/t";

export const QUOTE_EVENT = "hearth:quote";

/** Backslash-escapes what Markdown would read as formatting in a user name. */
export function escapeMarkdown(text: string): string {
    return text.replace(/([\\`*_{}[\]()#+\-.!|>~<])/g, "\\$1");
}

/** A blockquote naming the author (linked to the post), then the post's source, line by line. */
export function quoteMarkdown(authorName: string, source: string, url: string): string {
    const heading = tf("{name} wrote:", { name: `**[${escapeMarkdown(authorName)}](${url})**` });
    const lines = source.trim().split(/\r?\n/);
    return [`> ${heading}`, ">", ...lines.map((line) => (line ? `> ${line}` : ">"))].join("\n") + "\n\n";
}

export function requestQuote(markdown: string): void {
    document.dispatchEvent(new CustomEvent<string>(QUOTE_EVENT, { detail: markdown }));
}

export function onQuote(listener: (markdown: string) => void): () => void {
    const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
    document.addEventListener(QUOTE_EVENT, handler);
    return () => document.removeEventListener(QUOTE_EVENT, handler);
}
