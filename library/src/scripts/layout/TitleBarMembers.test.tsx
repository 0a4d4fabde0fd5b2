import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GUEST_USER, type ICurrentUser, type IPageMeta } from "@library/boot/pageMeta";
import { closeAllDropDowns } from "@library/components/dropDownRegistry";
import { TitleBar } from "@library/layout/TitleBar";
import { ME_COUNTS_MIN_INTERVAL_MS } from "@library/notifications/notificationActions";
import type { IConversationSummary, INotification } from "@library/notifications/notificationTypes";
import { registerNotificationsSlice } from "@library/notifications/notificationsSlice";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";

const MEMBER: ICurrentUser = { ...GUEST_USER, userID: 5, name: "member", roleIDs: [8], countUnreadNotifications: 2, countUnreadConversations: 1 };

function metaFor(user: ICurrentUser, overrides: Partial<IPageMeta> = {}): IPageMeta {
    return testMeta({
        mode: "island",
        title: "Posts - Hearth",
        currentUser: user,
        navigation: [],
        siteContext: { conversationsEnabled: true, bannedPrivateProfile: false },
        ...overrides,
    });
}

function notification(notificationID: number, read: boolean): INotification {
    return {
        notificationID,
        activityType: "comment",
        reason: "",
        body: `<b>someone</b> commented on <b>Topic ${notificationID}</b>.`,
        photoUrl: "",
        url: `/discussion/${notificationID}#c`,
        dateInserted: "2024-01-01T00:00:00Z",
        dateUpdated: "2024-01-01T00:00:00Z",
        read,
    };
}

const CONVERSATION: IConversationSummary = {
    conversationID: 3,
    name: "",
    url: "/messages/3",
    dateLastMessage: "2024-01-01T00:00:00Z",
    countUnread: 4,
    unread: true,
    participants: [
        { userID: 5, name: "member", photoUrl: "" },
        { userID: 9, name: "moderator", photoUrl: "" },
    ],
    body: "Hi",
};

type Route = (request: Request) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
const calls: string[] = [];

/** Answers API calls by "METHOD /path"; a call no route answers fails the test (unitSetup). */
function mockApi(routes: Record<string, Route>) {
    fetchMock.mockResponse(async (request) => {
        const key = `${request.method} ${new URL(request.url, "http://localhost").pathname}`;
        calls.push(key);
        const route = routes[key];
        if (!route) return { status: 599, body: JSON.stringify({ message: `Unmocked ${key}` }) };
        const { status = 200, body } = await route(request);
        return { status, body: body === undefined ? "" : JSON.stringify(body), headers: { "content-type": "application/json" } };
    });
}

function renderTitleBar(meta: IPageMeta = metaFor(MEMBER)) {
    registerNotificationsSlice();
    return renderWithPage(
        <>
            <TitleBar />
            <button type="button">Outside</button>
        </>,
        { meta },
    );
}

const bell = () => document.querySelector<HTMLButtonElement>("[aria-controls='titleBar-notifications-menu']") as HTMLButtonElement;
const messagesButton = () => document.querySelector<HTMLButtonElement>("[aria-controls='titleBar-messages-menu']");
const accountButton = () => document.querySelector<HTMLButtonElement>("[aria-controls='titleBar-account-menu']") as HTMLButtonElement;
const notificationsFlyout = () => document.getElementById("titleBar-notifications-menu") as HTMLElement;

/** jsdom cannot navigate: a followed link would log an error, so clicks on links stop here. */
const stopNavigation = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
};

beforeEach(() => {
    jest.useFakeTimers();
    calls.length = 0;
    document.addEventListener("click", stopNavigation);
});
afterEach(() => {
    act(() => closeAllDropDowns());
    document.removeEventListener("click", stopNavigation);
    jest.useRealTimers();
});

describe("unread badges", () => {
    it("shows the counts of the page's current user, 99+ at 99 and above, and nothing at 0", () => {
        renderTitleBar(metaFor({ ...MEMBER, countUnreadNotifications: 120, countUnreadConversations: 0 }));
        expect(bell().textContent).toContain("99+");
        expect(within(bell()).getByText(", 120 unread")).toBeTruthy();
        expect(messagesButton()?.textContent).not.toMatch(/\d/);
    });

    it("shows the exact count below 99", () => {
        renderTitleBar(metaFor({ ...MEMBER, countUnreadNotifications: 98 }));
        expect(bell().textContent).toContain("98");
        expect(bell().textContent).not.toContain("+");
    });
});

