/**
 * Sections add-ons add to the create-post form (add-on API version 5,
 * `addonApi.registerPostFormSection`): an "Add a poll" part, say. Each section edits one value
 * that the form sends as `attributes.<name>` of POST /api/v2/discussions, where the add-on's
 * server half (`api.registerPostAttribute`, same name) checks and saves it with the discussion.
 * The form renders sections in the browser only (without JavaScript they are not offered), and
 * loads each section's code when the form opens.
 */
import type { ComponentType } from "react";

export interface IPostFormSectionProps<T = unknown> {
    /** The section's value; undefined sends nothing. */
    value: T | undefined;
    onChange(value: T | undefined): void;
    /** The server's messages for this section's fields, by field ("poll.question"); kept until the next send. */
    fieldErrors: Record<string, string>;
    /** The post type chosen in the form ("discussion"). */
    postType: string;
}

export interface IPostFormSection {
    /** The `attributes` key the value is sent under; the server half registers the same name. */
    name: string;
    /** The post types the section is offered for; every type when omitted. */
    postTypes?: string[];
    /** The section's component, loaded when a form shows it. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section edits its own value type
    load: () => Promise<{ default: ComponentType<IPostFormSectionProps<any>> }>;
}

const sections: IPostFormSection[] = [];

/** Adds a section to the create-post form; a second registration under the same name replaces the first. */
export function registerPostFormSection(section: IPostFormSection): void {
    const index = sections.findIndex((existing) => existing.name === section.name);
    if (index >= 0) sections.splice(index, 1, section);
    else sections.push(section);
}

/** The sections registered so far, in registration order. */
export function postFormSections(): readonly IPostFormSection[] {
    return sections;
}
