import fetchMock from "jest-fetch-mock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { INotification } from "@library/notifications/notificationTypes";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { MyNotifications } from "@dashboard/notifications/MyNotifications";

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

describe("MyNotifications (/profile/notifications)", () => {
    it("lists the page's notifications as links with their read state; Mark All Read goes through PATCH /notifications and shows them read", async () => {
        const calls: string[] = [];
        fetchMock.mockResponse(async (request) => {
            calls.push(`${request.method} ${new URL(request.url, "http://localhost").pathname} ${await request.text()}`);
            return { status: 204, body: "" };
        });
        renderWithPage(<MyNotifications notifications={[notification(2, false), notification(1, true)]} />);
        const list = screen.getByRole("list", { name: "Notifications" });
        const links = within(list).getAllByRole("link");
        expect(links.map((link) => [link.getAttribute("href"), link.getAttribute("data-read")])).toEqual([
            ["/discussion/2#c", "false"],
            ["/discussion/1#c", "true"],
        ]);
        const button = screen.getByRole("button", { name: "Mark All Read" });
        // Without script the form posts to the page (notificationsPageRoutes.tsx).
        expect(button.closest("form")?.getAttribute("action")).toBe("/profile/notifications");
        expect(button.closest("form")?.getAttribute("method")).toBe("post");
        fireEvent.submit(button.closest("form")!);
        await waitFor(() => expect(links[0]!.getAttribute("data-read")).toBe("true"));
        expect(calls).toEqual(['PATCH /api/v2/notifications {"read":true}']);
    });

    it("shows the empty state without Mark All Read", () => {
        renderWithPage(<MyNotifications notifications={[]} />);
        expect(screen.getByText("You do not have any notifications yet.")).toBeTruthy();
        expect(screen.queryByRole("button", { name: "Mark All Read" })).toBeNull();
    });
});
