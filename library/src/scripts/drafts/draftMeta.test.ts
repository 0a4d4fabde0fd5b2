/** The draft rules of content §5, shared by the client and the server (draftMeta.ts). */
import { draftLocationProblem, isEmptyDraftBody, normalizeDraftMeta, pinLocationOfAnnounce } from "@library/drafts/draftMeta";

describe("normalizeDraftMeta", () => {
    it("accepts discussion meta only with a name, post meta, tags, tag IDs or a pin location", () => {
        expect(normalizeDraftMeta("discussion", { categoryID: 3 })).toEqual({ ok: false, reason: expect.stringContaining("needs a name") });
        expect(normalizeDraftMeta("discussion", { name: "   ", tagIDs: [], postMeta: {} })).toMatchObject({ ok: false });
        expect(normalizeDraftMeta("discussion", { name: "Title", categoryID: 3 })).toEqual({ ok: true, meta: { name: "Title", categoryID: 3 } });
        expect(normalizeDraftMeta("discussion", { postMeta: { color: "red" } })).toEqual({ ok: true, meta: { postMeta: { color: "red" } } });
        expect(normalizeDraftMeta("discussion", { tagIDs: [4, "x", -1] })).toEqual({ ok: true, meta: { tagIDs: [4] } });
        expect(normalizeDraftMeta("discussion", { newTagNames: [" fresh ", ""] })).toEqual({ ok: true, meta: { newTagNames: ["fresh"] } });
        expect(normalizeDraftMeta("discussion", { pinLocation: "recent", postTypeID: "question" })).toEqual({ ok: true, meta: { pinLocation: "recent", pinned: true, postTypeID: "question" } });
        expect(normalizeDraftMeta("discussion", "not an object")).toMatchObject({ ok: false });
    });

    it("maps the legacy announce to pinLocation: 0 none, 1 category, anything else recent", () => {
        expect(normalizeDraftMeta("discussion", { announce: 0 })).toEqual({ ok: true, meta: { pinLocation: "none", pinned: false } });
        expect(normalizeDraftMeta("discussion", { announce: "1" })).toEqual({ ok: true, meta: { pinLocation: "category", pinned: true } });
        expect(normalizeDraftMeta("discussion", { announce: 2 })).toEqual({ ok: true, meta: { pinLocation: "recent", pinned: true } });
        expect(pinLocationOfAnnounce("yes")).toBe("recent");
        // An explicit pinLocation wins over the legacy field.
        expect(normalizeDraftMeta("discussion", { announce: 1, pinLocation: "none" })).toEqual({ ok: true, meta: { pinLocation: "none", pinned: false } });
    });

    it("keeps comment meta's fields and needs a commentPath for a reply", () => {
        expect(normalizeDraftMeta("comment", {})).toEqual({ ok: true, meta: {} });
        expect(normalizeDraftMeta("comment", { commentPath: "/3/", commentParentID: 3, format: "markdown", other: 1 })).toEqual({
            ok: true,
            meta: { commentPath: "/3/", commentParentID: 3, format: "markdown" },
        });
        expect(normalizeDraftMeta("comment", { commentParentID: 3 })).toMatchObject({ ok: false });
    });
});

describe("isEmptyDraftBody", () => {
    it("finds blank text and rich2 documents without text or media empty", () => {
        expect(isEmptyDraftBody("  \n", "markdown")).toBe(true);
        expect(isEmptyDraftBody("hello", "text")).toBe(false);
        expect(isEmptyDraftBody(JSON.stringify([{ type: "p", children: [{ text: "  " }] }]), "rich2")).toBe(true);
        expect(isEmptyDraftBody(JSON.stringify([{ type: "p", children: [{ text: "hi" }] }]), "rich2")).toBe(false);
        expect(isEmptyDraftBody(JSON.stringify([{ type: "p", children: [{ type: "rich_embed_card", children: [{ text: "" }] }] }]), "rich2")).toBe(false);
    });
});

describe("draftLocationProblem", () => {
    it("refuses a parent ID without its type", () => {
        expect(draftLocationProblem(null, 5)).toMatch(/needs its parentRecordType/);
        expect(draftLocationProblem("discussion", 5)).toBeNull();
        expect(draftLocationProblem(null, null)).toBeNull();
    });
});
