/**
 * The user card (shell §4, §6, §8): who gets a card at all, what it shows to whom, the Message
 * button rules, the reduced and deleted cards with their exact texts, and how it closes.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { IPageMeta, ISiteContext } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { resetUserCardHost } from "@library/users/UserCardHost";
import { installUserCardTrigger } from "@library/users/userCardTrigger";
import { UserLink } from "@library/users/UserLink";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { DELETED_USER, type IUser, type IUserFragment } from "@library/users/userTypes";
import { createTestStore, globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const VIEWER_ID = 2;
const ALICE: IUserFragment = { userID: 5, name: "alice", photoUrl: "", dateLastActive: "2024-03-01T10:00:00Z" };
const ALICE_FULL: IUser = {
    ...ALICE,
    email: "alice@example.com",
    banned: 0,
    private: false,
    title: "Gardener",
    labelHtml: "<b>Helper</b>",
    countDiscussions: 1234,
    countComments: 7,
    dateInserted: "2020-05-04T00:00:00Z",
};
const ENABLED: ISiteContext = { conversationsEnabled: true, bannedPrivateProfile: false };

function metaFor(permissions: IPermissionsRecord, siteContext: ISiteContext = ENABLED, viewerID = VIEWER_ID): IPageMeta {
    return discussionViewMeta({
        url: "/discussion/7",
        currentUser: testUser(viewerID, `user${viewerID}`),
        permissions,
        siteContext,
    });
}

let uninstall: (() => void) | null = null;

afterEach(() => {
    act(() => resetUserCardHost());
    uninstall?.();
    uninstall = null;
    resetReducerRegistry();
    window.innerWidth = 1024;
});

function renderName(meta: IPageMeta, user: IUserFragment | null = ALICE) {
    const store = createTestStore();
    uninstall = installUserCardTrigger({ store, meta });
    return renderWithPage(
        <>
            <p>
                Started by <UserLink user={user} />
            </p>
            <button type="button">Elsewhere</button>
        </>,
        { store, meta },
    );
}

function mockUser(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Clicks the name and waits for the card (the card's code loads on the first click). */
async function openCard(name = "alice") {
    const link = screen.getByText(name, { selector: "[data-user-card]" });
    link.focus();
    fireEvent.click(link);
    return screen.findByRole("dialog");
}

