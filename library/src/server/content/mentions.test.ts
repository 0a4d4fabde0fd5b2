/** Typed mentions in rendered bodies become links to the profile (issue 12 item 4); the sanitiser's rules stay. */
import { renderBody } from "./bodyFormat";
import { linkTypedMentions, typedMentionNames } from "./mentions";

describe("typed mentions", () => {
    it("reads @name and @\"a name\", not addresses, and leaves a sentence's full stop out", () => {
        expect(typedMentionNames('Hi @moderator. And @"Jane Doe", mail a@b.example, @x too short')).toEqual(["moderator", "Jane Doe"]);
    });

    it.each(["markdown", "text", "textex", "wysiwyg"])("%s: @name links to the member's profile", (format) => {
        expect(renderBody("Thanks @member, see you.", format)).toContain('Thanks <a href="/profile/member" class="atMention">@member</a>, see you.');
    });

    it("links a quoted name with spaces and characters that need escaping, escaped", () => {
        expect(renderBody('Ask @"Jane & Joe/Doe" first', "markdown")).toBe('<p>Ask <a href="/profile/Jane%20%2526%20Joe%252FDoe" class="atMention">@&quot;Jane &amp; Joe/Doe&quot;</a> first</p>');
    });

    it("never links inside code or an existing link, nor an e-mail address", () => {
        const html = renderBody("`@member` and [see @member](https://example.com) and me@member.example\n\n    @member in a block", "markdown");
        expect(html).not.toContain("atMention");
    });

    it("keeps hostile names harmless", () => {
        const html = renderBody('@"<img src=x onerror=alert(1)>" and @"\\"><script>"', "text");
        expect(html).not.toMatch(/<img|<script|<[^>]*\son\w+=/);
        expect(linkTypedMentions('<p>@"x" onmouseover="y"</p>')).toBe('<p><a href="/profile/x" class="atMention">@&quot;x&quot;</a> onmouseover=&quot;y&quot;</p>');
    });

    it("rich2: mention nodes keep their link, and a typed @name gets one", () => {
        const body = JSON.stringify([{ type: "p", children: [{ type: "@", name: "Jane Doe", userID: 7, children: [{ text: "" }] }, { text: " and @member" }] }]);
        expect(renderBody(body, "rich2")).toBe('<p><a href="/profile/Jane%20Doe" class="atMention" data-userid="7">@Jane Doe</a> and <a href="/profile/member" class="atMention">@member</a></p>');
    });
});
