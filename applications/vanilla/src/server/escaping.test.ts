/**
 * User text on the way into HTML (DESIGN.md §1): a hostile discussion name or body is escaped
 * in the markup, and the preload JSON can never close its <script> element.
 */
import { CLICK_GUARD_SCRIPT } from "@library/boot/clickReplay";
import { assetLoaderScript, pageAssetsIn } from "@server/ssr/assetLoader";
import { createTestApp, preloadOf, type ITestApp } from "@server/testing/testApp";
import { newDiscussionRow } from "./discussionsModel";

const HOSTILE_NAME = "</script><script>alert(1)</script>";
const HOSTILE_BODY = 'Look: <img src=x onerror="alert(2)"> & \u2028 done';

describe("escaping user text in pages", () => {
    let forum: ITestApp;
    let discussionID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        const category = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow();
        const author = await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow();
        // The newest activity, so it is on the first page of the list.
        const now = new Date().toISOString();
        const row = await forum.db
            .insertInto("discussions")
            .values(
                newDiscussionRow({ categoryID: category.categoryID, insertUserID: author.userID, type: "discussion", name: HOSTILE_NAME, body: HOSTILE_BODY, format: "text" }, now),
            )
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        discussionID = row.discussionID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    /**
     * Every script element must be ours: the head's click guard and asset loader, verbatim
     * (clickReplay.ts, assetLoader.ts), and the preload.
     */
    function expectOnlyThePreloadScript(page: string) {
        const verbatim = (text: string) => new RegExp(`<script nonce="[A-Za-z0-9+/=]+">${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`);
        const guard = verbatim(CLICK_GUARD_SCRIPT);
        expect(page).toMatch(guard);
        const nonce = /<script nonce="([A-Za-z0-9+/=]+)">/.exec(page)![1]!;
        const loader = verbatim(assetLoaderScript(pageAssetsIn(page)!, nonce));
        expect(page).toMatch(loader);
        const html = page.replace(guard, "").replace(loader, "");
        const tags = html.match(/<script\b[^>]*>/g) ?? [];
        expect(tags).toHaveLength(1);
        expect(tags[0]).toMatch(/^<script type="application\/json" id="hearth-preload" nonce="[A-Za-z0-9+/=]+">$/);
        expect(html.match(/<\/script>/g)).toHaveLength(1);
        expect(html.trimEnd().endsWith("</script></body></html>")).toBe(true);
    }

    it("escapes the name in the discussion list's HTML", async () => {
        const html = (await forum.app.inject("/discussions")).body;
        expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(html).not.toContain("<script>alert(1)");
        expectOnlyThePreloadScript(html);
    });

    it("keeps the preload JSON free of a raw </script> and still holds the exact name", async () => {
        // The App page preloads the list's records (an Island page preloads none: its islands read their props).
        await forum.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", true);
        const html = (await forum.app.inject("/discussions")).body;
        await forum.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", false);
        const start = html.indexOf(">", html.indexOf('id="hearth-preload"')) + 1;
        const json = html.slice(start, html.lastIndexOf("</script>"));
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(json).toContain("\\u003c/script\\u003e");
        expect(JSON.stringify(preloadOf(html).state)).toContain(JSON.stringify(HOSTILE_NAME).slice(1, -1));
    });

    it("escapes the name and the body on the discussion page and in its title", async () => {
        const response = await forum.app.inject(`/discussion/${discussionID}`);
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - Hearth Community</title>");
        // Text passes through the body sanitiser, which writes quotes in text as plain " (harmless outside a tag).
        expect(html).toContain('&lt;img src=x onerror="alert(2)"&gt; &amp;');
        expect(html).not.toContain("<img src=x");
        expectOnlyThePreloadScript(html);
        expect(preloadOf(html).meta.title).toBe(`${HOSTILE_NAME} - Hearth Community`);
    });

    it("gives API clients the name as stored and the body as escaped HTML", async () => {
        const discussion = (await forum.app.inject(`/api/v2/discussions/${discussionID}`)).json();
        expect(discussion.name).toBe(HOSTILE_NAME);
        expect(discussion.body).toBe('<p>Look: &lt;img src=x onerror="alert(2)"&gt; &amp; \u2028 done</p>');
        expect(discussion.url).toBe(`/discussion/${discussionID}/script-script-alert-1-script`);
    });

    it("escapes the address in the not-found page's metadata", async () => {
        const html = (await forum.app.inject("/nope%3C/script%3E%3Cscript%3Ealert(3)%3C/script%3E")).body;
        expect(html).not.toContain("<script>alert(3)");
        expectOnlyThePreloadScript(html);
    });
});
