import type { ReactElement } from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { formNavigator } from "@library/forms/formNavigator";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { COMMENTS_KEY, commentsReducer } from "@vanilla/comments/commentsSlice";
import { CommentForm, commentDraftKey, type ICommentFormProps } from "@vanilla/discussion/CommentForm";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";
import { readDraft } from "@library/forms/draftStorage";

const props: ICommentFormProps = { discussionID: 7, signedIn: true, canComment: true, closed: false, signInUrl: "/entry/signin?target=%2Fdiscussion%2F7" };
const textbox = () => screen.getByRole("textbox", { name: "Leave a comment" });

/** The reply form is an island under the page's store, whose composer and comments slices it uses. */
function render(ui: ReactElement) {
    return renderWithPage(ui, { reducers: { [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer } });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => resetReducerRegistry());

describe("CommentForm", () => {
    it("asks guests to sign in, and says why a member may not comment", () => {
        const { unmount } = render(<CommentForm {...props} signedIn={false} />);
        expect(screen.getByRole("link", { name: "Sign in to comment." }).getAttribute("href")).toBe(props.signInUrl);
        unmount();
        render(<CommentForm {...props} canComment={false} closed={true} />);
        expect(screen.getByText("This discussion is closed.")).toBeTruthy();
        expect(screen.queryByRole("textbox")).toBeNull();
    });

    it("keeps what is typed on the device and restores it on the next visit", async () => {
        const { unmount } = render(<CommentForm {...props} />);
        fireEvent.change(textbox(), { target: { value: "Half a thought" } });
        expect(readDraft(commentDraftKey(7))).toBe("Half a thought");
        unmount();
        render(<CommentForm {...props} />);
        await waitFor(() => expect((textbox() as HTMLTextAreaElement).value).toBe("Half a thought"));
    });

    it("posts the comment as Markdown, forgets the draft and opens the new comment", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(JSON.stringify({ commentID: 99, url: "/discussion/comment/99#Comment_99" }), { status: 201 });
        render(<CommentForm {...props} />);
        fireEvent.change(textbox(), { target: { value: "**Thanks!**" } });
        fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/99#Comment_99"));
        const request = sentRequest(0);
        expect(request.method).toBe("POST");
        expect(request.url).toMatch(/\/api\/v2\/comments$/);
        expect(request.headers.get("X-Requested-With")).toBe("vanilla");
        expect(JSON.parse(await request.text())).toEqual({ discussionID: 7, body: "**Thanks!**", format: "markdown" });
        expect(readDraft(commentDraftKey(7))).toBe("");
        open.mockRestore();
    });

    it("shows the server's field error and keeps the text when posting fails", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Validation Failed", status: 400, errors: [{ field: "body", message: "Too long.", code: "maxLength" }] }), { status: 400 });
        render(<CommentForm {...props} />);
        fireEvent.change(textbox(), { target: { value: "Something" } });
        fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
        expect((await screen.findByRole("alert")).textContent).toBe("Too long.");
        expect((textbox() as HTMLTextAreaElement).value).toBe("Something");
        expect(readDraft(commentDraftKey(7))).toBe("Something");
        expect(screen.getByRole("button", { name: "Post Comment" }).hasAttribute("disabled")).toBe(false);
    });

    it("refuses an empty comment without a request", () => {
        render(<CommentForm {...props} />);
        fireEvent.change(textbox(), { target: { value: "   " } });
        fireEvent.keyDown(textbox(), { key: "Enter", ctrlKey: true });
        expect(screen.getByRole("alert").textContent).toBe("Write something before posting.");
        expect(fetchMock.mock.calls).toHaveLength(0);
    });
});
