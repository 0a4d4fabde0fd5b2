/**
 * Mentions typed as text (Markdown, text and the no-JavaScript forms; "@name" typed inside rich2):
 * "@name" with a name of letters, digits, "_", "." and "-" (userRules' NAME_PATTERN), or
 * '@"a name"' in quotes for a name holding spaces or other characters — the same names the
 * composer's mention nodes carry. One reading for the notifications (who was mentioned) and
 * the rendered bodies (the link to the profile).
 */
import { profileUrl } from "@library/users/userUrls";
import { escapeHtml } from "@server/ssr/escape";

/** Not after a letter, digit or "@" (so "a@b.example" is an address, not a mention). */
const MENTION = /(?<![\p{L}\p{N}_@])@(?:"([^"<>\n]{1,64})"|([\p{L}\p{N}_.-]{3,40}))/gu;

function nameOf(match: RegExpMatchArray): string | null {
    if (match[1] !== undefined) return match[1].trim() || null;
    // "Thanks @moderator." — the sentence's full stop is not part of the name.
    const name = match[2]!.replace(/[.-]+$/, "");
    return name.length >= 3 ? name : null;
}

/** The names mentioned in plain text, in the order written (duplicates kept). */
export function typedMentionNames(text: string): string[] {
    return [...text.matchAll(MENTION)].flatMap((match) => nameOf(match) ?? []);
}

const TEXT_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };
const decodeText = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => TEXT_ENTITIES[entity]!);

/** Elements whose text is never made a link: links themselves, and code. */
const NO_LINK_INSIDE = new Set(["a", "code", "pre"]);

/**
 * Makes the typed mentions of sanitised HTML links to the members' profiles
 * (`<a href="/profile/{name}" class="atMention">@name</a>`). Only text outside links and code
 * changes; the sanitiser's output has every "<" and ">" of text and attributes escaped, so
 * splitting it at tags is exact. The name is escaped again on the way back in.
 */
export function linkTypedMentions(html: string): string {
    if (!html.includes("@")) return html;
    const open: string[] = [];
    return html.replace(/(<[^>]*>)|([^<]+)/g, (_whole, tag: string | undefined, text: string | undefined) => {
        if (tag !== undefined) {
            const element = /^<(\/?)([a-z0-9]+)/i.exec(tag);
            if (element && NO_LINK_INSIDE.has(element[2]!.toLowerCase())) {
                if (element[1]) open.pop();
                else if (!tag.endsWith("/>")) open.push(element[2]!);
            }
            return tag;
        }
        if (open.length > 0 || !text!.includes("@")) return text!;
        // Matched on the decoded text so a quoted name's quotes and "&" read as typed.
        const decoded = decodeText(text!);
        let out = "";
        let last = 0;
        for (const match of decoded.matchAll(MENTION)) {
            const name = nameOf(match);
            if (name === null) continue;
            const typed = match[1] !== undefined ? match[0] : `@${name}`;
            out += escapeHtml(decoded.slice(last, match.index)) + `<a href="${escapeHtml(profileUrl(name))}" class="atMention">${escapeHtml(typed)}</a>`;
            last = match.index! + typed.length;
        }
        return last === 0 ? text! : out + escapeHtml(decoded.slice(last));
    });
}
