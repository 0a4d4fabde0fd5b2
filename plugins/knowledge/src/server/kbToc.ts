/**
 * The table of contents of an article: the headings of its rendered (already sanitised) body get
 * anchors, and the list of them links there. The ids are made here from the heading's text
 * (lower-case letters, digits and "-" only), so nothing an author writes reaches an attribute.
 */
import type { ITocEntry } from "../scripts/kbTypes";

const HEADING = /<h([3-6])>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };

function textOf(html: string): string {
    return html
        .replace(/<[^>]*>/g, "")
        .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
        .replace(/\s+/g, " ")
        .trim();
}

function slugOf(text: string): string {
    return (
        text
            .toLowerCase()
            .normalize("NFKD")
            .replace(/[\u0300-\u036f]/g, "")
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-+|-+$/g, "")
            .slice(0, 60) || "section"
    );
}

/** The body with an id on each heading, and the table of contents (levels relative to the top heading). */
export function withTableOfContents(html: string): { html: string; toc: ITocEntry[] } {
    const toc: Array<ITocEntry & { rank: number }> = [];
    const used = new Set<string>();
    const anchored = html.replace(HEADING, (_match, rank: string, inner: string) => {
        const text = textOf(inner);
        let id = `kb-${slugOf(text)}`;
        for (let n = 2; used.has(id); n++) id = `kb-${slugOf(text)}-${n}`;
        used.add(id);
        toc.push({ id, text, level: 0, rank: Number(rank) });
        return `<h${rank} id="${id}">${inner}</h${rank}>`;
    });
    const top = Math.min(...toc.map((entry) => entry.rank));
    return { html: anchored, toc: toc.map(({ id, text, rank }) => ({ id, text, level: rank - top + 1 })) };
}
