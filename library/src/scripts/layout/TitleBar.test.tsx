import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { GUEST_USER, type ICurrentUser, type IPageMeta } from "@library/boot/pageMeta";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { closeAllDropDowns } from "@library/components/dropDownRegistry";
import { megaMenuVariables } from "@library/layout/megaMenu.variables";
import { TitleBar } from "@library/layout/TitleBar";
import type { INavigationItem } from "@library/navigation/navigationItems";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";

const MEMBER: ICurrentUser = { ...GUEST_USER, userID: 5, name: "member", roleIDs: [8] };

const NAVIGATION: INavigationItem[] = [
    { id: "posts", name: "Posts", url: "/discussions" },
    {
        id: "help",
        name: "Help",
        url: "/categories/help",
        children: [
            { id: "faq", name: "FAQ", url: "/kb/faq" },
            { id: "guides", name: "Guides", children: [{ id: "start", name: "Getting started", url: "/kb/start" }] },
        ],
    },
    { id: "more", name: "More", children: [{ id: "about", name: "About", url: "/about" }] },
];

function metaFor(user: ICurrentUser, overrides: Partial<IPageMeta> = {}): IPageMeta {
    return testMeta({ mode: "island", title: "Posts - Hearth", currentUser: user, navigation: NAVIGATION, ...overrides });
}

function renderTitleBar(meta: IPageMeta, extra?: React.ReactNode) {
    // The members' box reads the unread counts from the store (notifications slice).
    return renderWithPage(
        <>
            <TitleBar />
            {extra}
        </>,
        { meta },
    );
}

function advance(ms: number) {
    act(() => {
        jest.advanceTimersByTime(ms);
    });
}

const menuButton = (name: string) => screen.getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
    act(() => closeAllDropDowns());
    jest.useRealTimers();
});

describe("TitleBar guest area", () => {
    it("shows Sign In (with the return address) and Register", () => {
        renderTitleBar(metaFor(GUEST_USER));
        expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?target=%2Fdiscussions");
        expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/entry/register");
        expect(screen.queryByTestId("signed-in-user")).toBeNull();
    });

    it("leaves Register out when registration is closed", () => {
        renderTitleBar(metaFor(GUEST_USER, { registrationEnabled: false }));
        expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
        expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
    });

    it("writes island wrappers for its interactive parts on Island pages", () => {
        const { container } = renderTitleBar(metaFor(MEMBER));
        const names = Array.from(container.querySelectorAll("[data-react]")).map((element) => element.getAttribute("data-react"));
        expect(names).toEqual(["TitleBarHamburger", "TitleBarNavigation", "TitleBarSearch", "TitleBarNotifications", "TitleBarAccount", "TitleBarMeButton", "TitleBarScrollWatcher"]);
    });
});

