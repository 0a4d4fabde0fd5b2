/**
 * The edit window in the options menu (content §5): "Edit (time)" for the author, refreshed
 * every 10 s while more than 60 s remain and every 5 s after, gone when the window closes;
 * plain "Edit" without a limit or for moderators; nothing on closed content for the author.
 * Also Resolve (content §6 staff.allow + triage), the log and report links, Change Post Type,
 * and an add-on's item registered through addonApi.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { addonApi } from "@library/addons/addonApi";
import type { IPageMeta } from "@library/boot/pageMeta";
import { resetMenuItems } from "@library/registry/menuItemRegistry";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, toastsReducer } from "@library/toasts/toastsSlice";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { DiscussionOptionsMenu, type IDiscussionOptionsMenuProps } from "@vanilla/discussion/DiscussionOptionsMenu";
import { discussionOptions } from "@vanilla/discussion/discussionOptions";
import { editLabel, formatTimeLeft, useEditClock } from "@vanilla/discussion/discussionOptionsEditTime";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const AUTHOR_ID = 3;
const START = Date.parse("2026-01-10T12:00:00Z");

const MEMBER = globalPermissions(["discussions.view", "comments.add"]);

function metaFor(userID: number, permissions: IPermissionsRecord, settings: IPageMeta["settings"] = {}): IPageMeta {
    return discussionViewMeta({
        mode: "app",
        url: "/discussion/7",
        currentUser: testUser(userID, `user${userID}`),
        permissions,
        settings,
    });
}

/** A discussion written `ageSeconds` before START. */
function menuProps(ageSeconds: number, overrides: Partial<IDiscussionOptionsMenuProps> = {}): IDiscussionOptionsMenuProps {
    return {
        discussionID: 7,
        categoryID: 5,
        insertUserID: AUTHOR_ID,
        pinned: false,
        closed: false,
        sink: false,
        dismissed: false,
        resolved: false,
        type: "discussion",
        dateInserted: new Date(START - ageSeconds * 1000).toISOString(),
        renderedAt: START,
        ...overrides,
    };
}

function renderMenu(meta: IPageMeta, props: IDiscussionOptionsMenuProps) {
    const { store } = renderWithPage(
        <>
            <DiscussionOptionsMenu {...props} />
            <ToastContainer />
        </>,
        { meta, reducers: { discussions: discussionsReducer, toasts: toastsReducer } },
    );
    return store;
}

function openMenu() {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
}

function editItemText(): string | null {
    openMenu();
    const text = document.querySelector('[data-option="edit"]')?.textContent ?? null;
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    return text;
}

beforeEach(() => {
    resetToastIDs();
    fetchMock.resetMocks();
});
/** Advances the fake clock in 1 s steps, letting React re-render (and re-arm the timer) between them. */
function advance(ms: number) {
    for (let elapsed = 0; elapsed < ms; elapsed += 1_000) act(() => jest.advanceTimersByTime(1_000));
}

afterEach(() => {
    resetReducerRegistry();
    resetMenuItems();
    jest.useRealTimers();
});

