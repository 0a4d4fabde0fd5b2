/**
 * @mention look-up in the body form (shell §7, §8, §9): debounced 50 ms, the request it makes,
 * the listbox and its keyboard, and the error state for statuses of 500 and more.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen } from "@testing-library/react";
import { BodyForm } from "@library/forms/BodyForm";
import { activeMention } from "@library/forms/mentionQuery";
import { renderWithPage as render } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const USERS = [
    { userID: 7, name: "alison", photoUrl: "", dateLastActive: "2024-03-01T00:00:00Z" },
    { userID: 8, name: "alice", photoUrl: "", dateLastActive: null },
];

beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
});
afterEach(() => {
    jest.useRealTimers();
});

const send = jest.fn(async () => "/discussion/1");

function renderForm() {
    render(<BodyForm label="Leave a comment" submitLabel="Post Comment" draftKey="test-mentions" send={send} />);
    return screen.getByRole("textbox", { name: "Leave a comment" }) as HTMLTextAreaElement;
}

function type(textarea: HTMLTextAreaElement, text: string) {
    fireEvent.change(textarea, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
}

function mockUsers(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function requestedUrl(index = 0): string {
    const url = new URL(sentRequest(index).url, "http://localhost");
    return `${url.pathname}?${decodeURIComponent(url.search.slice(1))}`;
}

async function wait(ms: number) {
    await act(async () => {
        jest.advanceTimersByTime(ms);
    });
}

describe("activeMention", () => {
    it("finds an @ at the start or after a space, not inside a word (an e-mail address)", () => {
        expect(activeMention("@al", 3)).toEqual({ start: 0, prefix: "al" });
        expect(activeMention("hi @al", 6)).toEqual({ start: 3, prefix: "al" });
        expect(activeMention("mail a@b", 8)).toBeNull();
        expect(activeMention("just @", 6)).toBeNull();
        expect(activeMention("@al done", 8)).toBeNull();
    });
});

describe("mention look-up", () => {
    it("waits 50 ms after the last keystroke, then asks once for the prefix, ordered for mentions, 50 at most", async () => {
        const textarea = renderForm();
        type(textarea, "Hi @a");
        await wait(30);
        type(textarea, "Hi @al");
        await wait(49);
        expect(fetchMock).not.toHaveBeenCalled();
        mockUsers(200, USERS);
        await wait(1);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(requestedUrl()).toBe("/api/v2/users/by-names?name=al*&order=mention&limit=50");
        expect(await screen.findByRole("listbox", { name: "Mention suggestions" })).toBeTruthy();
        expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["alison", "alice"]);
    });

    it("answers a prefix asked before from the cache, without a second request", async () => {
        const textarea = renderForm();
        mockUsers(200, USERS);
        type(textarea, "@al");
        await wait(50);
        await screen.findByRole("listbox");
        type(textarea, "@al ");
        await wait(50);
        expect(screen.queryByRole("listbox")).toBeNull();
        type(textarea, "@al");
        await wait(50);
        expect(await screen.findAllByRole("option")).toHaveLength(2);
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("does not look anything up for an e-mail address or a bare @", async () => {
        const textarea = renderForm();
        type(textarea, "write to a@b");
        await wait(100);
        type(textarea, "write to @");
        await wait(100);
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it("moves with the arrow keys (aria-activedescendant) and picks with Enter, without sending the form", async () => {
        const textarea = renderForm();
        mockUsers(200, USERS);
        type(textarea, "Hi @al");
        await wait(50);
        const options = await screen.findAllByRole("option");
        expect(textarea.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
        expect(options[0]!.getAttribute("aria-selected")).toBe("true");
        fireEvent.keyDown(textarea, { key: "ArrowDown" });
        expect(textarea.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
        fireEvent.keyDown(textarea, { key: "ArrowDown" });
        expect(textarea.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
        fireEvent.keyDown(textarea, { key: "ArrowUp" });
        fireEvent.keyDown(textarea, { key: "Enter" });
        expect(textarea.value).toBe("Hi @alice ");
        expect(screen.queryByRole("listbox")).toBeNull();
        expect(textarea.getAttribute("aria-activedescendant")).toBeNull();
        expect(send).not.toHaveBeenCalled();
    });

    it("picks with Tab too", async () => {
        const textarea = renderForm();
        mockUsers(200, USERS);
        type(textarea, "@ali");
        await wait(50);
        await screen.findAllByRole("option");
        fireEvent.keyDown(textarea, { key: "Tab" });
        expect(textarea.value).toBe("@alison ");
    });

    it("closes on Escape and stays closed until the mention changes", async () => {
        const textarea = renderForm();
        mockUsers(200, USERS);
        type(textarea, "@al");
        await wait(50);
        await screen.findByRole("listbox");
        fireEvent.keyDown(textarea, { key: "Escape" });
        expect(screen.queryByRole("listbox")).toBeNull();
        fireEvent.click(textarea);
        await wait(100);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        mockUsers(200, USERS.slice(0, 1));
        type(textarea, "@ali");
        await wait(50);
        expect(await screen.findAllByRole("option")).toHaveLength(1);
    });

    it("shows an error when the look-up answers 500 or more", async () => {
        const textarea = renderForm();
        mockUsers(503, { message: "The server is resting.", status: 503 });
        type(textarea, "@al");
        await wait(50);
        expect((await screen.findByRole("alert")).textContent).toBe("The server is resting.");
        expect(screen.queryByRole("listbox")).toBeNull();
    });

    it("shows nothing (no error) when the look-up is refused below 500", async () => {
        const textarea = renderForm();
        mockUsers(403, { message: "You need the profiles.view permission to do that.", status: 403 });
        type(textarea, "@al");
        await wait(50);
        await act(async () => undefined);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole("alert")).toBeNull();
        expect(screen.queryByRole("listbox")).toBeNull();
    });
});
