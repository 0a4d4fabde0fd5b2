import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { hasPermission } from "@library/users/permissions";
import type { Database } from "@server/db/schema";
import type { CategoryRow } from "./schema";
import { getViewer } from "@server/http/viewer";
import { keptWhileSettingsUnchanged, keptWhileUnchanged } from "@server/db/generationMemo";
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
    /** Whether the category has permission rows of its own (roleCategoryPermissions) rather than its parent's or the global ones. */
    customPermissions: boolean;
    /** Icon and banner images (issue 14 item 4); "" when none. */
    iconUrl: string;
    bannerUrl: string;
    /** Hearth has no archived categories. */
    isArchived: false;
    /** Child categories the viewer may see. */
    countCategories: number;
    /** Discussions and comments of the category and every descendant the viewer may see. */
    countAllDiscussions: number;
    countAllComments: number;
}

/** What toApiCategory needs beyond the row: the viewer's category tree and which categories have their own permissions. */
export interface ICategoryApiContext {
    visible: readonly CategoryRow[];
    customPermissionIDs: Set<number>;
}

export async function categoryApiContext(request: FastifyRequest): Promise<ICategoryApiContext> {
    // Changed only by a role or category administrator's write: kept while the settings generation is unchanged.
    const custom = await keptWhileSettingsUnchanged(request, "customPermissionCategories", () => request.server.hearth.db.selectFrom("roleCategoryPermissions").select("categoryID").distinct().execute());
    return { visible: await viewableCategories(request), customPermissionIDs: new Set(custom.map((row) => row.categoryID)) };
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

export function toApiCategory(row: CategoryRow & { depth: number }, context: ICategoryApiContext): IApiCategory {
    const children = (parentID: number) => context.visible.filter((candidate) => candidate.parentCategoryID === parentID);
    let countAllDiscussions = 0;
    let countAllComments = 0;
    const seen = new Set<number>();
    const add = (category: CategoryRow) => {
        if (seen.has(category.categoryID)) return;
        seen.add(category.categoryID);
        countAllDiscussions += category.countDiscussions;
        countAllComments += category.countComments;
        children(category.categoryID).forEach(add);
    };
    add(row);
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
        customPermissions: context.customPermissionIDs.has(row.categoryID),
        iconUrl: row.iconUrl,
        bannerUrl: row.bannerUrl,
        isArchived: false,
        countCategories: children(row.categoryID).length,
        countAllDiscussions,
        countAllComments,
    };
}

type ViewableCategory = CategoryRow & { depth: number };
const categoriesByRequest = new WeakMap<FastifyRequest, Promise<CategoryRow[]>>();
const viewableByRequest = new WeakMap<FastifyRequest, Promise<readonly ViewableCategory[]>>();

/**
 * Every category, read once per request (the visible and the hidden ones both come from it), and
 * read again only after a write (db/generationMemo.ts): every request needs them.
 */
function requestCategories(request: FastifyRequest): Promise<CategoryRow[]> {
    let rows = categoriesByRequest.get(request);
    if (!rows) {
        rows = keptWhileUnchanged(request, "categories", () => allCategories(request.server.hearth.db));
        categoriesByRequest.set(request, rows);
    }
    return rows;
}

/**
 * The permissions are those of the viewer's roles, so viewers with the same roles see the same
 * categories: the list is kept per role set until a write (every API call and page needs it; it
 * was 5 % of a member's kept search answer at 30 categories). Shared, so frozen.
 */
async function loadViewableCategories(request: FastifyRequest): Promise<readonly ViewableCategory[]> {
    const { permissions, roleIDs } = await getViewer(request);
    return keptWhileUnchanged(request, `viewableCategories:${[...roleIDs].sort((a, b) => a - b).join(",")}`, async () => {
        const rows = await requestCategories(request);
        return Object.freeze(categoryTree(rows).filter((row) => hasPermission(permissions, "discussions.view", { resourceType: "category", resourceID: row.categoryID })));
    });
}

/** The categories whose discussions the viewer may see (discussions.view, per category); once per request. */
export function viewableCategories(request: FastifyRequest): Promise<readonly ViewableCategory[]> {
    let categories = viewableByRequest.get(request);
    if (!categories) {
        categories = loadViewableCategories(request);
        viewableByRequest.set(request, categories);
    }
    return categories;
}

/**
 * The IDs of the categories the viewer may not see. Lists filter by whichever of the two sets
 * is shorter: usually this one, often empty (no filter at all).
 */
export async function hiddenCategoryIDs(request: FastifyRequest): Promise<number[]> {
    const visible = new Set((await viewableCategories(request)).map((row) => row.categoryID));
    return (await requestCategories(request)).map((row) => row.categoryID).filter((id) => !visible.has(id));
}
