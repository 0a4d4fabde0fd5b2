import { fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { formNavigator } from "@library/forms/formNavigator";
import { ComposeConversation } from "@conversations/ComposeConversation";
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

    it("says who could not be found and keeps the message", async () => {
        fetchMock.mockResponseOnce(JSON.stringify([]));
        render(<ComposeConversation recipients={[]} content="" />);
        fireEvent.change(screen.getByRole("textbox", { name: "Recipients" }), { target: { value: "ghost" } });
        fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Anyone there?" } });
        fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
        expect((await screen.findByRole("alert")).textContent).toBe("Nobody is called ghost.");
        expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("Anyone there?");
    });
});
