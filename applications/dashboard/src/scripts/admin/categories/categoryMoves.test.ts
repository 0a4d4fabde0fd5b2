import type { IAdminCategory } from "@dashboard/admin/adminTypes";
import { describePlace, planDrop, planMove } from "@dashboard/admin/categories/categoryMoves";

function category(categoryID: number, name: string, parentCategoryID: number | null, depth: number): IAdminCategory {
    return { categoryID, name, urlcode: name.toLowerCase(), description: "", parentCategoryID, depth, countDiscussions: 0, iconUrl: "", bannerUrl: "", customPermissions: false };
}

// General (1) > Help (3); Off-topic (2)
const TREE = [category(1, "General", null, 1), category(3, "Help", 1, 2), category(2, "Off-topic", null, 1)];

describe("category moves", () => {
    it("moves among siblings, and not past either end", () => {
        expect(planMove(TREE, 2, "up")).toEqual({ parentCategoryID: null, sort: 0 });
        expect(planMove(TREE, 1, "up")).toBeNull();
        expect(planMove(TREE, 2, "down")).toBeNull();
        expect(planMove(TREE, 3, "up")).toBeNull();
    });

    it("indents into the sibling above as its last child, and outdents to just after the parent", () => {
        expect(planMove(TREE, 2, "indent")).toEqual({ parentCategoryID: 1, sort: 1 });
        expect(planMove(TREE, 1, "indent")).toBeNull();
        expect(planMove(TREE, 3, "outdent")).toEqual({ parentCategoryID: null, sort: 1 });
        expect(planMove(TREE, 2, "outdent")).toBeNull();
    });

    it("a drop takes the target's place, never inside the dragged category itself", () => {
        expect(planDrop(TREE, 2, 1)).toEqual({ parentCategoryID: null, sort: 0 });
        expect(planDrop(TREE, 2, 3)).toEqual({ parentCategoryID: 1, sort: 0 });
        expect(planDrop(TREE, 1, 3)).toBeNull();
        expect(planDrop(TREE, 1, 1)).toBeNull();
    });

    it("announces the place a category ended up in", () => {
        expect(describePlace(TREE, 3)).toBe("Help: position 1 of 1 in General.");
        expect(describePlace(TREE, 2)).toBe("Off-topic: position 2 of 2 at the top level.");
    });
});
