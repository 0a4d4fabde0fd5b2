/**
 * Server side of the "badges" add-on, entirely through the add-on facade (API 5): the badges and
 * their API (Vanilla's GET /users/{id}/badges), the rule badges checked in a job after each post
 * or reaction received (api.onEvent) and on demand, moderators' awards and revocations with a
 * reason, a notification per award, the profile's Badges section (the "profile" widget slot), the
 * /badges page and the dashboard page.
 */
import { AddonIsland, t } from "@library/addons/addonApi";
import { defineServerAddon, HttpError, notFound, type AddonRequest } from "@server/addons/serverAddonApi";
import BadgesAdmin from "../scripts/BadgesAdmin";
import BadgesPage from "../scripts/BadgesPage";
import BadgesProfile from "../scripts/BadgesProfile";
import { awardByHand, badgeHolders, checkRuleBadges, listBadges, revokeBadge, userBadges, type BadgesDatabase, type IBadgesTables } from "./badgesModel";
import { badgesMigrations } from "./badgesMigrations";
import { notifyBadge } from "./badgesNotify";
import { seedBadges } from "./badgesSeed";

/** Award and revoke badges by hand. */
export const BADGES_AWARD_PERMISSION = "badges.award";
/** Creating, editing and deleting badges is site configuration. */
const MANAGE = "site.manage";

const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;
const badgeBody = {
    type: "object",
    additionalProperties: false,
    properties: { name: { type: "string", minLength: 1, maxLength: 100 }, description: { type: "string", maxLength: 500 } },
} as const;
const awardBody = {
    type: "object",
    additionalProperties: false,
    required: ["reason"],
    properties: { userID: { type: "integer", minimum: 1 }, name: { type: "string", minLength: 1, maxLength: 100 }, reason: { type: "string", minLength: 1, maxLength: 500 } },
} as const;

