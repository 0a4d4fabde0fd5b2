/**
 * What a valid category looks like (issue 14 item 4): one set of rules for the dashboard's form
 * (errors beside their fields before sending) and the server (the same messages, by field).
 */
import { isSafeImageSource } from "@library/utility/safeLinks";

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_URLCODE_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;
/** Lower-case letters, digits and dashes: the urlcode is the last part of the category's address. */
export const URLCODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_POST_TYPES = ["discussion", "question", "idea", "poll", "event"] as const;

export interface ICategoryFields {
    name?: string;
    urlcode?: string;
    description?: string;
    allowedDiscussionTypes?: string[] | null;
    iconUrl?: string;
    bannerUrl?: string;
}

export interface ICategoryFieldError {
    field: keyof ICategoryFields;
    message: string;
    code: string;
}

/** A urlcode made from a name: "Help & Support!" → "help-support". */
export function slugify(name: string): string {
    return name
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, CATEGORY_URLCODE_MAX);
}

/** The errors of the fields present (a patch checks only what it changes); `creating` requires name and urlcode. */
export function categoryFieldErrors(fields: ICategoryFields, creating: boolean): ICategoryFieldError[] {
    const errors: ICategoryFieldError[] = [];
    if (fields.name !== undefined || creating) {
        const name = (fields.name ?? "").trim();
        if (!name) errors.push({ field: "name", message: "A category needs a name.", code: "required" });
        else if (name.length > CATEGORY_NAME_MAX) errors.push({ field: "name", message: `A category name is at most ${CATEGORY_NAME_MAX} characters.`, code: "maxLength" });
    }
    if (fields.urlcode !== undefined || creating) {
        const urlcode = fields.urlcode ?? "";
        if (!urlcode) errors.push({ field: "urlcode", message: "A category needs a URL code.", code: "required" });
        else if (urlcode.length > CATEGORY_URLCODE_MAX || !URLCODE_PATTERN.test(urlcode)) {
            errors.push({ field: "urlcode", message: "A URL code is lower-case letters, digits and single dashes between them.", code: "pattern" });
        } else if (/^\d+$/.test(urlcode)) {
            // /categories/12 would read as a page of another category's address.
            errors.push({ field: "urlcode", message: "A URL code cannot be only digits.", code: "pattern" });
        }
    }
    if (fields.description !== undefined && fields.description.length > CATEGORY_DESCRIPTION_MAX) {
        errors.push({ field: "description", message: `A description is at most ${CATEGORY_DESCRIPTION_MAX} characters.`, code: "maxLength" });
    }
    if (fields.allowedDiscussionTypes) {
        if (!fields.allowedDiscussionTypes.length) errors.push({ field: "allowedDiscussionTypes", message: "Allow at least one type of post.", code: "required" });
        const unknown = fields.allowedDiscussionTypes.find((type) => !(CATEGORY_POST_TYPES as readonly string[]).includes(type));
        if (unknown) errors.push({ field: "allowedDiscussionTypes", message: `${unknown} is not a type of post.`, code: "enum" });
    }
    for (const field of ["iconUrl", "bannerUrl"] as const) {
        const value = fields[field];
        if (value !== undefined && !isSafeImageSource(value.trim())) errors.push({ field, message: "An image must be an http or https address or one on this site.", code: "format" });
    }
    return errors;
}
