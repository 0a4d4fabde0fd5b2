/** Content §5 draft rules and §3 legacy announce, as pure functions. */
import { discussionDraftMeta, hasBody, parseDraftAttributes, sendableBody } from "@library/drafts/draftSendRules";
import { pinLocationOfAnnounce as pinLocationFromAnnounce } from "@library/drafts/draftMeta";

describe("discussion draft meta", () => {
    it.each([
        ["a name", { name: "Title" }],
        ["post meta", { postMeta: { color: "red" } }],
        ["tags", { newTagNames: ["cats"] }],
        ["tag IDs", { tagIDs: [4] }],
        ["a pin location", { pinLocation: "recent" }],
    ])("is accepted with %s", (_label, meta) => {
        expect(discussionDraftMeta({ ...meta, categoryID: 2 })).toMatchObject({ ...meta, categoryID: 2 });
    });

    it.each([[undefined], [null], [{}], [{ categoryID: 2, postTypeID: "discussion" }], [{ name: "  " }], [{ tagIDs: [] }], [{ tagIDs: ["x"] }], [{ pinLocation: "everywhere" }], ["text"]])("is refused without any of them: %p", (meta) => {
        expect(discussionDraftMeta(meta)).toBeNull();
    });

    it("maps legacy announce: 0 none, 1 category, anything else recent", () => {
        expect(pinLocationFromAnnounce(0)).toBe("none");
        expect(pinLocationFromAnnounce(1)).toBe("category");
        expect(pinLocationFromAnnounce(2)).toBe("recent");
        expect(pinLocationFromAnnounce("yes")).toBe("recent");
        expect(discussionDraftMeta({ announce: 2 })).toEqual({ pinLocation: "recent", pinned: true });
        expect(discussionDraftMeta({ announce: 0, name: "N" })).toEqual({ name: "N", pinLocation: "none", pinned: false });
        // An explicit pinLocation wins over a leftover announce.
        expect(discussionDraftMeta({ announce: 1, pinLocation: "recent" })?.pinLocation).toBe("recent");
    });
});

describe("bodies", () => {
    it("sends a rich2 document as its JSON string and strings unchanged", () => {
        const document = [{ type: "p", children: [{ text: "hi" }] }];
        expect(sendableBody(document)).toBe(JSON.stringify(document));
        expect(sendableBody("**hi**")).toBe("**hi**");
        expect(sendableBody(undefined)).toBe("");
    });

    it("finds text in rich2 and plain bodies, and none in empty ones", () => {
        expect(hasBody({ body: JSON.stringify([{ type: "p", children: [{ text: " " }] }]), format: "rich2" })).toBe(false);
        expect(hasBody({ body: JSON.stringify([{ type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "x" }] }] }] }]), format: "rich2" })).toBe(true);
        expect(hasBody({ body: JSON.stringify([{ type: "p", children: [{ type: "img", url: "/uploads/a.png", children: [{ text: "" }] }] }]), format: "rich2" })).toBe(true);
        expect(hasBody({ body: "\n  ", format: "markdown" })).toBe(false);
        expect(hasBody({ body: "a", format: "text" })).toBe(true);
    });
});

describe("server attributes", () => {
    it("accepts the known shape (format defaults to rich2) and refuses unknown structures", () => {
        expect(parseDraftAttributes({ body: "x" })).toEqual({ body: "x", format: "rich2" });
        expect(parseDraftAttributes({ body: [{ type: "p", children: [{ text: "x" }] }], format: "rich2" })?.body).toBe('[{"type":"p","children":[{"text":"x"}]}]');
        expect(parseDraftAttributes(null)).toBeNull();
        expect(parseDraftAttributes({ body: 3, format: "markdown" })).toBeNull();
        expect(parseDraftAttributes({ body: "x", format: "doc" })).toBeNull();
        expect(parseDraftAttributes({ body: "x", format: "markdown", draftMeta: "meta" })).toBeNull();
        expect(parseDraftAttributes({ body: "x", format: "markdown", lastSaved: "yesterday" })).toBeNull();
    });
});
