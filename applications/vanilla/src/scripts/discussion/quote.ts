/**
 * Quote (content §2, §6): the Quote button of a post puts a Markdown quote of it in the reply
 * form and focuses the form. The two are separate islands under one store: the button's thunk
 * (commentThunks.quotePost) dispatches a composer insertion that the reply form applies.
 */
import { tf } from "@library/i18n/t";

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
