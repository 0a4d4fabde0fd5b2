/**
 * The create-post page (content §2 "/post/discussion"): what the server decides and hands to
 * the page (the categories the member may post in, what they may set) and, after a plain form
 * post that failed, the fields as typed and the messages. Shared by server and client.
 */
import type { IUploadConfig } from "@library/utility/uploadValidation";
import type { PinLocation } from "@library/drafts/draftTypes";

export const CREATE_DISCUSSION_TITLE = /* i18n */ "New Discussion";
export const CREATE_DISCUSSION_SUBMIT = /* i18n */ "Post Discussion";

export interface IPostTypeOption {
    type: string;
    label: string;
    /** The page's heading for this type ("Ask a Question"), a key for t(); else CREATE_DISCUSSION_TITLE. */
    title?: string;
    /** The send button's text ("Ask Question"), a key for t(); else CREATE_DISCUSSION_SUBMIT. */
    submitLabel?: string;
}

export interface ICategoryOption {
    categoryID: number;
    name: string;
    /** Nesting depth, for indenting the choice. */
    depth: number;
    /** The registered post types this category accepts. */
    postTypes: string[];
}

export interface ICreateDiscussionValues {
    categoryID: number | null;
    name: string;
    body: string;
    type: string;
    pinLocation: PinLocation;
    /** Tag names, comma-separated. */
    tags: string;
}

export interface ICreateDiscussionFormProps {
    /** Where the form posts without JavaScript. */
    action: string;
    categories: ICategoryOption[];
    postTypes: IPostTypeOption[];
    values: ICreateDiscussionValues;
    /** community.manage: the announce choice is offered. */
    canPin: boolean;
    /** Tagging is on: the tags field is offered. */
    tagging: boolean;
    /** tags.add: names of tags that do not exist yet create them. */
    canAddTags: boolean;
    /** The member's draft this form continues (/post/editdiscussion/0/{draftID}), else null. */
    draftID: number | null;
    /** Where an unsaved draft of this form is kept on the device until the server gives it an ID. */
    draftPath: string;
    /** The site's upload limits (shell §5). */
    uploads: IUploadConfig;
    /** The plain form post's key (a form sent twice makes one discussion). */
    idempotencyKey?: string;
    /** After a failed plain form post: the first message, and each field's. */
    error?: string | null;
    fieldErrors?: Record<string, string>;
}

/**
 * The page: the form, or why the member cannot post here (said before they type). `title` is the
 * heading of the address's post type (a key for t()), CREATE_DISCUSSION_TITLE when absent.
 */
export type ICreatePostPageProps = ({ refusal: string; signInUrl?: string } | { refusal?: undefined; form: ICreateDiscussionFormProps }) & { title?: string };