describe("the Edit label", () => {
    it("formats the time left, minutes rounded up", () => {
        expect(formatTimeLeft(45)).toBe("45 s");
        expect(formatTimeLeft(61)).toBe("2 min");
        expect(formatTimeLeft(3600)).toBe("1 h 0 min");
        expect(formatTimeLeft(3725)).toBe("1 h 3 min");
        expect(editLabel(undefined)).toBe("Edit");
        expect(editLabel(45)).toBe("Edit (45 s)");
    });

    it("ticks every 10 s while more than 60 s remain, then every 5 s, and stops at the deadline", () => {
        jest.useFakeTimers({ now: START });
        const deadline = START + 75_000;
        const { result } = renderHook(() => useEditClock(deadline, START));
        expect(result.current).toBe(START);
        act(() => jest.advanceTimersByTime(9_999));
        expect(result.current).toBe(START);
        act(() => jest.advanceTimersByTime(1));
        expect(result.current).toBe(START + 10_000); // 65 s left: still the slow pace
        act(() => jest.advanceTimersByTime(10_000));
        expect(result.current).toBe(START + 20_000); // 55 s left: now every 5 s
        act(() => jest.advanceTimersByTime(4_999));
        expect(result.current).toBe(START + 20_000);
        act(() => jest.advanceTimersByTime(1));
        expect(result.current).toBe(START + 25_000);
        advance(60_000);
        const atEnd = result.current;
        expect(atEnd).toBeGreaterThanOrEqual(deadline);
        advance(60_000);
        expect(result.current).toBe(atEnd); // no timer once the window is over
    });

    it("does not tick without a window", () => {
        jest.useFakeTimers({ now: START });
        const { result } = renderHook(() => useEditClock(null, START));
        act(() => jest.advanceTimersByTime(120_000));
        expect(result.current).toBe(START);
    });

    it("shows the author 'Edit (time)', counts down, and removes Edit when the window closes", () => {
        jest.useFakeTimers({ now: START });
        renderMenu(metaFor(AUTHOR_ID, MEMBER, { "ui.editContentTimeout": 600 }), menuProps(600 - 70));
        expect(editItemText()).toBe("Edit (2 min)");
        expect(document.querySelector('[data-option="edit"]')?.closest("a")?.getAttribute("href")).toBe("/post/editdiscussion/7");
        advance(20_000); // 50 s left
        expect(editItemText()).toBe("Edit (50 s)");
        advance(5_000);
        expect(editItemText()).toBe("Edit (45 s)");
        advance(50_000);
        // The author had only Edit: with the window over, the menu has nothing left to offer.
        expect(screen.queryByRole("button", { name: "Options" })).toBeNull();
    });

    it("gives plain Edit without a limit (-1 or unset), none on closed content for the author, and moderators Edit at any time", () => {
        const old = menuProps(10 * 86400);
        for (const settings of [{ "ui.editContentTimeout": -1 }, {}]) {
            expect(discussionOptions(7, old, { permissions: MEMBER, viewerID: AUTHOR_ID, settings: { editContentTimeout: (settings["ui.editContentTimeout" as keyof typeof settings] as number) ?? null, taggingEnabled: false, triageEnabled: false, escalationsEnabled: false }, now: START }).map((o) => o.key)).toEqual(["edit"]);
        }
        const limited = { editContentTimeout: 600, taggingEnabled: false, triageEnabled: false, escalationsEnabled: false };
        expect(discussionOptions(7, { ...menuProps(10), closed: true }, { permissions: MEMBER, viewerID: AUTHOR_ID, settings: limited, now: START })).toEqual([]);
        expect(discussionOptions(7, old, { permissions: MEMBER, viewerID: AUTHOR_ID, settings: limited, now: START })).toEqual([]);
        expect(discussionOptions(7, old, { permissions: MEMBER, viewerID: 9, settings: limited, now: START })).toEqual([]);
        const moderator = discussionOptions(7, { ...old, closed: true }, { permissions: globalPermissions(["community.moderate"]), viewerID: 9, settings: limited, now: START });
        expect(moderator.find((o) => o.key === "edit")).toEqual({ key: "edit", group: "first", label: "Edit", href: "/post/editdiscussion/7" });
        expect(discussionOptions(7, old, { permissions: globalPermissions(["community.moderate"]), viewerID: 0, settings: limited, now: START })).toEqual([]);
    });
});

