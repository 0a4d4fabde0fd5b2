/**
 * Server side of the "polls" add-on, entirely through the server add-on facade: a poll taken
 * with a new discussion (`attributes.poll` of POST /api/v2/discussions, saved in its
 * transaction), voting and withdrawing (POST / DELETE /api/v2/polls/{id}/votes), reading
 * (GET /api/v2/polls/{id}, GET /api/v2/discussions/{id}/poll), `attributes.poll` and a "Poll"
 * label on discussions, and the poll box under the discussion's body.
 */
import { defineServerAddon, HttpError, notFound, withIdColumn, type AddonRequest } from "@server/addons/serverAddonApi";
import PollBox from "../scripts/PollBox";
import type { IPoll } from "../scripts/pollTypes";
import { castVotes, insertPoll, isClosed, parsePollInput, pollViews, withdrawVotes, type IParsedPoll, type IPollsTables, type PollRow } from "./pollsModel";
import { seedPolls } from "./pollsSeed";

export const POLLS_ADD = "polls.add";
export const POLLS_VOTE = "polls.vote";
export const POLLS_MODERATE = "polls.moderate";

export default defineServerAddon((api) => {
    const db = api.dbWithTables<IPollsTables>();
    const settings = api.defineSettings({ guestResults: false });

    api.migrations({
        "2026_11_25_200_01_polls_tables": (dialect) => ({
            up: async (schema) => {
                await withIdColumn(schema.schema.createTable("polls_polls"), "pollID", dialect)
                    .addColumn("discussionID", "integer", (column) => column.notNull().unique())
                    .addColumn("name", "varchar(200)", (column) => column.notNull())
                    .addColumn("multiple", "integer", (column) => column.notNull().defaultTo(0))
                    .addColumn("dateClosed", "varchar(40)")
                    .addColumn("insertUserID", "integer", (column) => column.notNull())
                    .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                    .execute();
                await withIdColumn(schema.schema.createTable("polls_options"), "pollOptionID", dialect)
                    .addColumn("pollID", "integer", (column) => column.notNull())
                    .addColumn("sort", "integer", (column) => column.notNull())
                    .addColumn("body", "varchar(200)", (column) => column.notNull())
                    .addUniqueConstraint("polls_options_poll_sort", ["pollID", "sort"])
                    .execute();
                await schema.schema
                    .createTable("polls_ballots")
                    .addColumn("pollID", "integer", (column) => column.notNull())
                    .addColumn("userID", "integer", (column) => column.notNull())
                    .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                    .addColumn("dateUpdated", "varchar(40)", (column) => column.notNull())
                    .addPrimaryKeyConstraint("polls_ballots_pk", ["pollID", "userID"])
                    .execute();
                await schema.schema
                    .createTable("polls_votes")
                    .addColumn("pollID", "integer", (column) => column.notNull())
                    .addColumn("userID", "integer", (column) => column.notNull())
                    .addColumn("slot", "integer", (column) => column.notNull())
                    .addColumn("pollOptionID", "integer", (column) => column.notNull())
                    .addPrimaryKeyConstraint("polls_votes_pk", ["pollID", "userID", "slot"])
                    .execute();
                await schema.schema.createIndex("polls_votes_option").on("polls_votes").columns(["pollID", "pollOptionID"]).execute();
            },
        }),
    });

    api.declarePermission({ name: POLLS_ADD, description: "Add a poll to a discussion one starts.", defaultRoles: ["member", "moderator", "administrator"] });
    api.declarePermission({ name: POLLS_VOTE, description: "Vote in polls, and change or withdraw one's vote until the poll closes.", defaultRoles: ["member", "moderator", "administrator"] });
    api.declarePermission({ name: POLLS_MODERATE, description: "See every poll's results without voting.", defaultRoles: ["moderator", "administrator"] });

    api.seedDemoForum((context) => seedPolls(context));

    // The poll travels with the new discussion and is saved in its transaction.
    api.registerPostAttribute<IParsedPoll>({
        name: "poll",
        parse: (value, { can }) => {
            if (!can(POLLS_ADD)) throw new HttpError(403, "You don't have permission to add a poll.", [{ field: "poll", message: "You don't have permission to add a poll.", code: "permission", status: 403 }]);
            return parsePollInput(value, new Date());
        },
        save: async (poll, { db: trx, discussionID, userID, now }) => {
            await insertPoll(trx as typeof db, poll, discussionID, userID, now);
        },
    });

    /** The viewer's rights on polls of a category (discussions.view there is checked by the caller). */
    async function viewerOf(request: AddonRequest) {
        const user = await api.currentUser(request);
        return {
            userID: user.userID,
            canVote: user.userID !== 0 && (await api.viewerCan(request, POLLS_VOTE)),
            moderates: user.userID !== 0 && (await api.viewerCan(request, POLLS_MODERATE)),
            guestResults: settings.get("guestResults"),
        };
    }

    /** The poll and its discussion's category, or a 404 when either is missing or the viewer may not see the discussion. */
    async function visiblePoll(request: AddonRequest, where: { pollID: number } | { discussionID: number }): Promise<PollRow> {
        let query = db
            .selectFrom("polls_polls")
            .innerJoin("discussions", "discussions.discussionID", "polls_polls.discussionID")
            .selectAll("polls_polls")
            .select("discussions.categoryID");
        query = "pollID" in where ? query.where("polls_polls.pollID", "=", where.pollID) : query.where("polls_polls.discussionID", "=", where.discussionID);
        const row = await query.executeTakeFirst();
        if (!row || !(await api.viewerCan(request, "discussions.view", { categoryID: row.categoryID }))) throw notFound("Poll");
        return row;
    }

    async function viewOf(request: AddonRequest, poll: PollRow): Promise<IPoll> {
        return (await pollViews(db, [poll], await viewerOf(request), new Date())).get(poll.discussionID)!;
    }

    const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/polls/:id",
        schema: { params: idParams },
        handler: async (request) => viewOf(request, await visiblePoll(request, { pollID: request.params.id })),
    });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/discussions/:id/poll",
        schema: { params: idParams },
        handler: async (request) => viewOf(request, await visiblePoll(request, { discussionID: request.params.id })),
    });

    /** Refuses a vote the viewer may not cast now: guests and members without polls.vote (403), a closed poll (409). */
    async function requireVoting(request: AddonRequest, poll: PollRow): Promise<number> {
        const user = await api.currentUser(request);
        if (user.userID === 0) throw new HttpError(403, "Sign in to vote.");
        await api.requirePermission(request, POLLS_VOTE);
        if (isClosed(poll, new Date())) throw new HttpError(409, "This poll is closed: votes can no longer be cast or changed.");
        return user.userID;
    }

    api.route<{ Params: { id: number }; Body: { pollOptionIDs?: number[]; pollOptionID?: number } }>({
        method: "POST",
        url: "/polls/:id/votes",
        schema: {
            params: idParams,
            body: {
                type: "object",
                properties: {
                    pollOptionIDs: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: 10, uniqueItems: true },
                    // Vanilla's one-option form.
                    pollOptionID: { type: "integer", minimum: 1 },
                },
            },
        },
        handler: async (request) => {
            const poll = await visiblePoll(request, { pollID: request.params.id });
            const userID = await requireVoting(request, poll);
            const chosen = request.body.pollOptionIDs ?? (request.body.pollOptionID ? [request.body.pollOptionID] : []);
            const field = (message: string, code: string) => new HttpError(400, message, [{ field: "pollOptionIDs", message, code, status: 400 }]);
            if (chosen.length === 0) throw field("Choose an option.", "missing");
            if (poll.multiple !== 1 && chosen.length > 1) throw field("This poll takes one choice.", "maxItems");
            const options = await db.selectFrom("polls_options").select("pollOptionID").where("pollID", "=", poll.pollID).execute();
            if (chosen.some((id) => !options.some((option) => option.pollOptionID === id))) throw field("Choose among this poll's options.", "enum");
            await castVotes(db, poll, userID, chosen, new Date().toISOString());
            return viewOf(request, poll);
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "DELETE",
        url: "/polls/:id/votes",
        schema: { params: idParams },
        handler: async (request) => {
            const poll = await visiblePoll(request, { pollID: request.params.id });
            const userID = await requireVoting(request, poll);
            await withdrawVotes(db, poll.pollID, userID);
            return viewOf(request, poll);
        },
    });

    // attributes.poll and the "Poll" label on discussions; the poll box under the body on the discussion page.
    api.registerPostDecorator({
        name: "poll",
        recordType: "discussion",
        components: { PollBox },
        decorate: async (posts, request) => {
            const decorations = new Map<number, { attributes: IPoll; label: string; island?: { component: string; props: Record<string, unknown> } }>();
            if (posts.length === 0) return decorations;
            const rows = await db.selectFrom("polls_polls").selectAll().where("discussionID", "in", posts.map((post) => post.recordID)).execute();
            const views = await pollViews(db, rows, await viewerOf(request), new Date());
            const signedIn = (await api.currentUser(request)).userID !== 0;
            for (const [discussionID, poll] of views) {
                // One discussion decorated: its page (or GET /discussions/{id}); lists carry the attribute only.
                const island = posts.length === 1 ? { component: "PollBox", props: { poll, signedIn } } : undefined;
                decorations.set(discussionID, { attributes: poll, label: "Poll", ...(island ? { island } : {}) });
            }
            return decorations;
        },
    });
});
