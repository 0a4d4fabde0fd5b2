/**
 * The draft prompts a member sees (content §2 "Draft prompts", §8 discard confirmation, §2
 * draft-available links): the toast follows the form's visibility and the draft's existence,
 * the discard confirmation has the spec's words and gives focus back, and the links take the
 * spec's forms.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { Provider } from "react-redux";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { DiscardDraftModal, DISCARD_DRAFT_MESSAGE } from "@library/drafts/DiscardDraftModal";
import { DraftConflictNotice } from "@library/drafts/DraftConflictNotice";
import { DraftSyncStatus } from "@library/drafts/DraftSyncStatus";
import { commentDraftLink, discussionDraftLink, pageHasDraft, replyDraftLink } from "@library/drafts/draftLinks";
import { SAVED_DRAFT_TOAST_ID, useSavedDraftToast } from "@library/drafts/useSavedDraftToast";
import { createAppStore } from "@library/redux/store";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts } from "@library/toasts/toastsSlice";

afterEach(() => resetReducerRegistry());

describe("the 'Saved Draft Available.' toast", () => {
    let report: (visible: boolean) => void;

    beforeEach(() => {
        // jsdom has no layout: the test plays the browser's part and says when the form is in view.
        class FakeObserver {
            constructor(private readonly callback: IntersectionObserverCallback) {
                report = (visible) => act(() => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
            }
            observe() {}
            disconnect() {}
        }
        (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
    });

    function Discussion({ hasDraft }: { hasDraft: boolean }) {
        const form = useRef<HTMLFormElement>(null);
        useSavedDraftToast({ hasDraft, form, href: "#create-comment" });
        return <form ref={form} id="create-comment" />;
    }

    function toast(store: ReturnType<typeof createAppStore>) {
        return selectToasts(store.getState()).find((candidate) => candidate.toastID === SAVED_DRAFT_TOAST_ID);
    }

    it("shows while the form is out of view, hides when it scrolls in, and goes when the draft is gone", () => {
        const store = createAppStore();
        const view = render(
            <Provider store={store}>
                <Discussion hasDraft />
            </Provider>,
        );
        expect(toast(store)).toBeUndefined();
        report(false);
        expect(toast(store)).toMatchObject({ body: "Saved Draft Available.", link: { url: "#create-comment", label: "Navigate to Draft" }, visibility: true });
        report(true);
        expect(toast(store)?.visibility).toBe(false);
        report(false);
        expect(toast(store)?.visibility).toBe(true);
        view.rerender(
            <Provider store={store}>
                <Discussion hasDraft={false} />
            </Provider>,
        );
        expect(toast(store)).toBeUndefined();
    });

    it("never shows without a draft", () => {
        const store = createAppStore();
        render(
            <Provider store={store}>
                <Discussion hasDraft={false} />
            </Provider>,
        );
        report(false);
        expect(toast(store)).toBeUndefined();
    });
});

describe("the 'Discard Draft' confirmation", () => {
    function ReplyButton({ onDiscard }: { onDiscard(): void }) {
        const [asking, setAsking] = useState(false);
        return (
            <>
                <button onClick={() => setAsking(true)}>Reply</button>
                <DiscardDraftModal
                    isVisible={asking}
                    onCancel={() => setAsking(false)}
                    onDiscard={() => {
                        setAsking(false);
                        onDiscard();
                    }}
                />
            </>
        );
    }

    it("says the spec's words, offers Discard and Cancel, and Cancel keeps the draft and returns focus", () => {
        const onDiscard = jest.fn();
        render(<ReplyButton onDiscard={onDiscard} />);
        const opener = screen.getByRole("button", { name: "Reply" });
        opener.focus();
        fireEvent.click(opener);
        const dialog = screen.getByRole("dialog", { name: "Discard Draft" });
        expect(dialog.textContent).toContain(DISCARD_DRAFT_MESSAGE);
        expect(DISCARD_DRAFT_MESSAGE).toBe("You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?");
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        expect(onDiscard).not.toHaveBeenCalled();
        expect(document.activeElement).toBe(opener);
    });

    it("Discard discards", () => {
        const onDiscard = jest.fn();
        render(<ReplyButton onDiscard={onDiscard} />);
        fireEvent.click(screen.getByRole("button", { name: "Reply" }));
        fireEvent.click(screen.getByRole("button", { name: "Discard" }));
        expect(onDiscard).toHaveBeenCalledTimes(1);
    });
});

describe("the conflict notice", () => {
    it("tells the member in words and offers both versions", () => {
        const onChoose = jest.fn();
        render(<DraftConflictNotice onChoose={onChoose} />);
        expect(screen.getByRole("alert").textContent).toContain("This draft was changed in another tab or on another device.");
        fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
        fireEvent.click(screen.getByRole("button", { name: "Load the other version" }));
        expect(onChoose.mock.calls).toEqual([["mine"], ["theirs"]]);
    });
});

describe("the form's draft status", () => {
    it("shows the status words, and the conflict notice with its choices on a conflict", () => {
        const resolveConflict = jest.fn(async () => undefined);
        const view = render(<DraftSyncStatus sync={{ status: "offline", statusText: "Saved on this device — will sync when online", resolveConflict }} />);
        expect(screen.getByText("Saved on this device — will sync when online")).toBeTruthy();
        view.rerender(<DraftSyncStatus sync={{ status: "conflict", statusText: "This draft was changed in another tab or on another device.", resolveConflict }} />);
        fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
        expect(resolveConflict).toHaveBeenCalledWith("mine");
    });
});

describe("draft-available links", () => {
    const base = { draftID: 1, parentRecordType: "discussion", parentRecordID: 7 };

    it("takes the forms of content §2", () => {
        expect(discussionDraftLink(7)).toBe("/discussion/7?hasDraft=true#create-comment");
        expect(replyDraftLink(12)).toBe("/discussion/comment/12?hasDraft=true#Comment_12");
        expect(commentDraftLink({ ...base, attributes: { body: "x", format: "markdown" } })).toBe("/discussion/7?hasDraft=true#create-comment");
        expect(commentDraftLink({ ...base, attributes: { body: "x", format: "markdown", draftMeta: { commentPath: "3.12", commentParentID: 12 } } })).toBe("/discussion/comment/12?hasDraft=true#Comment_12");
        expect(pageHasDraft("?hasDraft=true")).toBe(true);
        expect(pageHasDraft("?hasDraft=1")).toBe(false);
    });

    it("logs 'Failed to create draft location link' when the location is unknown", () => {
        expect(commentDraftLink({ ...base, parentRecordType: null, attributes: { body: "x", format: "markdown" } })).toBeNull();
        expect(commentDraftLink({ ...base, attributes: { body: "x", format: "markdown", draftMeta: { commentPath: "3" } } })).toBeNull();
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Failed to create draft location link"), expect.stringContaining("[hearth] Failed to create draft location link")]);
    });
});
