/**
 * A member's page in the dashboard: the title and the rank label are given by holders of
 * users.edit (the users API refuses anyone else), so for the others they read, not edit.
 */
import { screen } from "@testing-library/react";
import { MemberEditor, type IMemberEditorProps } from "@dashboard/admin/members/MemberEditor";
import { renderWithPage } from "@tests/setup/pageFixtures";

const PROPS: IMemberEditorProps = {
    member: {
        userID: 7,
        name: "member",
        photoUrl: "",
        title: "Regular",
        dateInserted: "2026-01-02T00:00:00Z",
        dateLastActive: null,
        banned: 0,
        banReason: null,
        emailConfirmed: true,
        countDiscussions: 0,
        countComments: 0,
        roles: [{ roleID: 8, name: "Member" }],
    },
    labelHtml: "",
    roles: [{ roleID: 8, name: "Member", assignable: true }],
    canEdit: true,
    canDelete: false,
    isSelf: false,
};

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

it("lets a holder of users.edit change the title and the rank label", () => {
    renderWithPage(<MemberEditor {...PROPS} />);
    expect(field("Title").readOnly).toBe(false);
    expect(field("Title").value).toBe("Regular");
    expect(field("Rank label (bold, italic)").readOnly).toBe(false);
});

it("shows the title and the rank label read-only to staff without users.edit", () => {
    renderWithPage(<MemberEditor {...PROPS} canEdit={false} />);
    expect(field("Title").readOnly).toBe(true);
    expect(field("Title").value).toBe("Regular");
    expect(field("Rank label (bold, italic)").readOnly).toBe(true);
    expect((screen.getByRole("button", { name: "Save title and rank" }) as HTMLButtonElement).disabled).toBe(true);
});
