/**
 * Plain text and the composer value, without Slate: used by ComposerField (the first-load
 * boundary) before the editor is loaded, so it must stay tiny and free of editor imports.
 */
import type { IComposerValue } from "@library/composer/composerTypes";
import type { Rich2Document } from "@library/composer/rich2Types";

/** Plain text as rich2: one paragraph a line (what the plain text box held before the editor loaded). */
export function textToRich2(text: string): Rich2Document {
    const lines = text.replace(/\r\n?/g, "\n").split("\n");
    return lines.map((line) => ({ type: "p", children: [{ text: line }] }));
}

/** The value for text typed in the plain text box, in the value's own format. */
export function valueFromText(text: string, format: IComposerValue["format"]): IComposerValue {
    if (format === "markdown") return { body: text, format };
    return { body: text === "" ? "" : JSON.stringify(textToRich2(text)), format };
}

/** An empty composer value in the default format (content §3: rich2). */
export const EMPTY_COMPOSER_VALUE: IComposerValue = { body: "", format: "rich2" };

/** An uploaded file as Markdown: an image, or a link to the file (brackets in its name escaped). */
export function markdownForMedia(media: { url: string; name: string; type: string }): string {
    const name = media.name.replace(/([\\[\]])/g, "\\$1");
    return media.type.startsWith("image/") ? `![${name}](${media.url})` : `[${name}](${media.url})`;
}