describe("notifications drop-down", () => {
    it("loads the notifications on opening, then shows them as links, unread ones marked", async () => {
        mockApi({ "GET /api/v2/notifications": () => ({ body: [notification(1, false), notification(2, true)] }) });
        renderTitleBar();
        expect(calls).toEqual([]); // a closed bell makes no request
        fireEvent.click(bell());
        expect(bell().getAttribute("aria-expanded")).toBe("true");
        const first = await within(notificationsFlyout()).findByRole("link", { name: /Topic 1/ });
        expect(first.getAttribute("href")).toBe("/discussion/1#c");
        expect(first.getAttribute("data-read")).toBe("false");
        expect(within(first).getByText("Unread")).toBeTruthy();
        expect(within(notificationsFlyout()).getByRole("link", { name: /Topic 2/ }).getAttribute("data-read")).toBe("true");
        expect(calls).toEqual(["GET /api/v2/notifications"]);
    });

    it("ends with View All, a link to every notification on /profile/notifications", async () => {
        mockApi({ "GET /api/v2/notifications": () => ({ body: [notification(1, false)] }) });
        renderTitleBar();
        fireEvent.click(bell());
        await within(notificationsFlyout()).findByRole("link", { name: /Topic 1/ });
        const links = within(notificationsFlyout()).getAllByRole("link");
        expect(links[links.length - 1]).toBe(within(notificationsFlyout()).getByRole("link", { name: "View All" }));
        expect(links[links.length - 1]!.getAttribute("href")).toBe("/profile/notifications");
    });

    it("shows the empty state", async () => {
        mockApi({ "GET /api/v2/notifications": () => ({ body: [] }) });
        renderTitleBar();
        fireEvent.click(bell());
        expect(await within(notificationsFlyout()).findByText("You do not have any notifications yet.")).toBeTruthy();
    });

    it("shows a loader after 150 ms while loading, and the error state when the call fails", async () => {
        let fail: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (fail = resolve));
        mockApi({
            "GET /api/v2/notifications": async () => {
                await gate;
                return { status: 500, body: { message: "Boom", status: 500 } };
            },
        });
        renderTitleBar();
        fireEvent.click(bell());
        act(() => {
            jest.advanceTimersByTime(150);
        });
        expect(within(notificationsFlyout()).getByRole("status")).toBeTruthy();
        fail();
        expect(await within(notificationsFlyout()).findByRole("alert")).toBeTruthy();
        expect(within(notificationsFlyout()).getByRole("alert").textContent).toBe("There was a problem loading your notifications.");
    });

    it("marks one read (PATCH /notifications/{id}, read=true) when it is clicked, and the badge goes down", async () => {
        const patched: unknown[] = [];
        mockApi({
            "GET /api/v2/notifications": () => ({ body: [notification(1, false), notification(2, true)] }),
            "PATCH /api/v2/notifications/1": async (request) => {
                patched.push(JSON.parse(await request.text()));
                return { body: { ...notification(1, true) } };
            },
            "GET /api/v2/users/me-counts": () => ({ body: { counts: [{ name: "UnreadNotifications", count: 2 }] } }),
        });
        renderTitleBar();
        // The store learns the count (2) from a counts call first: the account drop-down.
        fireEvent.click(accountButton());
        await waitFor(() => expect(calls).toContain("GET /api/v2/users/me-counts"));
        fireEvent.click(bell());
        const link = await within(notificationsFlyout()).findByRole("link", { name: /Topic 1/ });
        fireEvent.click(link);
        await waitFor(() => expect(patched).toEqual([{ read: true }]));
        expect(link.getAttribute("data-read")).toBe("true");
        expect(bell().textContent).toContain("1");
        // Clicking an already read one sends nothing.
        fireEvent.click(within(notificationsFlyout()).getByRole("link", { name: /Topic 2/ }));
        expect(calls.filter((call) => call.startsWith("PATCH"))).toHaveLength(1);
    });

    it("Mark All Read: PATCH /notifications (read=true), every item read and the badge gone", async () => {
        let body: unknown;
        mockApi({
            "GET /api/v2/notifications": () => ({ body: [notification(1, false), notification(2, false)] }),
            "PATCH /api/v2/notifications": async (request) => {
                body = JSON.parse(await request.text());
                return { status: 204 };
            },
        });
        renderTitleBar();
        expect(bell().textContent).toContain("2");
        fireEvent.click(bell());
        await within(notificationsFlyout()).findByRole("link", { name: /Topic 1/ });
        fireEvent.click(within(notificationsFlyout()).getByRole("button", { name: "Mark All Read" }));
        await waitFor(() => expect(bell().textContent).not.toMatch(/\d/));
        expect(body).toEqual({ read: true });
        for (const link of within(notificationsFlyout()).getAllByRole("link")) {
            if (link.hasAttribute("data-notification-id")) expect(link.getAttribute("data-read")).toBe("true");
        }
        // The drop-down stays open: the reader sees the result.
        expect(bell().getAttribute("aria-expanded")).toBe("true");
    });
});

