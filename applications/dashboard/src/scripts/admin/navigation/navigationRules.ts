/**
 * What the site configuration's Navigation.Items may hold (shell §2, §3 "Navigation item", §5
 * safe links): checked by PATCH /config and, before a save, by the navigation editor, item by
 * item so each message can stand beside its field.
 *
 * The value is a list (every locale), or lists keyed by locale ("*" for the others). An item is
 * {name, url?, permission?, roleIDs?, isHidden?, badge?, children?, id?}; children make a
 * mega-menu, a child with children is a group of it (three levels at most).
 */
import { isSafeLink } from "@library/utility/safeLinks";

export const MAX_NAVIGATION_DEPTH = 3;
export const MAX_NAME_LENGTH = 100;
export const MAX_BADGE_LENGTH = 20;
const PERMISSION_NAME = /^[A-Za-z0-9_.-]+$/;
const LOCALE_KEY = /^(\*|[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)$/;

export type NavigationField = "item" | "name" | "url" | "permission" | "roleIDs" | "isHidden" | "badge" | "children";

export interface INavigationProblem {
    /** The locale's key ("*" for a plain list) and the item's position at each level. */
    locale: string;
    path: number[];
    field: NavigationField;
    message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

function itemProblems(raw: unknown, locale: string, path: number[], problems: INavigationProblem[]): void {
    const add = (field: NavigationField, message: string): void => {
        problems.push({ locale, path, field, message });
    };
    if (!isRecord(raw)) return add("item", "An item must be an object.");
    const name = raw.name;
    if (typeof name !== "string" || !name.trim()) add("name", "Give the item a name.");
    else if (name.trim().length > MAX_NAME_LENGTH) add("name", `The name can be at most ${MAX_NAME_LENGTH} characters.`);
    const url = raw.url;
    if (url !== undefined && url !== null && (typeof url !== "string" || (url.trim() !== "" && !isSafeLink(url.trim())))) {
        add("url", "This is not a safe link: use an http or https address, a path on this site, mailto: or tel:.");
    }
    const permission = raw.permission;
    if (permission !== undefined && permission !== null && permission !== "") {
        const names = Array.isArray(permission) ? permission : [permission];
        if (!names.every((entry) => typeof entry === "string" && PERMISSION_NAME.test(entry))) add("permission", "A permission is a name such as discussions.view.");
    }
    if (raw.roleIDs !== undefined && !(Array.isArray(raw.roleIDs) && raw.roleIDs.every((id) => Number.isInteger(id) && (id as number) > 0))) {
        add("roleIDs", "Roles are given by their IDs.");
    }
    if (raw.isHidden !== undefined && typeof raw.isHidden !== "boolean") add("isHidden", "Hidden is on or off.");
    const badge = raw.badge;
    if (badge !== undefined && badge !== null) {
        if (!isRecord(badge) || badge.type !== "text" || typeof badge.text !== "string") add("badge", "A badge is a short text.");
        else if (badge.text.trim().length > MAX_BADGE_LENGTH) add("badge", `A badge can be at most ${MAX_BADGE_LENGTH} characters.`);
    }
    const children = raw.children;
    if (children !== undefined && !Array.isArray(children)) return add("children", "The links under an item must be a list.");
    const hasChildren = Array.isArray(children) && children.length > 0;
    if (hasChildren && path.length >= MAX_NAVIGATION_DEPTH) add("children", `Menus go ${MAX_NAVIGATION_DEPTH} levels deep at most.`);
    // Shell §2: an item needs a name and either a url or children, or it is dropped: say so instead.
    if (!hasChildren && !(typeof url === "string" && url.trim())) add("url", "Give the item an address, or links under it.");
    if (hasChildren && path.length < MAX_NAVIGATION_DEPTH) children.forEach((child, index) => itemProblems(child, locale, [...path, index], problems));
}

/** Every problem of a Navigation.Items value; an empty list when it may be saved. */
export function navigationProblems(value: unknown): INavigationProblem[] {
    const problems: INavigationProblem[] = [];
    const lists: Array<[string, unknown]> = Array.isArray(value) ? [["*", value]] : isRecord(value) ? Object.entries(value) : [];
    if (!Array.isArray(value) && !isRecord(value)) return [{ locale: "*", path: [], field: "item", message: "The navigation must be a list, or lists by locale." }];
    for (const [locale, list] of lists) {
        if (!LOCALE_KEY.test(locale) || !Array.isArray(list)) {
            problems.push({ locale, path: [], field: "item", message: "The navigation must be a list, or lists by locale." });
            continue;
        }
        list.forEach((item, index) => itemProblems(item, locale, [index], problems));
    }
    return problems;
}

/** One problem in words that name where it is ("en, item 3.1: Give the item a name."): the API's message. */
export function describeProblem(problem: INavigationProblem): string {
    const where = problem.path.length ? `item ${problem.path.map((index) => index + 1).join(".")}` : "";
    const locale = problem.locale === "*" ? "" : problem.locale;
    const prefix = [locale, where].filter(Boolean).join(", ");
    return prefix ? `${prefix}: ${problem.message}` : problem.message;
}
