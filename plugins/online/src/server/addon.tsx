/**
 * Server side of the "online" add-on: GET /api/v2/online, the "online.view" permission, two
 * settings and the panel widget, all through the server add-on facade (no core file knows about
 * this add-on, and it imports nothing of the core but the facade).
 */
import { defineServerAddon, toUserFragment, type AddonDatabase, type IUserFragment } from "@server/addons/serverAddonApi";
import WhosOnline from "../scripts/WhosOnline";
import { ONLINE_WINDOW_MINUTES } from "../scripts/onlineTypes";

export const ONLINE_VIEW_PERMISSION = "online.view";

export async function onlineUsers(db: AddonDatabase, options: { windowMinutes: number; limit: number; now?: number }): Promise<IUserFragment[]> {
    const since = new Date((options.now ?? Date.now()) - options.windowMinutes * 60_000).toISOString();
    const rows = await db
        .selectFrom("users")
        .select(["userID", "name", "photoUrl", "dateLastActive"])
        .where("dateLastActive", ">=", since)
        .where("banned", "=", 0)
        // A private profile (shell §6) is not announced to the whole forum.
        .where("private", "=", 0)
        .orderBy("dateLastActive", "desc")
        .limit(options.limit)
        .execute();
    return rows.map(toUserFragment);
}

export default defineServerAddon((api) => {
    // Plugins.online.windowMinutes and Plugins.online.limit in the site configuration.
    const settings = api.defineSettings({ windowMinutes: ONLINE_WINDOW_MINUTES, limit: 50 });
    const current = () => onlineUsers(api.db, { windowMinutes: settings.get("windowMinutes"), limit: settings.get("limit") });

    api.declarePermission({
        name: ONLINE_VIEW_PERMISSION,
        description: "See who was active in the last minutes.",
        defaultRoles: ["guest", "member", "moderator", "administrator"],
    });

    api.route({
        method: "GET",
        url: "/online",
        handler: async (request) => {
            await api.requirePermission(request, ONLINE_VIEW_PERMISSION);
            return current();
        },
    });

    api.registerWidget({
        slot: "panel",
        name: "WhosOnline",
        component: WhosOnline,
        props: async (request) => ((await api.viewerCan(request, ONLINE_VIEW_PERMISSION)) ? { users: await current(), windowMinutes: settings.get("windowMinutes") } : null),
    });
});
