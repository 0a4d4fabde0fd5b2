/**
 * Server side of the "ideation" add-on (Ideas), entirely through the server add-on facade: the
 * "idea" post type, up/down votes (PUT /api/v2/ideas/{id}/vote), statuses set by moderators with
 * a note (PATCH /api/v2/discussions/{id}/idea, Vanilla's contract) that notify every voter,
 * attributes.idea and the status as a label on discussions, the vote widget on the idea's page,
 * GET /api/v2/ideas and the /ideas page (sorted by score, filtered by status).
 */
import { defineServerAddon, HttpError, notFound, setPagingHeaders, sql, type AddonRequest } from "@server/addons/serverAddonApi";
import { IdeasPage, type IIdeasPageProps } from "../scripts/IdeasPage";
import IdeationLinks from "../scripts/IdeationLinks";
import IdeationVotes, { type IIdeationVotesProps } from "../scripts/IdeationVotes";
import { IDEA_STATUS_CODES, IDEA_STATUSES, statusByID, type IdeaStatusCode, type IdeaVote } from "../scripts/ideaStatuses";
import { castVote, IDEA_TYPE, ideaAttributes, setIdeaStatus, voterIDs, type IIdeationTables } from "./ideationModel";
import { seedIdeas } from "./ideationSeed";

/** Set an idea's status and note. */
export const IDEATION_MODERATE_PERMISSION = "ideation.moderate";
const SORTS = ["-score", "-dateInserted"] as const;
type IdeaSort = (typeof SORTS)[number];
const PAGE_SIZE = 30;

