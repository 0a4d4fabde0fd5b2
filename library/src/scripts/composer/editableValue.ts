/**
 * A stored body as the composer edits it: rich2 stays rich text; every other format is edited
 * as Markdown (plain text is already valid Markdown; textex and wysiwyg sources are shown as
 * they are stored, and saved back as Markdown).
 */
import type { BodyFormat, IComposerValue } from "@library/composer/composerTypes";

export function editableValue(source: { body: string; format: BodyFormat | string }): IComposerValue {
    return { body: source.body, format: source.format === "rich2" ? "rich2" : "markdown" };
}
