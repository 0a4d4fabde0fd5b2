import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { formNavigator } from "@library/forms/formNavigator";
import { ComposeConversation } from "@conversations/ComposeConversation";
import { activeRecipient, insertRecipient } from "@conversations/recipientQuery";
import { renderWithPage as render } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

beforeEach(() => window.localStorage.clear());

describe("ComposeConversation", () => {
    it("finds each recipient by name, starts the conversation and opens it", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 2, name: "moderator" }, { userID: 9, name: "moderators_fan" }]));
        fetchMock.mockResponseOnce(JSON.stringify({ conversationID: 5, url: "/messages/5" }), { status: 201 });
        render(<ComposeConversation recipients={["moderator"]} content="Shared: /discussion/3" />);
        expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("Shared: /discussion/3");
        fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/messages/5"));
        const lookup = sentRequest(0);
        expect(lookup.url).toContain("/api/v2/users/by-names?name=moderator");
        const create = sentRequest(1);
        expect(JSON.parse(await create.text())).toEqual({ participantUserIDs: [2], initialBody: "Shared: /discussion/3", initialFormat: "markdown" });
        open.mockRestore();
    });

    it("says who could not be found beside Recipients, marks it invalid, focuses it and keeps the message", async () => {
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 2, name: "moderator" }]));
        render(<ComposeConversation recipients={[]} content="" />);
        const recipients = screen.getByRole("combobox", { name: "Recipients" });
        // Typed with the focus there, then left (which closes the suggestions before they are asked for).
        recipients.focus();
        fireEvent.change(recipients, { target: { value: "moder" } });
        const message = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
        fireEvent.change(message, { target: { value: "Anyone there?" } });
        act(() => message.focus());
        fireEvent.keyDown(message, { key: "Enter", ctrlKey: true });
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toBe("Nobody is called moder.");
        // Said once, where it belongs: the field points at it and has the focus.
        expect(screen.getAllByRole("alert")).toHaveLength(1);
        expect(recipients.getAttribute("aria-invalid")).toBe("true");
        expect(recipients.getAttribute("aria-describedby")).toBe(alert.id);
        expect(document.activeElement).toBe(recipients);
        expect(message.value).toBe("Anyone there?");
    });

    it("ties a missing recipient to the field too, and clears the error on the next try", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        render(<ComposeConversation recipients={[]} content="Hi" />);
        fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
        const recipients = screen.getByRole("combobox", { name: "Recipients" });
        expect((await screen.findByRole("alert")).textContent).toBe("Add at least one recipient.");
        expect(recipients.getAttribute("aria-invalid")).toBe("true");
        expect(document.activeElement).toBe(recipients);
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 2, name: "moderator" }]));
        fetchMock.mockResponseOnce(JSON.stringify({ conversationID: 5, url: "/messages/5" }), { status: 201 });
        recipients.focus();
        fireEvent.change(recipients, { target: { value: "moderator" } });
        act(() => screen.getByRole("button", { name: "Send Message" }).focus());
        fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/messages/5"));
        expect(recipients.getAttribute("aria-invalid")).toBeNull();
        expect(recipients.getAttribute("aria-describedby")).toBeNull();
        open.mockRestore();
    });

    it("suggests members for the name being typed in Recipients, a combobox", async () => {
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 2, name: "moderator", photoUrl: "", dateLastActive: null }, { userID: 9, name: "moderators_fan", photoUrl: "", dateLastActive: null }]));
        render(<ComposeConversation recipients={["admin"]} content="" />);
        const recipients = screen.getByRole("combobox", { name: "Recipients" }) as HTMLInputElement;
        expect(recipients.getAttribute("aria-expanded")).toBe("false");
        recipients.focus();
        fireEvent.change(recipients, { target: { value: "admin, mo", selectionStart: 9, selectionEnd: 9 } });
        const listbox = await screen.findByRole("listbox", { name: "Member suggestions" });
        expect(new URL(sentRequest(0).url, "http://localhost").searchParams.get("name")).toBe("mo*");
        expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["moderator", "moderators_fan"]);
        expect(recipients.getAttribute("aria-expanded")).toBe("true");
        expect(recipients.getAttribute("aria-controls")).toBe(listbox.id);
        fireEvent.keyDown(recipients, { key: "ArrowDown" });
        expect(recipients.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
        fireEvent.keyDown(recipients, { key: "Enter" });
        expect(recipients.value).toBe("admin, moderators_fan, ");
        expect(screen.queryByRole("listbox")).toBeNull();
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("leaves the names already chosen out of the suggestions, whatever their case, and announces the count shown", async () => {
        const found = [
            { userID: 1, name: "admin", photoUrl: "", dateLastActive: null },
            { userID: 2, name: "moderator", photoUrl: "", dateLastActive: null },
            { userID: 9, name: "moderators_fan", photoUrl: "", dateLastActive: null },
        ];
        fetchMock.mockResponseOnce(JSON.stringify(found));
        render(<ComposeConversation recipients={["ADMIN"]} content="" />);
        const recipients = screen.getByRole("combobox", { name: "Recipients" }) as HTMLInputElement;
        const status = screen.getByRole("status");
        expect(status.textContent).toBe("");
        recipients.focus();
        // "admin" was chosen as "ADMIN", "Moderator" typed: neither is offered again.
        fireEvent.change(recipients, { target: { value: "ADMIN, Moderator, m", selectionStart: 19, selectionEnd: 19 } });
        await screen.findByRole("listbox", { name: "Member suggestions" });
        expect(new URL(sentRequest(0).url, "http://localhost").searchParams.get("name")).toBe("m*");
        expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["moderators_fan"]);
        expect(status.textContent).toBe("1 suggestion available.");
        // The keys move over what is shown only.
        fireEvent.keyDown(recipients, { key: "ArrowDown" });
        expect(recipients.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[0]!.id);
        fireEvent.keyDown(recipients, { key: "Enter" });
        expect(recipients.value).toBe("ADMIN, Moderator, moderators_fan, ");
        expect(status.textContent).toBe("");
        // Everyone found is chosen: nothing is shown, and that is what is said.
        fireEvent.change(recipients, { target: { value: "ADMIN, Moderator, moderators_fan, m", selectionStart: 35, selectionEnd: 35 } });
        await waitFor(() => expect(status.textContent).toBe("No suggestions."));
        expect(screen.queryByRole("listbox")).toBeNull();
        expect(recipients.getAttribute("aria-expanded")).toBe("false");
        // The one being typed is still offered, even when it is complete.
        fetchMock.mockResponseOnce(JSON.stringify([found[1]]));
        fireEvent.change(recipients, { target: { value: "ADMIN, moderator", selectionStart: 16, selectionEnd: 16 } });
        await waitFor(() => expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["moderator"]));
        expect(status.textContent).toBe("1 suggestion available.");
    });

    it("leaves a member picked from the suggestions out of the next ones", async () => {
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 2, name: "moderator", photoUrl: "", dateLastActive: null }, { userID: 9, name: "moderators_fan", photoUrl: "", dateLastActive: null }]));
        render(<ComposeConversation recipients={[]} content="" />);
        const recipients = screen.getByRole("combobox", { name: "Recipients" }) as HTMLInputElement;
        recipients.focus();
        fireEvent.change(recipients, { target: { value: "mo", selectionStart: 2, selectionEnd: 2 } });
        await screen.findByRole("listbox", { name: "Member suggestions" });
        expect(screen.getByRole("status").textContent).toBe("2 suggestions available.");
        fireEvent.keyDown(recipients, { key: "Enter" });
        expect(recipients.value).toBe("moderator, ");
        // The same look-up again (kept for 5 minutes): moderator is in the list now.
        fireEvent.change(recipients, { target: { value: "moderator, mo", selectionStart: 13, selectionEnd: 13 } });
        await waitFor(() => expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["moderators_fan"]));
        expect(screen.getByRole("status").textContent).toBe("1 suggestion available.");
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });
});

describe("activeRecipient and insertRecipient", () => {
    it("find the name at the caret in the comma-separated list and replace it", () => {
        expect(activeRecipient("admin, mo", 9)).toEqual({ start: 7, prefix: "mo" });
        expect(activeRecipient("mo", 2)).toEqual({ start: 0, prefix: "mo" });
        expect(activeRecipient("admin, ", 7)).toBeNull();
        expect(insertRecipient("admin, mo", 9, { start: 7, prefix: "mo" }, "moderator")).toEqual({ text: "admin, moderator, ", caret: 18 });
        expect(insertRecipient("mo, admin", 2, { start: 0, prefix: "mo" }, "moderator")).toEqual({ text: "moderator, admin", caret: 9 });
    });
});
