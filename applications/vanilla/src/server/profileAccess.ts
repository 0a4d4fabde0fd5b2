/**
 * Who sees what of someone's profile pages (/profile/{name} and every tab): the same rule as the
 * user card and GET /users/{id} (shell §6).
 * - "denied": the viewer holds none of the user-card permissions (the name is plain text for
 *   them everywhere), and it is not their own profile: the Permission Problem page.
 * - "reduced": a private profile, or a banned one while ui.bannedPrivateProfile is on, seen by
 *   anyone but its owner and holders of personalInfo.view: the reduced card (photo, name, the
 *   label Banned or Private and its message) on every tab, nothing else of the member.
 * - "full": everything the tab shows.
 */
import type { FastifyRequest } from "fastify";
import { hasPermission } from "@library/users/permissions";
import type { UserRow } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";

const USER_CARD_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"];

export type ProfileView = { kind: "full" } | { kind: "reduced"; reason: "banned" | "private" } | { kind: "denied" };

export async function profileView(request: FastifyRequest, user: Pick<UserRow, "userID" | "private" | "banned">): Promise<ProfileView> {
    const { user: viewer, permissions } = await getViewer(request);
    if (viewer.userID !== 0 && viewer.userID === user.userID) return { kind: "full" };
    if (!hasPermission(permissions, USER_CARD_PERMISSIONS)) return { kind: "denied" };
    if (hasPermission(permissions, "personalInfo.view")) return { kind: "full" };
    const bannedPrivate = request.server.hearth.config.get<boolean>("ui.bannedPrivateProfile", false) === true;
    // The card's order (userCardRules.ts): a banned member's label wins over their private flag.
    if (user.banned !== 0 && bannedPrivate) return { kind: "reduced", reason: "banned" };
    if (user.private === 1) return { kind: "reduced", reason: "private" };
    return { kind: "full" };
}

/** Whether the viewer sees the whole profile (its posts, counts and reactions). */
export async function canViewProfile(request: FastifyRequest, user: Pick<UserRow, "userID" | "private" | "banned">): Promise<boolean> {
    return (await profileView(request, user)).kind === "full";
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

/**
 * The API's lists by author (GET /discussions?insertUserID=, GET /comments?insertUserID=) are
 * what the profile's tabs show: the same rule, so a reduced profile's posts cannot be listed
 * through the API either. An unknown member is an empty list, as Vanilla answers.
 */
export async function requireAuthorListVisible(request: FastifyRequest, userID: number): Promise<void> {
    const user = await request.server.hearth.db.selectFrom("users").select(["userID", "private", "banned"]).where("userID", "=", userID).executeTakeFirst();
    if (!user) return;
    const view = await profileView(request, user);
    if (view.kind === "full") return;
    const message = view.kind === "reduced" ? (view.reason === "banned" ? "This user has been banned." : "This user's profile is private.") : "You don't have permission to view this profile.";
    throw new HttpError(403, message);
}
