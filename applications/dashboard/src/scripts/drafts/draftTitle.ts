/** What a draft is called in a list: its title, else the start of its text. */
import type { IDiscussionDraftMeta, IDraft } from "@library/drafts/draftTypes";

const EXCERPT_LENGTH = 80;

function rich2Text(body: string): string {
    try {
        const parts: string[] = [];
        const walk = (node: unknown) => {
            if (!node || typeof node !== "object") return;
            const record = node as { text?: unknown; children?: unknown };
            if (typeof record.text === "string") parts.push(record.text);
            if (Array.isArray(record.children)) record.children.forEach(walk);
            else if (Array.isArray(node)) node.forEach(walk);
        };
        walk(JSON.parse(body));
        return parts.join(" ");
    } catch {
        return body;
    }
}

export function draftTitle(draft: Pick<IDraft, "attributes">): string {
    const name = draft.attributes.name ?? (draft.attributes.draftMeta as IDiscussionDraftMeta | undefined)?.name;
    if (name?.trim()) return name.trim();
    const text = (draft.attributes.format === "rich2" ? rich2Text(draft.attributes.body) : draft.attributes.body).replace(/\s+/g, " ").trim();
    return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}
