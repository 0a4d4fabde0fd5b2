/**
 * The dashboard's sections (issue 14): one list for the side navigation, the dashboard home's
 * links, the account drop-down's "Dashboard" link and the server's page guards, so that what a
 * viewer is shown and what the server lets them open can never disagree.
 *
 * Permission names come from the spec (content §6, shell §6); any one of a list grants
 * (hasPermission). Administrators hold every permission.
 */
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { hasPermission } from "@library/users/permissions";

export interface IAdminSection {
    id: string;
    /** Untranslated label: the layout passes it through t(). */
    label: string;
    href: string;
    permission: string | string[];
}

/** Site configuration, navigation, add-ons, locales and themes: the site manager's. */
const SITE = "site.manage";
/** Reports: whoever moderates content somewhere. */
const MODERATE = ["community.moderate", "discussions.moderate"];

export const ADMIN_SECTIONS: readonly IAdminSection[] = [
    // The home shows the totals and links to the others: anyone who may open any section.
    { id: "home", label: "Dashboard", href: "/dashboard", permission: [SITE, "community.manage", "users.edit", "users.add", ...MODERATE] },
    { id: "settings", label: "Settings", href: "/dashboard/settings", permission: SITE },
    { id: "navigation", label: "Navigation", href: "/dashboard/navigation", permission: SITE },
    { id: "addons", label: "Add-ons", href: "/dashboard/addons", permission: SITE },
    { id: "locales", label: "Locales", href: "/dashboard/locales", permission: SITE },
    { id: "themes", label: "Themes", href: "/appearance/themes", permission: SITE },
    { id: "layouts", label: "Layouts", href: "/appearance/layouts", permission: SITE },
    { id: "fragments", label: "Fragments", href: "/appearance/fragments", permission: SITE },
    { id: "categories", label: "Categories", href: "/dashboard/categories", permission: "community.manage" },
    // Roles decide every permission: only a site manager edits them (a moderator could otherwise raise themselves).
    { id: "roles", label: "Roles & Permissions", href: "/dashboard/roles", permission: SITE },
    { id: "members", label: "Members", href: "/dashboard/members", permission: ["users.edit", "users.add"] },
    { id: "reports", label: "Reports", href: "/dashboard/content/reports", permission: MODERATE },
    // Every edit and deletion in the categories the viewer moderates (content §6: revision history is discussions.moderate's,
    // not community.moderate's), so only a holder of it is offered the link: the page answers 403 to anyone else.
    { id: "log", label: "Change Log", href: "/log/filter", permission: "discussions.moderate" },
    { id: "audit", label: "Audit Log", href: "/dashboard/audit-log", permission: SITE },
];

/** The section with this id; throws for an unknown id (a typo in a page would otherwise show no active section). */
export function adminSection(id: string): IAdminSection {
    const section = ADMIN_SECTIONS.find((candidate) => candidate.id === id);
    if (!section) throw new Error(`No dashboard section "${id}".`);
    return section;
}

/** Whether the permissions open this section (global or on any category: globalOrResource). */
export function canSeeAdminSection(permissions: IPermissionsRecord, section: IAdminSection): boolean {
    return hasPermission(permissions, section.permission);
}

/**
 * The sections a viewer may open, in the list's order. Takes anything holding a permissions
 * record: the server's viewer (http/viewer.ts) or the page's preloaded meta.
 */
export function visibleAdminSections(viewer: { permissions: IPermissionsRecord }): IAdminSection[] {
    return ADMIN_SECTIONS.filter((section) => canSeeAdminSection(viewer.permissions, section));
}
