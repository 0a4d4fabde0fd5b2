/**
 * The navigation editor names each item's fields after their item: every item has the same
 * fields, so a screen-reader user moving from field to field must hear which item a "Name" or an
 * "Address" belongs to. The name says the item's name when it has one and always its position
 * (two items may share a name), and starts with the field's visible label.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { NavigationEditor, type INavigationEditorProps } from "@dashboard/admin/navigation/NavigationEditor";
import { EMPTY_PERMISSIONS } from "@library/users/permissionTypes";
import { renderWithPage } from "@tests/setup/pageFixtures";

const STORED = [
    { name: "Posts", url: "/discussions" },
    { name: "Help", children: [{ name: "FAQ", url: "/kb/faq" }, { name: "Guides", url: "/kb/guides" }] },
    // Two items may share a name: their position tells them apart.
    { name: "Help", url: "/help", badge: { type: "text", text: "New" } },
];

function props(navigation: unknown = STORED): INavigationEditorProps {
    return {
        navigation,
        siteName: "Hearth",
        locales: [{ localeID: "fr", name: "Français" }],
        roles: [
            { roleID: 2, name: "Guest", permissions: EMPTY_PERMISSIONS },
            { roleID: 8, name: "Member", permissions: EMPTY_PERMISSIONS },
        ],
        permissionNames: ["community.moderate"],
    };
}

/** The list of items being edited (the preview below it names nothing). */
const items = () => screen.getByRole("list", { name: "Title bar items" });

/**
 * The accessible names of every field of every item, each checked to be the name a screen reader
 * hears and to name that one field alone (getByRole finds the field by it, and throws on two).
 */
function fieldNames(): string[] {
    const list = within(items());
    return (["textbox", "combobox", "checkbox", "group"] as const).flatMap((role) =>
        list.getAllByRole(role).map((field) => {
            const name = field.getAttribute("aria-label") ?? "";
            expect(list.getByRole(role, { name })).toBe(field);
            return name;
        }),
    );
}

describe("NavigationEditor's field names", () => {
    it("names each field after its item, by name and position", () => {
        renderWithPage(<NavigationEditor {...props()} />);
        const list = within(items());
        expect((list.getByRole("textbox", { name: "Name for Posts (item 1)" }) as HTMLInputElement).value).toBe("Posts");
        expect((list.getByRole("textbox", { name: "Address for Posts (item 1)" }) as HTMLInputElement).value).toBe("/discussions");
        expect((list.getByRole("textbox", { name: "Address for FAQ (item 2.1)" }) as HTMLInputElement).value).toBe("/kb/faq");
        expect((list.getByRole("textbox", { name: "Badge for Help (item 3)" }) as HTMLInputElement).value).toBe("New");
        expect(list.getByRole("combobox", { name: "Shown with the permission for Guides (item 2.2)" })).toBeTruthy();
        expect(list.getByRole("checkbox", { name: "Hidden for Help (item 2)" })).toBeTruthy();
        // The roles: the group and each role's box.
        const roles = list.getByRole("group", { name: "Shown to the roles (none checked: everyone) for Help (item 3)" });
        expect(within(roles).getByRole("checkbox", { name: "Member for Help (item 3)" })).toBeTruthy();
    });

    it("gives no two fields the same name, even for items of the same name", () => {
        renderWithPage(<NavigationEditor {...props()} />);
        const names = fieldNames();
        // 5 items: Name, Address, Badge, permission, the roles group, 2 roles, Hidden.
        expect(names).toHaveLength(5 * 8);
        expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });

    it("names a new item's fields by its position until it has a name, then by its name", () => {
        renderWithPage(<NavigationEditor {...props()} />);
        fireEvent.click(screen.getByRole("button", { name: "Add an item to the title bar" }));
        fireEvent.click(screen.getByRole("button", { name: "Add an item to the title bar" }));
        const list = within(items());
        expect(list.getByRole("textbox", { name: "Name for item 4" })).toBeTruthy();
        expect(list.getByRole("textbox", { name: "Address for item 5" })).toBeTruthy();
        fireEvent.change(list.getByRole("textbox", { name: "Name for item 4" }), { target: { value: "Events" } });
        expect(list.getByRole("textbox", { name: "Address for Events (item 4)" })).toBeTruthy();
        expect(list.getByRole("textbox", { name: "Name for item 5" })).toBeTruthy();
        const names = fieldNames();
        expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
});
