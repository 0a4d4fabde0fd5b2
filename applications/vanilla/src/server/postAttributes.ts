/**
 * Add-ons' data taken with a new discussion (`attributes.<name>` of POST /api/v2/discussions,
 * IAddonPostAttribute of the server add-on API): each value is checked by its add-on before the
 * transaction opens, then saved inside it right after the discussion's row, so a poll never
 * exists without its discussion nor a poll discussion without its poll.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { HttpError, type IFieldErrorBody } from "@server/http/httpErrors";
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { AddonRegistry } from "@server/addons/addonRegistry";
import type { IAddonPostAttribute } from "@server/addons/serverAddonApi";

export interface IParsedPostAttributes {
    save(db: Kysely<Database>, discussionID: number, now: string): Promise<void>;
}

/** Checks every attribute sent; an unknown name (no enabled add-on takes it) is a 400 naming it. */
export function parsePostAttributes(
    host: { addons?: Pick<AddonRegistry, "postAttribute"> },
    actor: { userID: number; permissions: IPermissionsRecord },
    attributes: Record<string, unknown> | undefined,
): IParsedPostAttributes {
    const context = { userID: actor.userID, can: (permission: string) => hasPermission(actor.permissions, permission, { mode: "global" }) };
    const parsed: Array<{ attribute: IAddonPostAttribute; value: unknown }> = [];
    for (const [name, value] of Object.entries(attributes ?? {})) {
        if (value === undefined || value === null) continue;
        const attribute = host.addons?.postAttribute(name);
        if (!attribute) {
            const error: IFieldErrorBody = { field: `attributes.${name}`, message: `A discussion takes no "${name}" attribute on this forum.`, code: "unknown", status: 400 };
            throw new HttpError(400, error.message, [error]);
        }
        parsed.push({ attribute, value: attribute.parse(value, context) });
    }
    return {
        save: async (db, discussionID, now) => {
            for (const { attribute, value } of parsed) await attribute.save(value, { ...context, db, discussionID, now });
        },
    };
}
