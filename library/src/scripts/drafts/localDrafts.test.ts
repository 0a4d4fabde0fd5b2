/**
 * Drafts on the device are per member: a shared browser never shows one member's unposted text
 * to the next (content §4; issue 9 item 5 "shared browser").
 */
import { readDraft, writeDraft } from "@library/forms/draftStorage";
import { draftKeyForID, installSignOutPurge, readLocalDraft, setDraftMember, writeLocalDraft } from "@library/drafts/localDrafts";

const draft = (body: string) => ({ attributes: { body, format: "markdown" as const }, updated: 1 });

beforeEach(() => window.localStorage.clear());

it("purges every other member's drafts when a page boots for a signed-in member", () => {
    setDraftMember(1);
    writeLocalDraft(draftKeyForID(3), draft("member one's words"));
    writeDraft("hearth:commentDraft:7", "member one's reply");
    setDraftMember(2);
    expect(readLocalDraft(draftKeyForID(3))).toBeNull();
    expect(readDraft("hearth:commentDraft:7")).toBe("");
    writeDraft("hearth:commentDraft:7", "member two's reply");
    setDraftMember(2);
    expect(readDraft("hearth:commentDraft:7")).toBe("member two's reply");
    // Member one, back on the shared browser, sees none of it either.
    setDraftMember(1);
    expect(readDraft("hearth:commentDraft:7")).toBe("");
});

it("keeps the member's drafts through a page seen as a guest (the session expired mid-post)", () => {
    setDraftMember(5);
    writeLocalDraft(draftKeyForID(3), draft("half a reply"));
    setDraftMember(0);
    expect(readLocalDraft(draftKeyForID(3))).toBeNull();
    setDraftMember(5);
    expect(readLocalDraft(draftKeyForID(3))?.attributes.body).toBe("half a reply");
});

it("keeps text saved before drafts were per member for the member who boots next", () => {
    window.localStorage.setItem("hearth:commentDraft:7", "written before the upgrade");
    window.localStorage.setItem("unrelated", "kept");
    setDraftMember(4);
    expect(readDraft("hearth:commentDraft:7")).toBe("written before the upgrade");
    expect(window.localStorage.getItem("hearth:commentDraft:7")).toBeNull();
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
});

it("removes every draft when a sign-out form is sent", () => {
    setDraftMember(4);
    writeDraft("hearth:messageDraft:3", "private words");
    writeLocalDraft(draftKeyForID(9), draft("unposted"));
    const uninstall = installSignOutPurge();
    document.body.innerHTML = `<form method="post" action="/somewhere/else"></form><form method="post" action="/entry/signout"><button>Sign Out</button></form>`;
    const [other, signOut] = Array.from(document.querySelectorAll("form"));
    other!.addEventListener("submit", (event) => event.preventDefault());
    signOut!.addEventListener("submit", (event) => event.preventDefault());
    other!.requestSubmit();
    expect(readDraft("hearth:messageDraft:3")).toBe("private words");
    signOut!.requestSubmit();
    expect(readDraft("hearth:messageDraft:3")).toBe("");
    expect(readLocalDraft(draftKeyForID(9))).toBeNull();
    uninstall();
});

it("keeps forms working when storage is unavailable", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
        throw new Error("SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new Error("QuotaExceededError");
    });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(readDraft("hearth:commentDraft:1")).toBe("");
    expect(() => writeDraft("hearth:commentDraft:1", "text")).not.toThrow();
    expect(readLocalDraft(draftKeyForID(1))).toBeNull();
    expect(warn).toHaveBeenCalledWith("[hearth] Could not keep the draft on this device.", expect.any(Error));
    getItem.mockRestore();
    setItem.mockRestore();
    warn.mockRestore();
});