describe("the other items", () => {
    it("Resolve shows with staff.allow and triage on, flips with PATCH {resolved} then refreshes, and then says Unresolve", async () => {
        const staff = globalPermissions(["staff.allow"]);
        expect(discussionOptions(7, menuProps(10), { permissions: staff, viewerID: 9, now: START })).toEqual([]);
        renderMenu(metaFor(9, staff, { "triage.enabled": true }), menuProps(10));
        fetchMock.mockResponseOnce(JSON.stringify({ ...menuProps(10), resolved: true, url: "/discussion/7/x" }), { headers: { "content-type": "application/json" } });
        fetchMock.mockResponseOnce(JSON.stringify({ ...menuProps(10), resolved: true, url: "/discussion/7/x" }), { headers: { "content-type": "application/json" } });
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Resolve" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        const patch = sentRequest(0);
        expect([patch.method, new URL(patch.url, "http://localhost").pathname]).toEqual(["PATCH", "/api/v2/discussions/7"]);
        expect(JSON.parse(await patch.text())).toEqual({ resolved: true });
        expect(sentRequest(1).method).toBe("GET");
        openMenu();
        await waitFor(() => expect(screen.getByRole("button", { name: "Unresolve" })).toBeTruthy());
    });

    it("links revision history, deleted comments and reports (new tab) for discussions.moderate; reports also for flag.add with escalations", () => {
        renderMenu(metaFor(9, globalPermissions(["discussions.moderate"])), menuProps(10));
        openMenu();
        const href = (name: string) => screen.getByRole("link", { name });
        expect(href("Revision History").getAttribute("href")).toBe("/log/filter?recordType=discussion&recordID=7");
        expect(href("Deleted Comments").getAttribute("href")).toBe("/log/filter?parentRecordID=7&recordType=comment&operation=delete");
        expect(href("Reports").getAttribute("href")).toBe("/dashboard/content/reports?statuses=none&recordType=discussion&recordID=7");
        expect(href("Reports").getAttribute("target")).toBe("_blank");
        const flagger = globalPermissions(["flag.add"]);
        const settings = { editContentTimeout: null, taggingEnabled: false, triageEnabled: false, escalationsEnabled: true };
        expect(discussionOptions(7, menuProps(10), { permissions: flagger, viewerID: 9, settings, now: START }).map((o) => o.key)).toEqual(["reports"]);
        expect(discussionOptions(7, menuProps(10), { permissions: flagger, viewerID: 9, now: START })).toEqual([]);
    });

    it("Change Post Type shows only with more than one type left after poll and event, and sends PUT /type from its form", async () => {
        const manager = globalPermissions(["discussions.manage", "discussions.edit"]);
        const keys = (allowed: string[] | undefined) =>
            discussionOptions(7, { ...menuProps(10), allowedDiscussionTypes: allowed }, { permissions: manager, viewerID: 9, now: START }).map((o) => o.key);
        expect(keys(["discussion", "poll", "event"])).not.toContain("changeType");
        expect(keys(["discussion", "question"])).toContain("changeType");
        expect(keys(undefined)).toContain("changeType");

        renderMenu(metaFor(9, manager), { ...menuProps(10), allowedDiscussionTypes: ["discussion", "question", "poll"] });
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Change Post Type" }));
        const dialog = await screen.findByRole("dialog");
        expect([...dialog.querySelectorAll("label")].map((label) => label.textContent)).toEqual(["Discussion", "Question"]);
        fireEvent.click(screen.getByRole("radio", { name: "Question" }));
        fetchMock.mockResponseOnce(JSON.stringify({ ...menuProps(10), type: "question", url: "/discussion/7/x" }), { headers: { "content-type": "application/json" } });
        fetchMock.mockResponseOnce(JSON.stringify({ ...menuProps(10), type: "question", url: "/discussion/7/x" }), { headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Save" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        const put = sentRequest(0);
        expect([put.method, new URL(put.url, "http://localhost").pathname]).toEqual(["PUT", "/api/v2/discussions/7/type"]);
        expect(JSON.parse(await put.text())).toEqual({ type: "question" });
    });

    it("a failed change shows a toast that stays until dismissed", async () => {
        const manager = globalPermissions(["discussions.manage", "discussions.edit"]);
        renderMenu(metaFor(9, manager), menuProps(10));
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Change Post Type" }));
        fireEvent.click(await screen.findByRole("radio", { name: "Idea" }));
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Nope.", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Save" }));
        expect(await screen.findByText("Nope.")).toBeTruthy();
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("shows an add-on's item when its permission holds, in its group, and runs it", () => {
        const onSelect = jest.fn();
        addonApi.registerMenuItem("discussionOptions", { key: "feature", label: "Feature It", group: "status", permission: "discussions.moderate", onSelect });
        addonApi.registerMenuItem("discussionOptions", { key: "never", label: "Never", group: "first", condition: () => false });
        const moderator = globalPermissions(["discussions.moderate"]);
        expect(discussionOptions(7, menuProps(10), { permissions: moderator, viewerID: 9, now: START }).map((o) => `${o.group}:${o.label}`)).toEqual([
            "moderation:Sink",
            // discussions.moderate announces too (content §6: community.manage or discussions.moderate).
            "moderation:Announce",
            "moderation:Revision History",
            "moderation:Deleted Comments",
            "status:Feature It",
            "flag:Reports",
        ]);
        expect(discussionOptions(7, menuProps(10), { permissions: MEMBER, viewerID: 9, now: START })).toEqual([]);
        renderMenu(metaFor(9, moderator), menuProps(10));
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Feature It" }));
        expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ recordType: "discussion", recordID: 7, categoryID: 5 }));
    });
});
