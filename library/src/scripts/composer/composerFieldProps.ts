/**
 * The props of ComposerField and of the Composer it loads (the same object passes through).
 * Kept apart from both so the first-load boundary imports no editor code.
 */
import type { IComposerValue } from "@library/composer/composerTypes";
import type { IUploadConfig } from "@library/utility/uploadValidation";

export interface IComposerFieldProps {
    /** The id of the text box (the plain textarea, then the editor); a label's htmlFor may point at it. */
    id?: string;
    /** A visible label drawn by the field. Give this or `labelledBy`. */
    label?: string;
    /** The id of a visible element that labels the text box (a form heading), instead of `label`. */
    labelledBy?: string;
    /** The body and its format ("rich2": JSON of a Rich2Document; "markdown": the text). */
    value: IComposerValue;
    /** Every change of the body or the format (typing, formatting, uploads, quotes, the switch). */
    onChange(value: IComposerValue): void;
    /** Ctrl+Enter (Cmd+Enter) in the text box: the form posts. */
    onSubmit?(): void;
    disabled?: boolean;
    /** Load the editor at once and put the caret in it (a reply form opened by the member). */
    focusOnMount?: boolean;
    placeholder?: string;
    /**
     * The composer slice name this composer takes insertions for (REPLY_COMPOSER for the
     * discussion's reply form): a Quote lands at the end as a quote and focuses the editor.
     */
    composerName?: string;
    /**
     * Uploads allowed, with the site's limits (upload.maxSize, upload.allowedExtensions); absent:
     * no upload button and pasted or dropped files are ignored.
     */
    uploads?: IUploadConfig;
}