describe("who gets a card", () => {
    it("shows the name as plain text, with no card, without any of the user-card permissions", () => {
        renderName(metaFor(globalPermissions(["session.valid", "conversations.add", "personalInfo.view"])));
        expect(screen.queryByRole("link")).toBeNull();
        fireEvent.click(screen.getByText("alice"));
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it.each(["profiles.view", "users.add", "users.edit", "users.delete"])("makes the name a link to the profile that opens the card with %s", async (permission) => {
        renderName(metaFor(globalPermissions([permission])));
        const link = screen.getByRole("link", { name: "alice" });
        expect(link.getAttribute("href")).toBe("/profile/alice");
        expect(link.getAttribute("aria-expanded")).toBe("false");
        mockUser(200, ALICE_FULL);
        const card = await openCard();
        expect(link.getAttribute("aria-expanded")).toBe("true");
        expect(await within(card).findByRole("heading", { name: "alice" })).toBeTruthy();
        const request = sentRequest(0);
        const url = new URL(request.url, "http://localhost");
        expect(`${request.method} ${url.pathname}?${decodeURIComponent(url.search.slice(1))}`).toBe("GET /api/v2/users/5?expand=all");
    });

    it("shows placeholder users as their translated name, never as a card", () => {
        renderName(metaFor(globalPermissions(["profiles.view"])), DELETED_USER);
        expect(screen.getByText("User Deleted")).toBeTruthy();
        expect(screen.queryByRole("link")).toBeNull();
        renderName(metaFor(globalPermissions(["profiles.view"])), null);
        expect(screen.getByText("Unknown User")).toBeTruthy();
    });
});

describe("the full card", () => {
    it("shows photo, name linking to the profile, title, rank label, joined, last active and counts; no e-mail without personalInfo.view", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, ALICE_FULL);
        const card = await openCard();
        expect((await within(card).findByRole("link", { name: "alice" }))?.getAttribute("href")).toBe("/profile/alice");
        // alice has no photo: her initials avatar, decorative beside the name heading.
        expect(card.querySelector("[data-initials='A']")?.getAttribute("aria-hidden")).toBe("true");
        expect(within(card).getByText("Gardener")).toBeTruthy();
        expect(within(card).getByText("Helper").tagName).toBe("B");
        expect(within(card).getByText("Joined").nextElementSibling?.textContent).toMatch(/2020/);
        expect(within(card).getByText("Last Active").nextElementSibling?.querySelector("time")?.getAttribute("datetime")).toBe("2024-03-01T10:00:00.000Z");
        expect(within(card).getByRole("link", { name: "1,234" }).getAttribute("href")).toBe("/profile/discussions/5/alice");
        expect(within(card).getByRole("link", { name: "7" }).getAttribute("href")).toBe("/profile/comments/5/alice");
        // The response carried an e-mail (a stale or over-generous server): the card still hides it.
        expect(within(card).queryByText("alice@example.com")).toBeNull();
    });

    it("shows the e-mail with personalInfo.view", async () => {
        renderName(metaFor(globalPermissions(["profiles.view", "personalInfo.view"])));
        mockUser(200, ALICE_FULL);
        const card = await openCard();
        expect((await within(card).findByRole("link", { name: "alice@example.com" }))?.getAttribute("href")).toBe("mailto:alice@example.com");
    });
});

describe("the Message button", () => {
    async function messageButton(permissions: string[], siteContext: ISiteContext, user: IUser = ALICE_FULL) {
        renderName(metaFor(globalPermissions(permissions), siteContext));
        mockUser(200, user);
        const card = await openCard();
        await within(card).findByText("Last Active");
        return within(card).queryByRole("link", { name: "Message" });
    }

    it("shows with conversations.add, conversations enabled and a user who is not banned, linking to /messages/add/{name}", async () => {
        expect((await messageButton(["profiles.view", "conversations.add"], ENABLED))?.getAttribute("href")).toBe("/messages/add/alice");
    });

    it("hides without conversations.add", async () => {
        expect(await messageButton(["profiles.view"], ENABLED)).toBeNull();
    });

    it("hides when conversations are disabled", async () => {
        expect(await messageButton(["profiles.view", "conversations.add"], { ...ENABLED, conversationsEnabled: false })).toBeNull();
    });

    it("hides for a banned user", async () => {
        expect(await messageButton(["profiles.view", "conversations.add", "personalInfo.view"], ENABLED, { ...ALICE_FULL, banned: 1 })).toBeNull();
    });
});

