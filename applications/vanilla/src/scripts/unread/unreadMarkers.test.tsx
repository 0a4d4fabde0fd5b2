/**
 * The list's read-state markers (issue 12 item 2): "New" for a discussion never seen, "N new"
 * for comments since the last read, nothing for a read one or a guest; the words a screen
 * reader hears; the Mark All Read form only for members; the jump's New line announcing.
 */
import { act, screen } from "@testing-library/react";
import { renderWithPage, testMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { DiscussionListItem } from "@vanilla/discussions/DiscussionListItem";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { MarkAllReadForm } from "@vanilla/unread/MarkAllReadForm";
import { unreadLabel } from "@vanilla/unread/unreadLabel";
import { UnreadJump } from "@vanilla/unread/UnreadJump";

const discussion = (overrides: Partial<IDiscussion>): IDiscussion =>
    testDiscussion(7, {
        name: "Backups on a small server",
        url: "/discussion/7/backups-on-a-small-server",
        dateInserted: "2026-11-01T10:00:00Z",
        dateLastComment: "2026-11-20T10:00:00Z",
        countComments: 12,
        countViews: 40,
        ...overrides,
    });

describe("unreadLabel", () => {
    it("says New for a discussion never seen, N new for comments since, nothing when read or for a guest", () => {
        expect(unreadLabel({ unread: true, countUnread: 12, dateLastViewed: null })).toEqual({ kind: "new", shown: "New", spoken: "discussion" });
        expect(unreadLabel({ unread: true, countUnread: 3, dateLastViewed: "2026-11-10T00:00:00Z" })).toEqual({ kind: "comments", shown: "3 new", spoken: "comments" });
        expect(unreadLabel({ unread: true, countUnread: 1, dateLastViewed: "2026-11-10T00:00:00Z" })).toEqual({ kind: "comments", shown: "1 new", spoken: "comment" });
        expect(unreadLabel({ unread: true, countUnread: 12500, dateLastViewed: "2026-11-10T00:00:00Z" })?.shown).toBe("12.5k new");
        expect(unreadLabel({ unread: false, countUnread: 0, dateLastViewed: "2026-11-10T00:00:00Z" })).toBeNull();
        // A guest: the API's untracked answer.
        expect(unreadLabel({ unread: false, countUnread: 0, dateLastViewed: null })).toBeNull();
    });
});

describe("the list item's marker", () => {
    const member = testMeta({ currentUser: testUser(3) });

    it("reads as 'New discussion' beside the title of a discussion never seen", () => {
        const { container } = renderWithPage(<DiscussionListItem discussion={discussion({ unread: true, countUnread: 12 })} />, { meta: member });
        const marker = container.querySelector("[data-unread]");
        expect(marker?.getAttribute("data-unread")).toBe("new");
        expect(marker?.textContent).toBe("New discussion");
        expect(screen.getByRole("link", { name: "Backups on a small server" })).toBeTruthy();
    });

    it("reads as '3 new comments' for comments since the last read, and shows nothing once read", () => {
        const { container, rerenderWithPage } = renderWithPage(<DiscussionListItem discussion={discussion({ unread: true, countUnread: 3, dateLastViewed: "2026-11-10T00:00:00Z" })} />, { meta: member });
        expect(container.querySelector("[data-unread]")?.textContent).toBe("3 new comments");
        rerenderWithPage(<DiscussionListItem discussion={discussion({ unread: false, countUnread: 0, dateLastViewed: "2026-11-21T00:00:00Z" })} />);
        expect(container.querySelector("[data-unread]")).toBeNull();
    });
});

describe("Mark All Read", () => {
    it("is a form posting to /discussions/mark-read for members, with the category on a category's page; guests get none", () => {
        const { container, rerenderWithPage } = renderWithPage(<MarkAllReadForm />, { meta: testMeta({ currentUser: testUser(3) }) });
        expect(screen.getByRole("button", { name: "Mark All Read" })).toBeTruthy();
        expect(container.querySelector("form")?.getAttribute("action")).toBe("/discussions/mark-read");
        expect(container.querySelector("input[name=categoryID]")).toBeNull();
        rerenderWithPage(<MarkAllReadForm categoryID={5} />);
        expect(screen.getByRole("button", { name: "Mark Category Read" })).toBeTruthy();
        expect(container.querySelector("input[name=categoryID]")?.getAttribute("value")).toBe("5");
        rerenderWithPage(<MarkAllReadForm />, testMeta());
        expect(container.querySelector("form")).toBeNull();
    });
});

describe("the jump's New line", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));

    function renderComment(hash: string) {
        window.history.replaceState(null, "", `/discussion/7/x/p2${hash}`);
        return renderWithPage(
            <ol>
                <li id="Comment_31">
                    <UnreadJump commentID={31} countUnread={4} />
                    First unread
                </li>
            </ol>,
        );
    }

    it("focuses the first unread comment and announces how many are new when the address names it", async () => {
        const scrolled = jest.fn();
        Element.prototype.scrollIntoView = scrolled;
        renderComment("#Comment_31");
        await act(async () => undefined);
        expect(document.activeElement?.id).toBe("Comment_31");
        expect(scrolled).toHaveBeenCalled();
        expect(screen.getByRole("status").textContent).toBe("4 new comments since your last visit.");
        expect(screen.getByText("New")).toBeTruthy();
    });

    it("leaves the focus and the scroll where the member put them while the page loaded, and still announces", async () => {
        const scrolled = jest.fn();
        Element.prototype.scrollIntoView = scrolled;
        // The member opened the notifications menu before the comments hydrated.
        const bell = document.body.appendChild(document.createElement("button"));
        bell.focus();
        renderComment("#Comment_31");
        await act(async () => undefined);
        expect(document.activeElement).toBe(bell);
        expect(scrolled).not.toHaveBeenCalled();
        expect(screen.getByRole("status").textContent).toBe("4 new comments since your last visit.");
        bell.remove();
    });

    it("shows the line but leaves focus and the reader alone on a page opened some other way", async () => {
        renderComment("");
        await act(async () => undefined);
        expect(document.activeElement).toBe(document.body);
        expect(screen.getByRole("status").textContent).toBe("");
        expect(screen.getByText("New")).toBeTruthy();
    });
});