describe("unread counts refresh (GET /users/me-counts)", () => {
    it("opening the account drop-down refreshes the counts, at most once in 60 s", async () => {
        mockApi({
            "GET /api/v2/users/me-counts": () => ({
                body: {
                    counts: [
                        { name: "UnreadNotifications", count: 7 },
                        { name: "UnreadConversations", count: 0 },
                    ],
                },
            }),
        });
        renderTitleBar();
        fireEvent.click(accountButton());
        await waitFor(() => expect(bell().textContent).toContain("7"));
        expect(messagesButton()?.textContent).not.toMatch(/\d/);
        expect(calls).toEqual(["GET /api/v2/users/me-counts"]);

        // Closed and opened again within the minute: no second call.
        fireEvent.click(accountButton());
        act(() => {
            jest.advanceTimersByTime(ME_COUNTS_MIN_INTERVAL_MS - 1);
        });
        fireEvent.click(accountButton());
        expect(accountButton().getAttribute("aria-expanded")).toBe("true");
        expect(calls).toHaveLength(1);

        // A minute after the first call: it refreshes again.
        fireEvent.click(accountButton());
        act(() => {
            jest.advanceTimersByTime(1);
        });
        fireEvent.click(accountButton());
        await waitFor(() => expect(calls).toHaveLength(2));
    });
});

describe("messages drop-down", () => {
    it("is there only when conversations are enabled", () => {
        renderTitleBar(metaFor(MEMBER, { siteContext: { conversationsEnabled: false, bannedPrivateProfile: false } }));
        expect(messagesButton()).toBeNull();
    });

    it("lists the conversations with their unread counts and links to all messages", async () => {
        mockApi({ "GET /api/v2/conversations": () => ({ body: [CONVERSATION] }) });
        renderTitleBar();
        const button = messagesButton() as HTMLButtonElement;
        expect(button.textContent).toContain("1");
        fireEvent.click(button);
        const flyout = document.getElementById("titleBar-messages-menu") as HTMLElement;
        const link = await within(flyout).findByRole("link", { name: /moderator/ });
        expect(link.getAttribute("href")).toBe("/messages/3");
        expect(within(link).getByText(", 4 unread messages")).toBeTruthy();
        expect(within(flyout).getByRole("link", { name: "All Messages" }).getAttribute("href")).toBe("/messages");
        expect(calls).toEqual(["GET /api/v2/conversations"]);
    });
});