export default defineServerAddon((api) => {
    const db: BadgesDatabase = api.dbWithTables<IBadgesTables>();
    /** First accepted answer counts only while qna is on. */
    const options = () => ({ qna: api.isAddonEnabled("qna") });

    api.migrations(badgesMigrations);
    api.declarePermission({ name: BADGES_AWARD_PERMISSION, description: "Award badges to members and revoke them, with a reason.", defaultRoles: ["moderator", "administrator"] });
    api.seedDemoForum(({ db: seedDb }) => seedBadges(seedDb as BadgesDatabase, options()));

    /** Checks the rules for a member and tells them of each new badge (runs in the event's job). */
    async function checkAndNotify(userID: number): Promise<void> {
        for (const badge of await checkRuleBadges(db, userID, options())) await notifyBadge(api, db, badge, userID);
    }
    api.onEvent("discussionAdded", (event) => checkAndNotify(event.authorID));
    api.onEvent("commentAdded", (event) => checkAndNotify(event.authorID));
    api.onEvent("reactionAdded", (event) => checkAndNotify(event.recordAuthorID));

    async function findBadge(badgeID: number) {
        const row = await db.selectFrom("badges_badges").selectAll().where("badgeID", "=", badgeID).executeTakeFirst();
        if (!row || (row.rule === "first-answer" && !options().qna)) throw notFound("Badge");
        return row;
    }

    async function withHolders() {
        const badges = await listBadges(db, options());
        const holders = await badgeHolders(db, badges.map((badge) => badge.badgeID));
        return badges.map((badge) => ({ ...badge, users: holders.filter((holder) => holder.badgeID === badge.badgeID).map(({ badgeID: _badgeID, ...user }) => user) }));
    }

    api.route({ method: "GET", url: "/badges", handler: async () => listBadges(db, options()) });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/badges/:id",
        schema: { params: idParams },
        handler: async (request) => {
            const badge = await findBadge(request.params.id);
            return (await withHolders()).find((candidate) => candidate.badgeID === badge.badgeID);
        },
    });

    api.route<{ Body: { name: string; description?: string } }>({
        method: "POST",
        url: "/badges",
        schema: { body: { ...badgeBody, required: ["name"] } },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            const last = await db.selectFrom("badges_badges").select(["badgeID", "sort"]).orderBy("badgeID", "desc").limit(1).executeTakeFirst();
            const row = await db
                .insertInto("badges_badges")
                .values({ key: `custom-${(last?.badgeID ?? 0) + 1}-${Date.now().toString(36)}`, name: request.body.name.trim(), description: request.body.description?.trim() ?? "", rule: null, sort: (last?.sort ?? 0) + 1 })
                .returning("badgeID")
                .executeTakeFirstOrThrow();
            return reply.status(201).send((await listBadges(db, options())).find((badge) => badge.badgeID === row.badgeID));
        },
    });

    api.route<{ Params: { id: number }; Body: { name?: string; description?: string } }>({
        method: "PATCH",
        url: "/badges/:id",
        schema: { params: idParams, body: badgeBody },
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            const badge = await findBadge(request.params.id);
            await db
                .updateTable("badges_badges")
                .set({ name: request.body.name?.trim() ?? badge.name, description: request.body.description?.trim() ?? badge.description })
                .where("badgeID", "=", badge.badgeID)
                .execute();
            return (await listBadges(db, options())).find((candidate) => candidate.badgeID === badge.badgeID);
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "DELETE",
        url: "/badges/:id",
        schema: { params: idParams },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            const badge = await findBadge(request.params.id);
            // A rule's badge would only be given again by its rule: it can be renamed, not deleted.
            if (badge.rule) throw new HttpError(400, "A badge given by a rule cannot be deleted.");
            await db.transaction().execute(async (trx) => {
                await trx.deleteFrom("badges_users").where("badgeID", "=", badge.badgeID).execute();
                await trx.deleteFrom("badges_badges").where("badgeID", "=", badge.badgeID).execute();
            });
            return reply.status(204).send();
        },
    });

    /** The member an award names, by ID or by name. */
    async function awardee(body: { userID?: number; name?: string }) {
        if (!body.userID && !body.name) throw new HttpError(400, "Name the member.", [{ field: "name", message: "Name the member.", code: "missing", status: 400 }]);
        const query = db.selectFrom("users").select(["userID", "name"]);
        const user = await (body.userID ? query.where("userID", "=", body.userID) : query.where("name", "=", body.name!.trim())).executeTakeFirst();
        if (!user) throw new HttpError(404, "There is no member by that name.", [{ field: "name", message: "There is no member by that name.", code: "missing", status: 404 }]);
        return user;
    }

    // Award by hand with a reason: 201 when given now, 200 when the member already held it (one row either way).
    api.route<{ Params: { id: number }; Body: { userID?: number; name?: string; reason: string } }>({
        method: "POST",
        url: "/badges/:id/users",
        schema: { params: idParams, body: awardBody },
        handler: async (request, reply) => {
            await api.requirePermission(request, BADGES_AWARD_PERMISSION);
            const badge = await findBadge(request.params.id);
            const user = await awardee(request.body);
            const moderator = await api.currentUser(request);
            const given = await awardByHand(db, badge.badgeID, user.userID, moderator.userID, request.body.reason.trim());
            if (given) await notifyBadge(api, db, badge, user.userID);
            return reply.status(given ? 201 : 200).send({ badgeID: badge.badgeID, userID: user.userID, name: user.name, awarded: given });
        },
    });

    api.route<{ Params: { id: number }; Body: { userID?: number; name?: string; reason: string } }>({
        method: "POST",
        url: "/badges/:id/revoke",
        schema: { params: idParams, body: awardBody },
        handler: async (request) => {
            await api.requirePermission(request, BADGES_AWARD_PERMISSION);
            const badge = await findBadge(request.params.id);
            const user = await awardee(request.body);
            const moderator = await api.currentUser(request);
            const revoked = await revokeBadge(db, badge.badgeID, user.userID, moderator.userID, request.body.reason.trim());
            if (!revoked) throw new HttpError(404, "The member does not hold this badge.");
            return { badgeID: badge.badgeID, userID: user.userID, name: user.name, revoked };
        },
    });

    // On demand: the rules for every member (after turning qna on, or for anniversaries).
    api.route({
        method: "POST",
        url: "/badges/recalculate",
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            let awarded = 0;
            for (const { userID } of await db.selectFrom("users").select("userID").orderBy("userID").execute()) {
                const given = await checkRuleBadges(db, userID, options());
                for (const badge of given) await notifyBadge(api, db, badge, userID);
                awarded += given.length;
            }
            return { awarded };
        },
    });

    // Vanilla's GET /users/{id}/badges.
    api.route<{ Params: { id: number }; Querystring: { page: number; limit: number } }>({
        method: "GET",
        url: "/users/:id/badges",
        schema: {
            params: idParams,
            querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, maximum: 100, default: 1 }, limit: { type: "integer", minimum: 1, maximum: 100, default: 30 } } },
        },
        handler: async (request) => {
            const user = await db.selectFrom("users").select("userID").where("userID", "=", request.params.id).executeTakeFirst();
            if (!user) throw notFound("User");
            const { page, limit } = request.query;
            return userBadges(db, user.userID, { ...options(), limit, offset: (page - 1) * limit });
        },
    });

    api.registerWidget({
        slot: "profile",
        name: "BadgesProfile",
        component: BadgesProfile,
        props: async (_request: AddonRequest, context) => {
            if (!context.profileUserID) return null;
            return { badges: await userBadges(db, context.profileUserID, { ...options(), limit: 100, offset: 0 }) };
        },
    });

    api.registerPage({
        path: "/badges",
        render: async () => ({ title: t("Badges"), body: <AddonIsland name="BadgesPage" component={BadgesPage} props={{ badges: await withHolders() }} /> }),
    });

    api.registerPage({
        path: "/dashboard/badges",
        // Moderators award and revoke here too; creating and deleting badges is the site manager's.
        dashboard: { label: "Badges", permission: [MANAGE, BADGES_AWARD_PERMISSION] },
        render: async (request) => {
            const props = { badges: await listBadges(db, options()), canManage: await api.viewerCan(request, MANAGE) };
            return { title: t("Badges"), body: <AddonIsland name="BadgesAdmin" component={BadgesAdmin} props={props} /> };
        },
    });
});
