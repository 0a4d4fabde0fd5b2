/**
 * Server side of the "ranks" add-on, entirely through the add-on facade (API 5): the ranks and
 * their API, a member's rank recomputed in a job after each post or reaction received (api.onEvent)
 * and on demand, the rank label beside authors (post decorators' authorLabelHtml) and in the
 * users API and user card (a user decorator: Vanilla's rankID and rank), and the dashboard page.
 */
import { AddonIsland, t } from "@library/addons/addonApi";
import { defineServerAddon, HttpError, notFound, sanitizeLabelHtml } from "@server/addons/serverAddonApi";
import RanksAdmin from "../scripts/RanksAdmin";
import { assignRank, listRanks, rankColumns, ranksOf, recomputeAllRanks, recomputeRank, toApiRank, type IRankInput, type IRanksTables } from "./ranksModel";
import { ranksMigrations } from "./ranksMigrations";
import { seedRanks } from "./ranksSeed";

/** Give or clear a member's rank by hand (Vanilla's PUT /users/{id}/rank). */
export const RANKS_ASSIGN_PERMISSION = "ranks.assign";
/** Ranks themselves are site configuration. */
const MANAGE = "site.manage";

const count = { type: "integer", minimum: 0, maximum: 1_000_000 } as const;
const rankBody = {
    type: "object",
    additionalProperties: false,
    properties: {
        name: { type: "string", minLength: 1, maxLength: 100 },
        labelHtml: { type: "string", maxLength: 500 },
        criteria: {
            type: "object",
            additionalProperties: false,
            properties: { posts: count, reactions: count, daysJoined: count, manualOnly: { type: "boolean" } },
        },
    },
} as const;
const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;

const NO_CRITERIA = { posts: 0, reactions: 0, daysJoined: 0, manualOnly: false };

/** The label as plain text (Vanilla's rank.userTitle), or the rank's name when the label is empty. */
function labelText(rank: { name: string; labelHtml: string }): string {
    const text = sanitizeLabelHtml(rank.labelHtml).replace(/<[^>]*>/g, "").trim();
    return text || rank.name;
}

