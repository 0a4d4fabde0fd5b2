/**
 * Markdown → rich2 in the browser, for switching the composer from Markdown to rich text and for
 * quotes (composer insertions are Markdown): markdown-it renders HTML (raw HTML in the source
 * stays text: `html: false`), and the paste deserializer turns it into rich2 blocks. markdown-it
 * loads with the first conversion, in its own chunk, not with the composer.
 */
import type { Rich2Document } from "@library/composer/rich2Types";
import { htmlToRich2 } from "@library/composer/htmlToRich2";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

type Renderer = { render(source: string): string };
let renderer: Promise<Renderer> | null = null;

function markdownRenderer(): Promise<Renderer> {
    renderer ??= loadOnDemand(() => import(/* webpackChunkName: "markdownIt" */ "markdown-it")).then(
        ({ default: MarkdownIt }) => new MarkdownIt({ html: false, linkify: true, breaks: true }),
        (error: unknown) => {
            // A failed load is asked again next time.
            renderer = null;
            throw error;
        },
    );
    return renderer;
}

export async function markdownToRich2(markdown: string): Promise<Rich2Document> {
    const md = await markdownRenderer();
    return htmlToRich2(md.render(markdown));
}
