/** The table of contents: ids from the heading text only, unique on the page, levels from the top heading. */
import { withTableOfContents } from "./kbToc";

it("anchors each heading with a unique id made of its text and lists them with relative levels", () => {
    const { html, toc } = withTableOfContents("<p>Intro</p><h4>Setup &amp; <em>install</em></h4><h5>Step</h5><h4>Setup &amp; install</h4><h5>Ünïcode ✓</h5>");
    expect(toc).toEqual([
        { id: "kb-setup-install", text: "Setup & install", level: 1 },
        { id: "kb-step", text: "Step", level: 2 },
        { id: "kb-setup-install-2", text: "Setup & install", level: 1 },
        { id: "kb-unicode", text: "Ünïcode ✓", level: 2 },
    ]);
    expect(html).toBe('<p>Intro</p><h4 id="kb-setup-install">Setup &amp; <em>install</em></h4><h5 id="kb-step">Step</h5><h4 id="kb-setup-install-2">Setup &amp; install</h4><h5 id="kb-unicode">Ünïcode ✓</h5>');
});

it("leaves a body without headings as it is, with an empty table", () => {
    expect(withTableOfContents("<p>Just text</p>")).toEqual({ html: "<p>Just text</p>", toc: [] });
});
