/**
 * The names of the icon set. The drawings are in iconPaths.ts, which only the server imports (it
 * makes the icon sprite from them): a name here without a path there is a type error.
 */
export const ICON_NAMES = ["close", "menu", "chevronDown", "chevronUp", "chevronLeft", "chevronRight", "check", "search", "user", "notifications", "messages", "warning", "info", "notFound", "translate", "edit", "bookmark", "link", "upload"] as const;

export type IconName = (typeof ICON_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

/** Names from data (a theme, the server) are checked at run time; a prototype key is no name. */
export function isIconName(name: string): name is IconName {
    return NAMES.has(name);
}