describe("reduced, deleted and failed cards", () => {
    it("reduces a private profile to photo, name, the label Private and its message", async () => {
        renderName(metaFor(globalPermissions(["profiles.view", "conversations.add"])));
        mockUser(200, { ...ALICE, dateLastActive: null, banned: 0, private: true });
        const card = await openCard();
        expect(await within(card).findByText("This user's profile is private.")).toBeTruthy();
        expect(within(card).getByText("Private")).toBeTruthy();
        expect(within(card).getByRole("heading", { name: "alice" })).toBeTruthy();
        expect(card.querySelector("[data-initials='A']")).not.toBeNull();
        expect(within(card).queryByText("Last Active")).toBeNull();
        expect(within(card).queryByRole("link", { name: "Message" })).toBeNull();
    });

    it("reduces a banned profile when ui.bannedPrivateProfile is on, with the label Banned", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"]), { ...ENABLED, bannedPrivateProfile: true }));
        mockUser(200, { ...ALICE, banned: 1, private: false });
        const card = await openCard();
        expect(await within(card).findByText("This user has been banned.")).toBeTruthy();
        expect(within(card).getByText("Banned")).toBeTruthy();
    });

    it("shows a banned profile in full when ui.bannedPrivateProfile is off", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, { ...ALICE_FULL, banned: 1 });
        const card = await openCard();
        expect(await within(card).findByText("Gardener")).toBeTruthy();
        expect(within(card).queryByText("This user has been banned.")).toBeNull();
    });

    it("shows the whole private profile to personalInfo.view and to the user", async () => {
        renderName(metaFor(globalPermissions(["profiles.view", "personalInfo.view"])));
        mockUser(200, { ...ALICE_FULL, private: true });
        expect(await within(await openCard()).findByText("Gardener")).toBeTruthy();
        act(() => resetUserCardHost());
        uninstall?.();
        document.body.innerHTML = "";
        resetReducerRegistry();
        renderName(metaFor(globalPermissions(["profiles.view"]), ENABLED, ALICE.userID));
        mockUser(200, { ...ALICE_FULL, private: true });
        expect(await within(await openCard()).findByText("Gardener")).toBeTruthy();
    });

    it("says a user who is gone (404) has been deleted", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(404, { message: "User not found.", status: 404 });
        const card = await openCard();
        expect(await within(card).findByText("This user has been deleted.")).toBeTruthy();
        expect(within(card).getByText("DELETED")).toBeTruthy();
    });

    it("shows the label ERROR with the error text when loading fails", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(500, { message: "The database is resting.", status: 500 });
        const card = await openCard();
        expect(await within(card).findByText("The database is resting.")).toBeTruthy();
        expect(within(card).getByText("ERROR")).toBeTruthy();
    });
});

describe("opening and closing", () => {
    it("closes on Escape and returns focus to the name", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, ALICE_FULL);
        const card = await openCard();
        await waitFor(() => expect(document.activeElement).toBe(card));
        fireEvent.keyDown(card, { key: "Escape" });
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        const link = screen.getByRole("link", { name: "alice" });
        expect(document.activeElement).toBe(link);
        expect(link.getAttribute("aria-expanded")).toBe("false");
    });

    it("closes on a click outside, leaving focus where the reader clicked; a click inside keeps it open", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, ALICE_FULL);
        const card = await openCard();
        fireEvent.mouseDown(await within(card).findByText("Gardener"));
        expect(screen.getByRole("dialog")).toBeTruthy();
        const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
        fireEvent.mouseDown(elsewhere);
        elsewhere.focus();
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(document.activeElement).toBe(elsewhere);
    });

    it("toggles closed on a second click of the name, and loads the user only once", async () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, ALICE_FULL);
        await openCard();
        fireEvent.click(screen.getByText("alice", { selector: "[data-user-card]" }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        const card = await openCard();
        expect(await within(card).findByText("Gardener")).toBeTruthy();
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("leaves modified clicks to the browser (open the profile in a new tab)", () => {
        renderName(metaFor(globalPermissions(["profiles.view"])));
        const link = screen.getByRole("link", { name: "alice" });
        let preventedByCard: boolean | null = null;
        // Runs after the card's document listener; then stops jsdom's (unimplemented) navigation.
        const afterCard = (event: MouseEvent) => {
            preventedByCard = event.defaultPrevented;
            event.preventDefault();
        };
        window.addEventListener("click", afterCard);
        link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
        window.removeEventListener("click", afterCard);
        expect(preventedByCard).toBe(false);
        expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("opens as a small modal on mobile widths, closing on Escape with focus back on the name", async () => {
        window.innerWidth = 400;
        renderName(metaFor(globalPermissions(["profiles.view"])));
        mockUser(200, ALICE_FULL);
        const dialog = await openCard();
        expect(dialog.getAttribute("aria-modal")).toBe("true");
        expect(dialog.getAttribute("data-size")).toBe("small");
        expect(await within(dialog).findByText("Gardener")).toBeTruthy();
        fireEvent.keyDown(dialog, { key: "Escape" });
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "alice" }));
    });
});
