import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { PermissionGrid } from "@dashboard/admin/roles/PermissionGrid";
import { CATEGORY_PERMISSION_NAMES, normalisePermissions, PERMISSION_NAMES, type PermissionMap } from "@dashboard/admin/roles/permissionNames";

function Harness({ names, initial, onChange }: { names: readonly string[]; initial: PermissionMap; onChange: (value: PermissionMap) => void }) {
    const [value, setValue] = useState(initial);
    return (
        <PermissionGrid
            label="Member, global"
            names={names}
            value={value}
            onChange={(next) => {
                setValue(next);
                onChange(next);
            }}
        />
    );
}

describe("PermissionGrid", () => {
    it("shows every permission name of the scope, checked as granted", () => {
        render(<Harness names={PERMISSION_NAMES} initial={{ "discussions.view": true }} onChange={() => undefined} />);
        for (const name of PERMISSION_NAMES) expect(screen.getByLabelText(name)).toBeTruthy();
        expect((screen.getByLabelText("discussions.view") as HTMLInputElement).checked).toBe(true);
        expect((screen.getByLabelText("site.manage") as HTMLInputElement).checked).toBe(false);
    });

    it("a category scope offers only the category permissions", () => {
        render(<Harness names={CATEGORY_PERMISSION_NAMES} initial={{}} onChange={() => undefined} />);
        expect(screen.queryByLabelText("site.manage")).toBeNull();
        expect(screen.getByLabelText("discussions.view")).toBeTruthy();
    });

    it("toggles one permission, and a group's box grants or clears the whole group (mixed when partly granted)", () => {
        const changes: PermissionMap[] = [];
        render(<Harness names={PERMISSION_NAMES} initial={{ "comments.add": true }} onChange={(value) => changes.push(value)} />);
        const group = screen.getByLabelText("Comments: all") as HTMLInputElement;
        expect(group.indeterminate).toBe(true);
        fireEvent.click(group);
        expect(changes.at(-1)).toEqual({ "comments.add": true, "comments.edit": true, "comments.delete": true });
        expect(group.checked).toBe(true);
        fireEvent.click(group);
        expect(changes.at(-1)).toEqual({});
        fireEvent.click(screen.getByLabelText("site.manage"));
        expect(changes.at(-1)).toEqual({ "site.manage": true });
    });

    it("what is stored keeps only known names that are granted", () => {
        expect(normalisePermissions({ "discussions.view": true, "comments.add": false, "made.up": true })).toEqual({ permissions: { "discussions.view": true }, unknown: ["made.up"] });
        expect(normalisePermissions({ "site.manage": true }, CATEGORY_PERMISSION_NAMES).unknown).toEqual(["site.manage"]);
    });
});
