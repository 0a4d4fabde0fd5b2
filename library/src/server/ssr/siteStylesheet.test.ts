import { style } from "typestyle";
import { pageAssetsIn } from "@server/ssr/assetLoader";
import { criticalCss } from "@server/ssr/criticalCss";
import { siteStylesheet } from "@server/ssr/siteStylesheet";
import { createTestApp, type ITestApp } from "@server/testing/testApp";

function inlineCss(html: string): string {
    return /<style id="ssr-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
}

function stylesheetHref(html: string): string {
    const assets = pageAssetsIn(html);
    if (!assets) throw new Error("The page links no site stylesheet.");
    expect(assets.stylesheet.id).toBe("site-styles");
    return assets.stylesheet.href;
}

describe("what CSS a page ships", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("inlines only the rules its HTML uses and links the rest as one content-hashed, long-cached file", async () => {
        const html = (await forum.app.inject("/entry/signin")).body;
        const href = stylesheetHref(html);
        expect(href).toMatch(/^\/styles\/site\.[\w-]{12}\.css$/);
        const file = await forum.app.inject(href);
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe("text/css; charset=utf-8");
        expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

        const inline = inlineCss(html);
        expect(inline.length).toBeGreaterThan(0);
        expect(inline.length).toBeLessThan(file.body.length / 2);
        // Every class of the page that has a rule keeps it inline (no unstyled first paint).
        const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean);
        for (const name of new Set(classes)) {
            if (file.body.includes(`.${name}{`)) expect(inline).toContain(`.${name}{`);
        }
    });

    it("names a new file when a style module loaded later adds a class, and inlines that class's rule", async () => {
        const before = stylesheetHref((await forum.app.inject("/entry/signin")).body);
        const late = style({ $debugName: "lateLoaded", outlineOffset: 7 });
        const after = siteStylesheet();
        expect(after.href).not.toBe(before);
        expect(after.text).toContain(`.${late}{outline-offset:7px}`);
        expect(criticalCss(after.text, new Set([late]))).toContain(`.${late}{outline-offset:7px}`);
        expect((await forum.app.inject(after.href)).statusCode).toBe(200);
        expect((await forum.app.inject(before)).statusCode).toBe(404);
    });

    it("links the same file from every page, and answers no other name", async () => {
        const list = stylesheetHref((await forum.app.inject("/discussions")).body);
        const discussion = stylesheetHref((await forum.app.inject("/categories")).body);
        expect(discussion).toBe(list);
        expect((await forum.app.inject("/styles/site.aaaaaaaaaaaa.css")).statusCode).toBe(404);
    });
});
