/**
 * Who may open someone's profile pages (/profile/{name}, /profile/reactions/{name}): the same
 * rule as the user card and GET /users/{id} (shell §6). Anyone else's profile needs one of the
 * user-card permissions; a private profile, or a banned one while ui.bannedPrivateProfile is on,
 * only opens for its owner and holders of personalInfo.view. Our choice for the page (the spec
 * shows only the reduced card): the others get the Permission Problem page, so nothing about the
 * member (title, join date, counts, posts, reactions) is rendered for them.
 */
import type { FastifyRequest } from "fastify";
import { hasPermission } from "@library/users/permissions";
import type { UserRow } from "@server/db/schema";
import { getViewer } from "@server/http/viewer";

const USER_CARD_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"];

export async function canViewProfile(request: FastifyRequest, user: Pick<UserRow, "userID" | "private" | "banned">): Promise<boolean> {
    const { user: viewer, permissions } = await getViewer(request);
    if (viewer.userID !== 0 && viewer.userID === user.userID) return true;
    if (!hasPermission(permissions, USER_CARD_PERMISSIONS)) return false;
    if (hasPermission(permissions, "personalInfo.view")) return true;
    const bannedPrivate = request.server.hearth.config.get<boolean>("ui.bannedPrivateProfile", false) === true;
    return !(user.private === 1 || (user.banned !== 0 && bannedPrivate));
}

/**
 * The same rule for lists of members (the site search): which profiles the viewer may find.
 * "none": only their own; "public": not private, nor banned while ui.bannedPrivateProfile is on;
 * "all": holders of personalInfo.view.
 */
export async function findableProfiles(request: FastifyRequest): Promise<{ profiles: "none" | "public" | "all"; hideBanned: boolean }> {
    const { permissions } = await getViewer(request);
    const hideBanned = request.server.hearth.config.get<boolean>("ui.bannedPrivateProfile", false) === true;
    if (!hasPermission(permissions, USER_CARD_PERMISSIONS)) return { profiles: "none", hideBanned };
    return { profiles: hasPermission(permissions, "personalInfo.view") ? "all" : "public", hideBanned };
}
