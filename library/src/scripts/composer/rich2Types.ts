/**
 * The rich2 body format (content §3: drafts default to it): a post body stored as a JSON array
 * of block nodes, each a tree of elements over text leaves. The node types and marks are the
 * ones Vanilla's rich2 format uses, so bodies move between the two; the editor (Slate) edits
 * this tree directly and the server renders it to sanitised HTML (bodyFormat.ts).
 *
 * Shared by the browser and the server: keep it free of DOM and Node imports.
 */

/** A run of text with its marks. */
export interface IRich2Text {
    text: string;
    bold?: boolean;
    italic?: boolean;
    strikethrough?: boolean;
    code?: boolean;
}

export type Rich2BlockType =
    | "p"
    | "h2"
    | "h3"
    | "h4"
    | "h5"
    /** A quote: children are "blockquote-line" elements. */
    | "blockquote"
    | "blockquote-line"
    /** A code block: children are "code_line" elements. */
    | "code_block"
    | "code_line"
    /** A spoiler: children are "spoiler-line" elements (hidden until opened). */
    | "spoiler"
    | "spoiler-line"
    | "ul"
    | "ol"
    /** A list item; its text is in a "lic" (list item content) child, nested lists after it. */
    | "li"
    | "lic";

export interface IRich2Block {
    type: Rich2BlockType;
    children: Rich2Node[];
}

/** A link; only safe links (shell §5) survive rendering. */
export interface IRich2Link {
    type: "a";
    url: string;
    children: IRich2Text[];
}

/** An @mention of a member. */
export interface IRich2Mention {
    type: "@";
    name: string;
    userID: number;
    children: [IRich2Text];
}

/** An uploaded image (POST /media): shown inline. */
export interface IRich2Image {
    type: "img";
    url: string;
    alt?: string;
    children: [IRich2Text];
}

/** An uploaded file other than an image: shown as a download link with its name and size. */
export interface IRich2File {
    type: "file";
    url: string;
    name: string;
    size: number;
    children: [IRich2Text];
}

export type Rich2Element = IRich2Block | IRich2Link | IRich2Mention | IRich2Image | IRich2File;
export type Rich2Node = Rich2Element | IRich2Text;

/** A whole body: the top-level blocks. Stored as JSON.stringify(document). */
export type Rich2Document = Rich2Element[];

export const RICH2_FORMAT = "rich2";
