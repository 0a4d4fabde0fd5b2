/**
 * Reordering and nesting categories by keyboard or drag (issue 14 item 4): what each move asks of
 * the server (PATCH /categories/{id} {parentCategoryID, sort}) and what is announced, computed from
 * the list in tree order. A move that cannot happen (the first can't go up) is null.
 */
import type { IAdminCategory } from "@dashboard/admin/adminTypes";

export type CategoryMove = "up" | "down" | "indent" | "outdent";

export interface IMovePlan {
    parentCategoryID: number | null;
    sort: number;
}

function siblingsOf(categories: IAdminCategory[], parentID: number | null): IAdminCategory[] {
    return categories.filter((category) => category.parentCategoryID === parentID);
}

export function planMove(categories: IAdminCategory[], categoryID: number, move: CategoryMove): IMovePlan | null {
    const category = categories.find((candidate) => candidate.categoryID === categoryID);
    if (!category) return null;
    const siblings = siblingsOf(categories, category.parentCategoryID);
    const index = siblings.findIndex((sibling) => sibling.categoryID === categoryID);
    switch (move) {
        case "up":
            return index > 0 ? { parentCategoryID: category.parentCategoryID, sort: index - 1 } : null;
        case "down":
            return index < siblings.length - 1 ? { parentCategoryID: category.parentCategoryID, sort: index + 1 } : null;
        case "indent": {
            // Into the sibling above, as its last child.
            const above = siblings[index - 1];
            return above ? { parentCategoryID: above.categoryID, sort: siblingsOf(categories, above.categoryID).length } : null;
        }
        case "outdent": {
            // Out of its parent, just after it.
            const parent = categories.find((candidate) => candidate.categoryID === category.parentCategoryID);
            if (!parent) return null;
            const parentIndex = siblingsOf(categories, parent.parentCategoryID).findIndex((sibling) => sibling.categoryID === parent.categoryID);
            return { parentCategoryID: parent.parentCategoryID, sort: parentIndex + 1 };
        }
    }
}

/** A drop of `dragged` on `target`: it takes the target's place among the target's siblings. Null when it would go inside itself. */
export function planDrop(categories: IAdminCategory[], draggedID: number, targetID: number): IMovePlan | null {
    if (draggedID === targetID) return null;
    const target = categories.find((candidate) => candidate.categoryID === targetID);
    if (!target) return null;
    for (let at: number | null = target.parentCategoryID; at !== null; at = categories.find((candidate) => candidate.categoryID === at)?.parentCategoryID ?? null) {
        if (at === draggedID) return null;
    }
    const siblings = siblingsOf(categories, target.parentCategoryID).filter((sibling) => sibling.categoryID !== draggedID);
    return { parentCategoryID: target.parentCategoryID, sort: siblings.findIndex((sibling) => sibling.categoryID === targetID) };
}

/** What a screen reader hears after a move, read from the list the server answered. */
export function describePlace(categories: IAdminCategory[], categoryID: number): string {
    const category = categories.find((candidate) => candidate.categoryID === categoryID);
    if (!category) return "";
    const siblings = siblingsOf(categories, category.parentCategoryID);
    const position = siblings.findIndex((sibling) => sibling.categoryID === categoryID) + 1;
    const parent = categories.find((candidate) => candidate.categoryID === category.parentCategoryID);
    return `${category.name}: position ${position} of ${siblings.length}${parent ? ` in ${parent.name}` : " at the top level"}.`;
}
