import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { currentPostIndex, movePost, postsOf, runShortcut } from "@vanilla/discussion/discussionShortcuts";

const PAGE = `
    <main>
        <article id="post"><p>Post</p><button id="quote">Quote</button></article>
        <ol>
            <li id="Comment_7">One <button id="reply7">Reply</button></li>
            <li id="Comment_8" data-display-mode="tombstone">Deleted</li>
            <li id="Comment_9">Three</li>
        </ol>
    </main>`;

beforeAll(() => {
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
    document.body.innerHTML = "";
});

describe("j and k", () => {
    it("walk the posts in page order, skipping deleted comments, and stop at the ends", () => {
        document.body.innerHTML = PAGE;
        expect(postsOf(document).map((post) => post.id)).toEqual(["post", "Comment_7", "Comment_9"]);
        document.getElementById("quote")!.focus();
        movePost(document, 1);
        expect(document.activeElement?.id).toBe("Comment_7");
        expect(document.activeElement?.scrollIntoView).toHaveBeenCalled();
        movePost(document, 1);
        expect(document.activeElement?.id).toBe("Comment_9");
        movePost(document, 1);
        expect(document.activeElement?.id).toBe("Comment_9");
        movePost(document, -1);
        movePost(document, -1);
        expect(document.activeElement?.id).toBe("post");
        movePost(document, -1);
        expect(document.activeElement?.id).toBe("post");
    });

    it("start from the post holding the focus, else from the one read (its top past the title bar)", () => {
        document.body.innerHTML = PAGE;
        const posts = postsOf(document);
        document.getElementById("reply7")!.focus();
        expect(currentPostIndex(posts, document.activeElement)).toBe(1);
        const tops = [-400, 20, 600];
        posts.forEach((post, index) => jest.spyOn(post, "getBoundingClientRect").mockImplementation(() => ({ top: tops[index] }) as DOMRect));
        expect(currentPostIndex(posts, document.body)).toBe(1);
        tops.splice(0, 3, 200, 900, 1600);
        expect(currentPostIndex(posts, document.body)).toBe(-1);
    });
});

describe("?", () => {
    it("lists the shortcuts in a dialog that keeps the focus, and Escape gives it back", async () => {
        document.body.innerHTML = PAGE;
        const quote = document.getElementById("quote")!;
        quote.focus();
        act(() => runShortcut("?", document));
        const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
        expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["j", "k", "r", "?", "Esc"]);
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
        // A second ? does not open a second one.
        act(() => runShortcut("?", document));
        expect(screen.getAllByRole("dialog")).toHaveLength(1);
        fireEvent.keyDown(document.activeElement!, { key: "Escape" });
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(document.activeElement).toBe(quote);
    });
});