describe("TitleBar My Account drop-down", () => {
    // Opening it refreshes the unread counts (shell §4): TitleBarMembers.test.tsx tests that call.
    beforeEach(() => fetchMock.mockResponse(JSON.stringify({ counts: [] }), { headers: { "content-type": "application/json" } }));
    // The compact account button (side panel) has the same name; CSS shows one at a time.
    const accountButton = () => document.querySelector<HTMLButtonElement>("[aria-controls='titleBar-account-menu']") as HTMLButtonElement;

    it("shows the avatar and the name; Profile links to the profile; Sign Out is a POST form", () => {
        renderTitleBar(metaFor(MEMBER));
        expect(screen.getByTestId("signed-in-user").textContent).toBe("member");
        // The member has no photo: their initials, decorative inside the named button.
        expect(accountButton().querySelector("[data-initials='M'][aria-hidden='true']")).not.toBeNull();
        fireEvent.click(accountButton());
        expect(accountButton().getAttribute("aria-expanded")).toBe("true");
        expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile/member");
        expect(screen.getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/profile/edit");
        const signOut = screen.getByRole("button", { name: "Sign Out" }) as HTMLButtonElement;
        expect(signOut.type).toBe("submit");
        const form = signOut.closest("form") as HTMLFormElement;
        expect(form.getAttribute("method")).toBe("post");
        expect(form.getAttribute("action")).toBe("/entry/signout");
        expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    });

    it("closes on Escape and gives the focus back to its button", () => {
        renderTitleBar(metaFor(MEMBER));
        fireEvent.click(accountButton());
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "Profile" }));
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
        expect(accountButton().getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(accountButton());
    });

    it("opening it closes any other drop-down, and an open mega-menu", () => {
        renderTitleBar(
            metaFor(MEMBER),
            <DropDown buttonContent="Other">
                <DropDownItem>Other item</DropDownItem>
            </DropDown>,
        );
        fireEvent.click(menuButton("Other"));
        expect(menuButton("Other").getAttribute("aria-expanded")).toBe("true");
        fireEvent.click(accountButton());
        expect(menuButton("Other").getAttribute("aria-expanded")).toBe("false");
        expect(accountButton().getAttribute("aria-expanded")).toBe("true");

        fireEvent.mouseEnter(menuButton("Help").parentElement as HTMLElement);
        expect(menuButton("Help").getAttribute("aria-expanded")).toBe("true");
        expect(accountButton().getAttribute("aria-expanded")).toBe("false");
        fireEvent.click(accountButton());
        expect(menuButton("Help").getAttribute("aria-expanded")).toBe("false");
    });
});

describe("TitleBar main navigation and mega-menu", () => {
    it("renders plain items as links and items with children as menu buttons, closed at first", () => {
        renderTitleBar(metaFor(GUEST_USER));
        expect(screen.getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
        const help = menuButton("Help");
        expect(help.getAttribute("aria-expanded")).toBe("false");
        expect(panelOf(help).hidden).toBe(true);
        // Its links are ordinary links, in the page while closed (server and client render the same).
        expect(panelOf(help).querySelector("a[href='/kb/start']")?.textContent).toBe("Getting started");
    });

    it("falls back to the default items without navigation in the metadata", () => {
        renderTitleBar(metaFor(GUEST_USER, { navigation: undefined }));
        expect(screen.getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
        expect(screen.getByRole("link", { name: "Categories" }).getAttribute("href")).toBe("/categories");
    });

    it("opens on hover; closes 250 ms after the pointer leaves; hides its panel 200 ms later", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const help = menuButton("Help");
        const item = help.parentElement as HTMLElement;
        fireEvent.mouseEnter(item);
        expect(help.getAttribute("aria-expanded")).toBe("true");
        expect(panelOf(help).hidden).toBe(false);

        fireEvent.mouseLeave(item);
        advance(megaMenuVariables.closeDelayMs - 1);
        expect(help.getAttribute("aria-expanded")).toBe("true");
        advance(1);
        expect(help.getAttribute("aria-expanded")).toBe("false");
        expect(panelOf(help).hidden).toBe(false);
        advance(megaMenuVariables.hideDelayMs - 1);
        expect(panelOf(help).hidden).toBe(false);
        advance(1);
        expect(panelOf(help).hidden).toBe(true);
    });

    it("stays open when the pointer comes back before the delay", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const help = menuButton("Help");
        const item = help.parentElement as HTMLElement;
        fireEvent.mouseEnter(item);
        fireEvent.mouseLeave(item);
        advance(200);
        fireEvent.mouseEnter(item);
        advance(1000);
        expect(help.getAttribute("aria-expanded")).toBe("true");
    });

    it("opens on focus and closes 250 ms after the focus leaves", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const help = menuButton("Help");
        act(() => help.focus());
        expect(help.getAttribute("aria-expanded")).toBe("true");
        act(() => screen.getByRole("link", { name: "Posts" }).focus());
        advance(megaMenuVariables.closeDelayMs - 1);
        expect(help.getAttribute("aria-expanded")).toBe("true");
        advance(1);
        expect(help.getAttribute("aria-expanded")).toBe("false");
    });

    it.each(["Enter", "Space"])("opens with %s (a click of the button) and never toggles shut", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const help = menuButton("Help");
        act(() => help.focus());
        fireEvent.click(help);
        fireEvent.click(help);
        expect(help.getAttribute("aria-expanded")).toBe("true");
    });

    it("ArrowDown opens and moves into the menu; arrows move between its links; Escape closes and refocuses the button", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const more = menuButton("More");
        act(() => more.focus());
        fireEvent.keyDown(more, { key: "Escape" });
        expect(more.getAttribute("aria-expanded")).toBe("false");

        fireEvent.keyDown(more, { key: "ArrowDown" });
        expect(more.getAttribute("aria-expanded")).toBe("true");
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "About" }));

        const help = menuButton("Help");
        act(() => help.focus());
        expect(more.getAttribute("aria-expanded")).toBe("false");
        fireEvent.keyDown(help, { key: "ArrowDown" });
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "Help" }));
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "FAQ" }));
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowUp" });
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowUp" });
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "Getting started" }));

        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
        expect(help.getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(help);
        advance(megaMenuVariables.hideDelayMs);
        expect(panelOf(help).hidden).toBe(true);
    });

    it("Left and Right arrows move between top-level items, wrapping", () => {
        renderTitleBar(metaFor(GUEST_USER));
        const posts = screen.getByRole("link", { name: "Posts" });
        act(() => posts.focus());
        fireEvent.keyDown(posts, { key: "ArrowRight" });
        expect(document.activeElement).toBe(menuButton("Help"));
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
        expect(document.activeElement).toBe(menuButton("More"));
        fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
        expect(document.activeElement).toBe(posts);
        fireEvent.keyDown(posts, { key: "ArrowLeft" });
        expect(document.activeElement).toBe(menuButton("More"));
    });

    it("opening one mega-menu closes another at once", () => {
        renderTitleBar(metaFor(GUEST_USER));
        fireEvent.mouseEnter(menuButton("Help").parentElement as HTMLElement);
        fireEvent.mouseEnter(menuButton("More").parentElement as HTMLElement);
        expect(menuButton("Help").getAttribute("aria-expanded")).toBe("false");
        expect(menuButton("More").getAttribute("aria-expanded")).toBe("true");
    });
});

