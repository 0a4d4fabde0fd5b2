/**
 * Server side of the "online" add-on: GET /api/v2/online and the panel widget, registered only
 * through IServerAddonApi (no core file knows about this add-on).
 */
import type { Kysely } from "kysely";
import { registerComponent } from "@library/registry/componentRegistry";
import type { IServerAddonApi } from "@server/addons/addonRegistry";
import type { Database } from "@server/db/schema";
import { userFragment } from "@server/users/usersModel";
import WhosOnline from "../scripts/WhosOnline";
import { ONLINE_WINDOW_MINUTES } from "../scripts/onlineTypes";

const ONLINE_LIMIT = 50;

export async function onlineUsers(db: Kysely<Database>, now = Date.now()) {
    const since = new Date(now - ONLINE_WINDOW_MINUTES * 60_000).toISOString();
    const rows = await db
        .selectFrom("users")
        .select(["userID", "name", "photoUrl", "dateLastActive"])
        .where("dateLastActive", ">=", since)
        .where("banned", "=", 0)
        // A private profile (shell §6) is not announced to the whole forum.
        .where("private", "=", 0)
        .orderBy("dateLastActive", "desc")
        .limit(ONLINE_LIMIT)
        .execute();
    return rows.map(userFragment);
}

export default function registerOnline(api: IServerAddonApi): void {
    // Server rendering needs the component itself; the browser gets it from the add-on's bundle.
    registerComponent("WhosOnline", WhosOnline);

    api.apiRoutes((scope) => {
        scope.get("/online", async () => onlineUsers(api.db));
    });

    api.registerWidget({
        slot: "panel",
        component: "WhosOnline",
        props: async () => ({ users: await onlineUsers(api.db), windowMinutes: ONLINE_WINDOW_MINUTES }),
    });
}
