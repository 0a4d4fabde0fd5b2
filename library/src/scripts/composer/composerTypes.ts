/**
 * What the composer edits and what the server accepts (content §3, §4): a body and its format.
 * The server renders every format (bodyFormat.ts); the composer writes two of them.
 */

/** Every body format the server stores and renders. */
export const BODY_FORMATS = ["rich2", "markdown", "text", "textex", "wysiwyg"] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];

/** The formats a member writes in: rich text (the default) or Markdown. */
export const COMPOSER_FORMATS = ["rich2", "markdown"] as const;
export type ComposerFormat = (typeof COMPOSER_FORMATS)[number];

/** The composer's value: for rich2 the body is the JSON of a Rich2Document. */
export interface IComposerValue {
    body: string;
    format: ComposerFormat;
}
