import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { hasPermission } from "@library/users/permissions";
import type { Database } from "@server/db/schema";
import type { CategoryRow } from "./schema";
import { getViewer } from "@server/http/viewer";
import { keptWhileUnchanged } from "@server/db/generationMemo";
import type { ICategoryFragment } from "@vanilla/discussions/discussionTypes";

export interface IApiCategory extends ICategoryFragment {
    description: string;
    parentCategoryID: number | null;
    urlcode: string;
    depth: number;
    countDiscussions: number;
    countComments: number;
    displayAs: "discussions";
    dateInserted: string;
}

export function categoryUrl(row: Pick<CategoryRow, "urlcode">): string {
    return `/categories/${encodeURIComponent(row.urlcode)}`;
}

/** The stored JSON list of post types, or null (the default list) when unset or unreadable. */
export function allowedDiscussionTypes(row: Pick<CategoryRow, "allowedDiscussionTypes">): string[] | null {
    if (!row.allowedDiscussionTypes) return null;
    try {
        const types: unknown = JSON.parse(row.allowedDiscussionTypes);
        return Array.isArray(types) ? types.filter((type): type is string => typeof type === "string") : null;
    } catch {
        return null;
    }
}

export function categoryFragment(row: CategoryRow): ICategoryFragment {
    const types = allowedDiscussionTypes(row);
    // Only a category with its own list carries one: absent means the default list.
    return { categoryID: row.categoryID, name: row.name, url: categoryUrl(row), ...(types ? { allowedDiscussionTypes: types } : {}) };
}

export function allCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
    return db.selectFrom("categories").selectAll().orderBy("sort").orderBy("categoryID").execute();
}

/** Categories in tree order (parents before children), each with its depth (1 at the top). */
export function categoryTree(rows: CategoryRow[]): Array<CategoryRow & { depth: number }> {
    const children = new Map<number | null, CategoryRow[]>();
    for (const row of rows) {
        const key = row.parentCategoryID ?? null;
        children.set(key, [...(children.get(key) ?? []), row]);
    }
    const ordered: Array<CategoryRow & { depth: number }> = [];
    const walk = (parent: number | null, depth: number) => {
        for (const row of children.get(parent) ?? []) {
            ordered.push({ ...row, depth });
            walk(row.categoryID, depth + 1);
        }
    };
    walk(null, 1);
    return ordered;
}

export function toApiCategory(row: CategoryRow & { depth: number }): IApiCategory {
    return {
        ...categoryFragment(row),
        description: row.description,
        parentCategoryID: row.parentCategoryID,
        urlcode: row.urlcode,
        depth: row.depth,
        countDiscussions: row.countDiscussions,
        countComments: row.countComments,
        displayAs: "discussions",
        dateInserted: row.dateInserted,
    };
}

type ViewableCategory = CategoryRow & { depth: number };
const viewableByRequest = new WeakMap<FastifyRequest, Promise<ViewableCategory[]>>();

async function loadViewableCategories(request: FastifyRequest): Promise<ViewableCategory[]> {
    const { permissions } = await getViewer(request);
    // Read again only after a write (db/generationMemo.ts): every request needs them.
    const rows = await keptWhileUnchanged(request, "categories", () => allCategories(request.server.hearth.db));
    return categoryTree(rows).filter((row) =>
        hasPermission(permissions, "discussions.view", { resourceType: "category", resourceID: row.categoryID }),
    );
}

/** The categories whose discussions the viewer may see (discussions.view, per category); once per request. */
export function viewableCategories(request: FastifyRequest): Promise<ViewableCategory[]> {
    let categories = viewableByRequest.get(request);
    if (!categories) {
        categories = loadViewableCategories(request);
        viewableByRequest.set(request, categories);
    }
    return categories;
}
