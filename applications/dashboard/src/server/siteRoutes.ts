/**
 * Site resources (shell §7): GET/PATCH /config (the roles are in admin/rolesRoutes.ts).
 * Configuration is readable by anyone for the keys pages need anyway (PUBLIC_CONFIG_KEYS); every
 * other key, and every change, needs site.manage. PATCH errors are grouped by field (shell §5).
 */
import type { FastifyInstance } from "fastify";
import { isSafeImageSource, isSiteRelativeLink } from "@library/utility/safeLinks";
import { DEFAULT_CONFIG, type ConfigValue } from "@server/config/siteConfig";
import { HttpError, type IFieldErrorBody } from "@server/http/httpErrors";
import { requirePermission, viewerCan } from "@server/http/viewer";
import { settingError, settingField } from "@dashboard/admin/settings/settingsFields";
import { describeProblem, navigationProblems } from "@dashboard/admin/navigation/navigationRules";

export const PUBLIC_CONFIG_KEYS = ["Garden.Title", "Garden.Locale", "Garden.Registration.Method", "Garden.Cookie.Name", "Garden.Cookie.Path"];
const READ_ONLY_KEYS = ["Garden.Cookie.Name", "Garden.Cookie.Path"];
const LOGO_IMAGE_KEYS = ["TitleBar.Logo.ImageUrl", "TitleBar.Logo.ImageUrlMobile"];

/** A known key, matched without regard to case ("garden.cookie.name" is "Garden.Cookie.Name"). */
function canonicalKey(key: string): string | undefined {
    const lower = key.toLowerCase();
    return Object.keys(DEFAULT_CONFIG).find((known) => known.toLowerCase() === lower);
}

/** What a value must be to replace the default: a list for a list, anything for an unset (null) default. */
function kindOf(value: unknown): string {
    if (value === null) return "null";
    return Array.isArray(value) ? "list" : typeof value;
}

function valueError(key: string, value: unknown): string | null {
    if (READ_ONLY_KEYS.includes(key)) return `${key} cannot be changed here.`;
    const expected = kindOf(DEFAULT_CONFIG[key]);
    // typeof alone would let an object replace a list, and refuse every value of a key whose default is null.
    // The dashboard's settings have a rule each, in words for the form (settingsFields.ts).
    const field = settingField(key);
    if (field) return settingError(field, value);
    // A list, or lists by locale (navigationRules.ts): every item's name, safe link, permission, roles, badge.
    if (key === "Navigation.Items") {
        const problems = navigationProblems(value);
        return problems.length ? problems.slice(0, 5).map(describeProblem).join(" ") : null;
    }
    if (expected !== "null" && kindOf(value) !== expected) return `${key} must be a ${expected}.`;
    if (key === "Garden.Registration.Method" && !["Basic", "Closed"].includes(value as string)) return `${key} must be Basic or Closed.`;
    if (key === "Garden.Title" && !(value as string).trim()) return `${key} cannot be empty.`;
    // Shell §5, only safe links: the logo links within the site, its images are http(s) or on the site.
    if (key === "TitleBar.Logo.Url" && !isSiteRelativeLink(value as string)) return `${key} must be an address on this site, starting with one slash.`;
    if (LOGO_IMAGE_KEYS.includes(key) && !isSafeImageSource((value as string).trim())) return `${key} must be an http or https address or one on this site.`;
    return null;
}

export async function registerSiteRoutes(app: FastifyInstance): Promise<void> {
    const { config } = app.hearth;

    app.get<{ Querystring: { select?: string } }>(
        "/api/v2/config",
        { schema: { querystring: { type: "object", properties: { select: { type: "string", maxLength: 2000 } } } } },
        async (request) => {
            const manager = await viewerCan(request, "site.manage");
            const requested = request.query.select ? request.query.select.split(",").map((key) => key.trim()).filter(Boolean) : Object.keys(DEFAULT_CONFIG);
            const result: Record<string, ConfigValue> = {};
            for (const key of requested) {
                const known = canonicalKey(key);
                if (!known) continue;
                if (!manager && !PUBLIC_CONFIG_KEYS.includes(known)) {
                    if (request.query.select) throw new HttpError(403, `You need the site.manage permission to read ${known}.`);
                    continue;
                }
                result[key] = config.get(known);
            }
            return result;
        },
    );

    app.patch<{ Body: Record<string, unknown> }>("/api/v2/config", { schema: { body: { type: "object", minProperties: 1 } } }, async (request) => {
        await requirePermission(request, "site.manage");
        const errors: IFieldErrorBody[] = [];
        const changes: Array<[string, ConfigValue]> = [];
        for (const [key, value] of Object.entries(request.body)) {
            const known = canonicalKey(key);
            const problem = known ? valueError(known, value) : `${key} is not a configuration key.`;
            if (problem) errors.push({ field: key, message: problem, code: known ? "type" : "unknown", status: 400 });
            else changes.push([known!, value as ConfigValue]);
        }
        // All or nothing: one bad value saves none of them, so the form can be corrected whole.
        if (errors.length) throw new HttpError(400, errors.length === 1 ? errors[0]!.message : "Validation Failed", errors);
        await config.setMany(Object.fromEntries(changes));
        return Object.fromEntries(changes);
    });
}