describe("compact side panel", () => {
    it("opens from the account button with the tabs Me, Notifications and Messages, moved with the arrow keys", async () => {
        mockApi({
            "GET /api/v2/users/me-counts": () => ({ body: { counts: [{ name: "UnreadNotifications", count: 2 }] } }),
            "GET /api/v2/notifications": () => ({ body: [notification(1, false)] }),
            "GET /api/v2/conversations": () => ({ body: [CONVERSATION] }),
        });
        renderTitleBar();
        const button = screen.getByTestId("compact-account-button");
        button.focus();
        fireEvent.click(button);
        const dialog = await screen.findByRole("dialog", { name: "My Account" });
        const tabs = within(dialog).getAllByRole("tab");
        expect(tabs.map((tab) => tab.textContent?.replace(/\d.*$/, ""))).toEqual(["Me", "Notifications", "Messages"]);
        expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
        expect(within(dialog).getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tabs[0]!.id);
        expect(within(dialog).getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile/member");

        tabs[0]!.focus();
        fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
        expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
        expect(document.activeElement).toBe(tabs[1]);
        expect(await within(dialog).findByRole("link", { name: /Topic 1/ })).toBeTruthy();

        fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" });
        expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
        expect(await within(dialog).findByRole("link", { name: /moderator/ })).toBeTruthy();
        // Wraps around, and ArrowLeft goes back.
        fireEvent.keyDown(tabs[2]!, { key: "ArrowRight" });
        expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
        fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
        expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
        // Showing a tab again reloads its list.
        await waitFor(() => expect(calls.filter((call) => call === "GET /api/v2/conversations")).toHaveLength(2));
        await act(async () => {
            await Promise.resolve();
        });
        // Only the selected tab is in the Tab order.
        expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
        expect(calls).toContain("GET /api/v2/users/me-counts");

        fireEvent.keyDown(dialog, { key: "Escape" });
        act(() => {
            jest.advanceTimersByTime(1000);
        });
        expect(screen.queryByRole("dialog")).toBeNull();
        expect(document.activeElement).toBe(button);
    });

    it("the Notifications tab links to every notification with View All", async () => {
        mockApi({
            "GET /api/v2/users/me-counts": () => ({ body: { counts: [] } }),
            "GET /api/v2/notifications": () => ({ body: [] }),
        });
        renderTitleBar();
        fireEvent.click(screen.getByTestId("compact-account-button"));
        const dialog = await screen.findByRole("dialog", { name: "My Account" });
        fireEvent.click(within(dialog).getByRole("tab", { name: /Notifications/ }));
        const panel = within(dialog).getByRole("tabpanel");
        expect(await within(panel).findByText("You do not have any notifications yet.")).toBeTruthy();
        expect(within(panel).getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/profile/notifications");
    });

    it("has no Messages tab when conversations are off", async () => {
        mockApi({ "GET /api/v2/users/me-counts": () => ({ body: { counts: [] } }) });
        renderTitleBar(metaFor(MEMBER, { siteContext: { conversationsEnabled: false, bannedPrivateProfile: false } }));
        fireEvent.click(screen.getByTestId("compact-account-button"));
        const dialog = await screen.findByRole("dialog", { name: "My Account" });
        expect(within(dialog).getAllByRole("tab").map((tab) => tab.textContent?.replace(/\d.*$/, ""))).toEqual(["Me", "Notifications"]);
    });
});

describe("title bar search", () => {
    // The combobox's code loads on demand; compiled once here so opening the box waits on nothing else.
    beforeAll(() => import("@library/search/SearchCombobox"));
    const searchButton = () => screen.getByRole("button", { name: "Search" });
    /** Opens the box; its combobox's code loads first (search/SearchCombobox.tsx). */
    async function openSearch() {
        fireEvent.click(searchButton());
        return screen.findByRole("combobox", { name: "Search" });
    }

    it("the button opens it and focuses the input; Cancel closes it and gives the focus back", async () => {
        renderTitleBar();
        expect(screen.queryByRole("combobox")).toBeNull();
        const input = await openSearch();
        await waitFor(() => expect(document.activeElement).toBe(input));
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        expect(screen.queryByRole("combobox")).toBeNull();
        expect(document.activeElement).toBe(searchButton());
    });

    it("closes on a click outside", async () => {
        renderTitleBar();
        await openSearch();
        fireEvent.mouseDown(screen.getByRole("button", { name: "Outside" }));
        expect(screen.queryByRole("combobox")).toBeNull();
    });

    it("closes when the focus leaves it (no suggestions show), not when it moves to Cancel", async () => {
        renderTitleBar();
        const input = await openSearch();
        const cancel = screen.getByRole("button", { name: "Cancel" });
        fireEvent.blur(input, { relatedTarget: cancel });
        expect(screen.queryByRole("combobox")).not.toBeNull();
        fireEvent.blur(cancel, { relatedTarget: screen.getByRole("button", { name: "Outside" }) });
        expect(screen.queryByRole("combobox")).toBeNull();
    });

    it("is a GET form to /search with query and scope, so the address can be shared", async () => {
        renderTitleBar();
        const input = (await openSearch()) as HTMLInputElement;
        fireEvent.change(input, { target: { value: "hello world" } });
        const form = input.closest("form") as HTMLFormElement;
        expect(form.getAttribute("action")).toBe("/search");
        expect(form.getAttribute("method")).toBe("get");
        expect(input.name).toBe("query");
        expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe("query=hello+world&scope=site");
    });
});

describe("title bar configuration", () => {
    it("renders the configured positioning and border; transparent turns solid on Island pages", () => {
        const titleBar = {
            positioning: "StickyTransparent" as const,
            borderType: "shadow-as-border" as const,
            logo: { imageUrl: "/logo.png", imageUrlMobile: "/logo-m.png", url: "/", alignment: "center" as const, alignmentMobile: "left" as const, doubleLogoStrategy: "fade-in" as const },
            navigationAlignment: "left" as const,
        };
        const { unmount } = renderTitleBar(metaFor(GUEST_USER, { titleBar }));
        const header = document.querySelector("header") as HTMLElement;
        expect(header.getAttribute("data-positioning")).toBe("StickySolid");
        expect(header.getAttribute("data-border-type")).toBe("shadow-as-border");
        expect(screen.getByRole("img", { name: "Home" }).getAttribute("src")).toBe("/logo.png");
        expect(document.querySelector("source")?.getAttribute("srcset")).toBe("/logo-m.png");
        unmount();
        renderTitleBar(metaFor(GUEST_USER, { titleBar, mode: "app" }));
        expect(document.querySelector("header")?.getAttribute("data-positioning")).toBe("StickyTransparent");
    });
});