export default defineServerAddon((api) => {
    const db = api.dbWithTables<IIdeationTables>();

    api.registerPostType({ type: IDEA_TYPE, label: "Idea", title: /* i18n */ "New Idea", submitLabel: /* i18n */ "Post Idea" });

    api.migrations({
        "2026_11_25_100_01_ideation_tables": (dialect) => ({
            up: async (schema) => {
                await schema.schema
                    .createTable("ideation_ideas")
                    .addColumn("discussionID", "integer", (column) => column.primaryKey())
                    .addColumn("statusID", "integer", (column) => column.notNull().defaultTo(1))
                    .addColumn("statusNotes", "text")
                    .addColumn("statusUserID", "integer")
                    .addColumn("dateStatus", "varchar(40)")
                    .addColumn("score", "integer", (column) => column.notNull().defaultTo(0))
                    .addColumn("countUp", "integer", (column) => column.notNull().defaultTo(0))
                    .addColumn("countDown", "integer", (column) => column.notNull().defaultTo(0))
                    .execute();
                // The lists filter by status and sort by score.
                await schema.schema.createIndex("ideation_ideas_status_score").on("ideation_ideas").columns(["statusID", "score"]).execute();
                // One vote per member and idea: the key makes ten identical votes one row.
                await schema.schema
                    .createTable("ideation_votes")
                    .addColumn("discussionID", "integer", (column) => column.notNull())
                    .addColumn("userID", "integer", (column) => column.notNull())
                    .addColumn("vote", dialect === "postgres" ? "smallint" : "integer", (column) => column.notNull())
                    .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                    .addPrimaryKeyConstraint("ideation_votes_pk", ["discussionID", "userID"])
                    .execute();
            },
        }),
    });

    api.declarePermission({ name: IDEATION_MODERATE_PERMISSION, description: "Set the status of ideas (planned, in progress, done, declined) with a note.", defaultRoles: ["moderator", "administrator"] });

    api.seedDemoForum((context) => seedIdeas(context));

    /** The idea the viewer may see, or a 404 (missing, not an idea, or in a category they may not see). */
    async function visibleIdea(request: AddonRequest, discussionID: number) {
        const row = await db.selectFrom("discussions").select(["discussionID", "name", "categoryID", "type", "insertUserID", "closed"]).where("discussionID", "=", discussionID).executeTakeFirst();
        if (!row || row.type !== IDEA_TYPE || !(await api.viewerCan(request, "discussions.view", { categoryID: row.categoryID }))) throw notFound("Idea");
        return row;
    }

    /** Content §6's rule for reacting, applied to votes: a closed idea takes votes only from who may close it. */
    async function mayVote(request: AddonRequest, idea: { closed: number; categoryID: number }): Promise<boolean> {
        return !idea.closed || api.viewerCan(request, "discussions.close", { categoryID: idea.categoryID });
    }

    api.route<{ Params: { id: number }; Body: { vote: IdeaVote | "none" } }>({
        method: "PUT",
        url: "/ideas/:id/vote",
        schema: {
            params: { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] },
            body: { type: "object", properties: { vote: { type: "string", enum: ["up", "down", "none"] } }, required: ["vote"] },
        },
        handler: async (request) => {
            const viewer = await api.currentUser(request);
            if (viewer.userID === 0) throw new HttpError(403, "Sign in to vote.");
            const idea = await visibleIdea(request, request.params.id);
            if (!(await mayVote(request, idea))) throw new HttpError(403, "This idea is closed.");
            const vote = request.body.vote === "none" ? null : request.body.vote;
            const tally = await castVote(db, idea.discussionID, viewer.userID, vote);
            return { discussionID: idea.discussionID, ...tally, vote };
        },
    });

    // Vanilla's PATCH /discussions/{id}/idea: {statusID, statusNotes} in, the same out.
    api.route<{ Params: { id: number }; Body: { statusID: number; statusNotes: string | null } }>({
        method: "PATCH",
        url: "/discussions/:id/idea",
        schema: {
            params: { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] },
            body: {
                type: "object",
                properties: {
                    statusID: { type: "integer", enum: IDEA_STATUSES.map((status) => status.statusID) },
                    statusNotes: { type: ["string", "null"], maxLength: 500 },
                },
                required: ["statusID", "statusNotes"],
            },
        },
        handler: async (request) => {
            await api.requirePermission(request, IDEATION_MODERATE_PERMISSION);
            const idea = await visibleIdea(request, request.params.id);
            const viewer = await api.currentUser(request);
            const statusNotes = request.body.statusNotes?.trim() || null;
            const { changed, dateStatus } = await setIdeaStatus(db, idea.discussionID, request.body.statusID, statusNotes, viewer.userID);
            if (changed) {
                const status = statusByID(request.body.statusID);
                await api.notify({
                    // One per change: the same change sent again is no change and notifies nobody.
                    eventKey: `status:${idea.discussionID}:${dateStatus}`,
                    userIDs: (await voterIDs(db, idea.discussionID)).filter((userID) => userID !== viewer.userID),
                    categoryID: idea.categoryID,
                    activityType: "ideation.status",
                    reason: "You voted on this idea.",
                    body: `The idea "${idea.name}" is now ${status.name}.`,
                    url: `/discussion/${idea.discussionID}`,
                    recordType: "discussion",
                    recordID: idea.discussionID,
                    discussionID: idea.discussionID,
                    photoUrl: viewer.photoUrl,
                });
            }
            return { statusID: request.body.statusID, statusNotes };
        },
    });

    // Ideas: Vanilla's attributes.idea and the status as a label.
    api.registerPostDecorator({
        name: "idea",
        recordType: "discussion",
        decorate: async (posts, request) => {
            const ideas = posts.filter((post) => post.type === IDEA_TYPE);
            const viewer = await api.currentUser(request);
            const attributes = await ideaAttributes(db, ideas.map((post) => post.recordID), viewer.userID);
            // The idea's own page shows the score in its vote widget; lists show it as a label.
            const onIdeaPage = request.url.startsWith("/discussion/");
            return new Map(
                [...attributes].map(([id, idea]) => [id, { attributes: idea, label: onIdeaPage ? idea.status.name : `${idea.status.name} · ${scoreText(idea.score)}` }]),
            );
        },
    });

    // The votes, score, status note and (for moderators) the status form, under the idea's title.
    api.registerWidget<IIdeationVotesProps>({
        slot: "discussionHeader",
        name: "IdeationVotes",
        component: IdeationVotes,
        entries: ["discussion"],
        props: async (request) => {
            const discussionID = Number.parseInt(String((request.params as { id?: string }).id ?? ""), 10);
            if (!Number.isInteger(discussionID)) return null;
            const row = await db.selectFrom("discussions").select(["type", "categoryID", "closed"]).where("discussionID", "=", discussionID).executeTakeFirst();
            if (row?.type !== IDEA_TYPE || !(await api.viewerCan(request, "discussions.view", { categoryID: row.categoryID }))) return null;
            const viewer = await api.currentUser(request);
            const idea = (await ideaAttributes(db, [discussionID], viewer.userID)).get(discussionID)!;
            return {
                discussionID,
                score: idea.score,
                countUp: idea.countUp,
                countDown: idea.countDown,
                vote: idea.vote,
                statusID: idea.statusID,
                statusNotes: idea.statusNotes,
                signInUrl: viewer.userID ? null : `/entry/signin?target=${encodeURIComponent(request.url)}`,
                closed: viewer.userID !== 0 && !(await mayVote(request, row)),
                canModerate: viewer.userID !== 0 && (await api.viewerCan(request, IDEATION_MODERATE_PERMISSION)),
            };
        },
    });

    // The lists lead to /ideas.
    api.registerWidget({ slot: "panel", name: "IdeationLinks", component: IdeationLinks, entries: ["discussionList", "categoryList"], props: async () => ({}) });

    /** The categories whose discussions the viewer may see (discussions.view there). */
    async function viewableCategoryIDs(request: AddonRequest): Promise<number[]> {
        const ids: number[] = [];
        for (const { categoryID } of await db.selectFrom("categories").select("categoryID").execute()) {
            if (await api.viewerCan(request, "discussions.view", { categoryID })) ids.push(categoryID);
        }
        return ids;
    }

    /** A page of the ideas the viewer may see, with a status or all, by score or newest first, and the total. */
    async function findIdeas(request: AddonRequest, options: { status?: IdeaStatusCode; sort: IdeaSort; page: number; limit: number }) {
        const categoryIDs = await viewableCategoryIDs(request);
        let query = db
            .selectFrom("discussions")
            .leftJoin("ideation_ideas", "ideation_ideas.discussionID", "discussions.discussionID")
            .where("discussions.type", "=", IDEA_TYPE)
            // No visible category: a condition no row meets (an empty IN list is not valid SQL).
            .where("discussions.categoryID", "in", categoryIDs.length ? categoryIDs : [-1]);
        if (options.status) {
            const statusID = IDEA_STATUSES.find((status) => status.code === options.status)!.statusID;
            // An idea without a row is open.
            query = query.where(sql<number>`coalesce(${sql.ref("ideation_ideas.statusID")}, 1)`, "=", statusID);
        }
        const total = Number((await query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);
        let ordered = query.select(["discussions.discussionID", "discussions.name", "discussions.categoryID", "discussions.insertUserID", "discussions.dateInserted", "discussions.countComments"]);
        if (options.sort === "-score") ordered = ordered.orderBy(sql`coalesce(${sql.ref("ideation_ideas.score")}, 0)`, "desc");
        const rows = await ordered
            .orderBy("discussions.dateInserted", "desc")
            .orderBy("discussions.discussionID", "desc")
            .limit(options.limit)
            .offset((options.page - 1) * options.limit)
            .execute();
        const viewer = await api.currentUser(request);
        const attributes = await ideaAttributes(db, rows.map((row) => row.discussionID), viewer.userID);
        const ideas = rows.map((row) => ({ ...row, url: `/discussion/${row.discussionID}`, type: IDEA_TYPE, attributes: { idea: attributes.get(row.discussionID)! } }));
        return { ideas, total };
    }

    api.route<{ Querystring: { status?: IdeaStatusCode; sort: IdeaSort; limit: number; page: number } }>({
        method: "GET",
        url: "/ideas",
        schema: {
            querystring: {
                type: "object",
                properties: {
                    status: { type: "string", enum: IDEA_STATUS_CODES },
                    sort: { type: "string", enum: [...SORTS], default: "-score" },
                    limit: { type: "integer", minimum: 1, maximum: 100, default: PAGE_SIZE },
                    page: { type: "integer", minimum: 1, default: 1 },
                },
            },
        },
        handler: async (request, reply) => {
            const { status, sort, limit, page } = request.query;
            const { ideas, total } = await findIdeas(request, { status, sort, page, limit });
            setPagingHeaders(request, reply, { page, limit, total });
            return ideas;
        },
    });

    // /ideas?status=planned&sort=-dateInserted&page=2: the server-rendered list.
    api.registerPage({
        path: "/ideas",
        render: async (request) => {
            const query = request.query as Record<string, string | undefined>;
            const status = IDEA_STATUS_CODES.find((code) => code === query.status);
            const sort = SORTS.find((candidate) => candidate === query.sort) ?? "-score";
            const page = Math.max(1, Number.parseInt(query.page ?? "1", 10) || 1);
            const { ideas, total } = await findIdeas(request, { status, sort, page, limit: PAGE_SIZE });
            const props: IIdeasPageProps = {
                ideas: ideas.map((idea) => ({ discussionID: idea.discussionID, name: idea.name, url: idea.url, countComments: idea.countComments, dateInserted: idea.dateInserted, ...idea.attributes.idea })),
                status: status ?? null,
                sort,
                page,
                hasMore: page * PAGE_SIZE < total,
            };
            return { title: "Ideas", body: <IdeasPage {...props} /> };
        },
    });
});

/** The score as the list label shows it ("12 votes", "1 vote", "-2 votes"). */
function scoreText(score: number): string {
    return Math.abs(score) === 1 ? `${score} vote` : `${score} votes`;
}