export default defineServerAddon((api) => {
    const db = api.dbWithTables<IRanksTables>();

    api.migrations(ranksMigrations);
    api.declarePermission({ name: RANKS_ASSIGN_PERMISSION, description: "Give a member a rank by hand, or clear it.", defaultRoles: ["moderator", "administrator"] });
    api.seedDemoForum(({ db: seedDb }) => seedRanks(seedDb as typeof db));

    // Off the request path: the job that delivers each post or reaction recomputes the author's rank.
    api.onEvent("discussionAdded", async (event) => void (await recomputeRank(db, event.authorID)));
    api.onEvent("commentAdded", async (event) => void (await recomputeRank(db, event.authorID)));
    api.onEvent("reactionAdded", async (event) => void (await recomputeRank(db, event.recordAuthorID)));

    async function findRank(rankID: number) {
        const row = await db.selectFrom("ranks_ranks").selectAll().where("rankID", "=", rankID).executeTakeFirst();
        if (!row) throw notFound("Rank");
        return row;
    }

    async function nameTaken(name: string, exceptID = 0): Promise<boolean> {
        const rows = await db.selectFrom("ranks_ranks").select(["rankID", "name"]).execute();
        return rows.some((row) => row.rankID !== exceptID && row.name.toLowerCase() === name.trim().toLowerCase());
    }

    const nameTakenError = () => new HttpError(400, "Another rank has this name.", [{ field: "name", message: "Another rank has this name.", code: "unique", status: 400 }]);

    api.route({ method: "GET", url: "/ranks", handler: async () => (await listRanks(db)).map(toApiRank) });

    api.route<{ Params: { id: number } }>({ method: "GET", url: "/ranks/:id", schema: { params: idParams }, handler: async (request) => toApiRank(await findRank(request.params.id)) });

    api.route<{ Body: IRankInput }>({
        method: "POST",
        url: "/ranks",
        schema: { body: { ...rankBody, required: ["name"] } },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            const input = { ...request.body, labelHtml: request.body.labelHtml ?? "", criteria: { ...NO_CRITERIA, ...request.body.criteria } };
            if (await nameTaken(input.name)) throw nameTakenError();
            const last = await db.selectFrom("ranks_ranks").select("sort").orderBy("sort", "desc").limit(1).executeTakeFirst();
            // The unique index on name turns a race of two identical creations into one row and a 400.
            try {
                const row = await db
                    .insertInto("ranks_ranks")
                    .values({ ...rankColumns(input), sort: (last?.sort ?? 0) + 1 })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return reply.status(201).send(toApiRank(row));
            } catch (error) {
                if (await nameTaken(input.name)) throw nameTakenError();
                throw error;
            }
        },
    });

    api.route<{ Params: { id: number }; Body: Partial<IRankInput> }>({
        method: "PATCH",
        url: "/ranks/:id",
        schema: { params: idParams, body: rankBody },
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            const row = await findRank(request.params.id);
            const current = toApiRank(row);
            const input = { name: request.body.name ?? row.name, labelHtml: request.body.labelHtml ?? row.labelHtml, criteria: { ...current.criteria, ...request.body.criteria } };
            if (await nameTaken(input.name, row.rankID)) throw nameTakenError();
            await db.updateTable("ranks_ranks").set(rankColumns(input)).where("rankID", "=", row.rankID).execute();
            return toApiRank(await findRank(row.rankID));
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "DELETE",
        url: "/ranks/:id",
        schema: { params: idParams },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            await db.transaction().execute(async (trx) => {
                await trx.deleteFrom("ranks_users").where("rankID", "=", request.params.id).execute();
                await trx.deleteFrom("ranks_ranks").where("rankID", "=", request.params.id).execute();
            });
            return reply.status(204).send();
        },
    });

    // The order (lowest first): the whole list of IDs, so a reorder sent twice lands the same.
    api.route<{ Body: { rankIDs: number[] } }>({
        method: "PUT",
        url: "/ranks/order",
        schema: { body: { type: "object", required: ["rankIDs"], properties: { rankIDs: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 500 } } } },
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            const existing = (await listRanks(db)).map((rank) => rank.rankID);
            const given = request.body.rankIDs;
            if (given.length !== existing.length || new Set(given).size !== given.length || given.some((id) => !existing.includes(id))) {
                throw new HttpError(400, "rankIDs must list every rank once.", [{ field: "rankIDs", message: "List every rank once.", code: "invalid", status: 400 }]);
            }
            await db.transaction().execute(async (trx) => {
                for (const [index, rankID] of given.entries()) await trx.updateTable("ranks_ranks").set({ sort: index + 1 }).where("rankID", "=", rankID).execute();
            });
            return (await listRanks(db)).map(toApiRank);
        },
    });

    // On demand: every member's automatic rank again (after the ranks changed).
    api.route({
        method: "POST",
        url: "/ranks/recalculate",
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            return { members: await recomputeAllRanks(db) };
        },
    });

    // Vanilla's contract: PUT /users/{id}/rank {rankID}; null gives the automatic rank back.
    api.route<{ Params: { id: number }; Body: { rankID: number | null } }>({
        method: "PUT",
        url: "/users/:id/rank",
        schema: { params: idParams, body: { type: "object", required: ["rankID"], properties: { rankID: { type: ["integer", "null"], minimum: 1 } } } },
        handler: async (request) => {
            await api.requirePermission(request, RANKS_ASSIGN_PERMISSION);
            const user = await db.selectFrom("users").select("userID").where("userID", "=", request.params.id).executeTakeFirst();
            if (!user) throw notFound("User");
            if (request.body.rankID !== null) await findRank(request.body.rankID);
            await assignRank(db, user.userID, request.body.rankID);
            return { rankID: (await ranksOf(db, [user.userID])).get(user.userID)?.rankID ?? null };
        },
    });

    /** The rank label of each author who has a rank. */
    async function authorLabels(posts: Array<{ recordID: number; insertUserID: number }>) {
        const ranks = await ranksOf(db, posts.map((post) => post.insertUserID));
        const decorations = new Map<number, { authorLabelHtml: string }>();
        for (const post of posts) {
            const rank = ranks.get(post.insertUserID);
            if (rank?.labelHtml) decorations.set(post.recordID, { authorLabelHtml: rank.labelHtml });
        }
        return decorations;
    }
    api.registerPostDecorator({ name: "rank", recordType: "discussion", decorate: authorLabels });
    api.registerPostDecorator({ name: "rank", recordType: "comment", decorate: authorLabels });

    // The users API (Vanilla's rankID and rank) and the user card's label.
    api.registerUserDecorator({
        name: "rank",
        decorate: async (userIDs) => {
            const ranks = await ranksOf(db, userIDs);
            return new Map(
                userIDs.map((userID) => {
                    const rank = ranks.get(userID);
                    // Vanilla's fields: rankID (null: none) and rank {rankID, name, userTitle: the label as text}.
                    const fields = { rankID: rank?.rankID ?? null, ...(rank ? { rank: { rankID: rank.rankID, name: rank.name, userTitle: labelText(rank) } } : {}) };
                    return [userID, rank?.labelHtml ? { fields, labelHtml: rank.labelHtml } : { fields }];
                }),
            );
        },
    });

    api.registerPage({
        path: "/dashboard/ranks",
        dashboard: { label: "Ranks", permission: MANAGE },
        render: async () => ({ title: t("Ranks"), body: <AddonIsland name="RanksAdmin" component={RanksAdmin} props={{ ranks: (await listRanks(db)).map(toApiRank) }} /> }),
    });
});