describe("TitleBar hamburger (compact widths)", () => {
    it("opens the Site Navigation side panel, drills into children with Back, and Close gives the focus back", async () => {
        jest.useRealTimers();
        renderTitleBar(metaFor(GUEST_USER));
        const hamburger = menuButton("Site Navigation");
        act(() => hamburger.focus());
        fireEvent.click(hamburger);
        const dialog = await screen.findByRole("dialog", { name: "Site Navigation" });
        expect(dialog.getAttribute("data-size")).toBe("sidePanelLeft");
        expect(hamburger.getAttribute("aria-expanded")).toBe("true");

        const inPanel = within(dialog);
        fireEvent.click(inPanel.getByRole("button", { name: "Help" }));
        expect(document.activeElement).toBe(inPanel.getByRole("button", { name: "Back" }));
        expect(inPanel.getByRole("heading", { name: "Help" })).toBeTruthy();
        expect(inPanel.getByRole("link", { name: "FAQ" }).getAttribute("href")).toBe("/kb/faq");
        expect(inPanel.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/categories/help");
        fireEvent.click(inPanel.getByRole("button", { name: "Guides" }));
        expect(inPanel.getByRole("link", { name: "Getting started" }).getAttribute("href")).toBe("/kb/start");
        fireEvent.click(inPanel.getByRole("button", { name: "Back" }));
        fireEvent.click(inPanel.getByRole("button", { name: "Back" }));
        expect(inPanel.queryByRole("button", { name: "Back" })).toBeNull();
        expect(document.activeElement).toBe(inPanel.getByRole("link", { name: "Posts" }));

        fireEvent.click(inPanel.getByRole("button", { name: "Close" }));
        expect(document.activeElement).toBe(hamburger);
        expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    });
});
