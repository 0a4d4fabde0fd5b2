/**
 * Server side of the "qna" add-on (Questions), entirely through the server add-on facade:
 * the "question" post type, accepting answers (PATCH /api/v2/comments/{id}/answer, Vanilla's
 * contract), a question's status and its answers' marks in `attributes` and as labels, accepted
 * answers first under the question, GET /api/v2/questions?status=… for the status lists, the
 * /questions page (its "Unanswered" view is ?status=unanswered) and a panel box leading to it.
 */
import { defineServerAddon, forbidden, HttpError, notFound, sql, type AddonRequest, type IAddonPostDecoration } from "@server/addons/serverAddonApi";
import { ANSWER_STATUSES, QUESTION_STATUSES, QUESTION_TYPE, questionAttributes, setAnswerStatus, type AnswerStatus, type IQnaTables, type QuestionStatus } from "./qnaModel";
import { seedQuestions } from "./qnaSeed";
import QnaLinks from "../scripts/QnaLinks";
import { QuestionsPage, questionsPageTitle, type IQuestionsPageProps } from "../scripts/QuestionsPage";

/** Accept or un-accept any answer; the asker may always do it on their own question. */
export const QNA_ACCEPT_PERMISSION = "qna.accept";
/** The label of each status in lists and on the question (translated by the host). */
const STATUS_LABELS: Record<QuestionStatus, string> = { unanswered: /* i18n */ "Unanswered", answered: /* i18n */ "Answered", accepted: /* i18n */ "Accepted" };
/** Questions per page of /questions. */
const PAGE_SIZE = 20;

export default defineServerAddon((api) => {
    const db = api.dbWithTables<IQnaTables>();

    api.registerPostType({ type: QUESTION_TYPE, label: "Question", title: /* i18n */ "Ask a Question", submitLabel: /* i18n */ "Ask Question" });

    api.migrations({
        "2026_11_24_999_901_qna_answers": () => ({
            up: async (schema) => {
                // commentID is the key: accepting the same answer twice keeps one row.
                await schema.schema
                    .createTable("qna_answers")
                    .addColumn("commentID", "integer", (column) => column.primaryKey())
                    .addColumn("discussionID", "integer", (column) => column.notNull())
                    .addColumn("status", "varchar(20)", (column) => column.notNull())
                    .addColumn("acceptUserID", "integer")
                    .addColumn("dateAccepted", "varchar(40)")
                    .execute();
                await schema.schema.createIndex("qna_answers_discussion").on("qna_answers").columns(["discussionID", "status"]).execute();
            },
        }),
    });

    api.declarePermission({ name: QNA_ACCEPT_PERMISSION, description: "Accept and un-accept answers to anyone's question.", defaultRoles: ["moderator", "administrator"] });

    api.seedDemoForum((context) => seedQuestions(context));

    /** Whether the viewer may accept answers to this question: its asker, or a holder of qna.accept. */
    async function canAccept(request: AddonRequest, question: { insertUserID: number }): Promise<boolean> {
        const viewer = await api.currentUser(request);
        if (viewer.userID === 0) return false;
        return viewer.userID === question.insertUserID || api.viewerCan(request, QNA_ACCEPT_PERMISSION);
    }

    api.route<{ Params: { id: number }; Body: { status: AnswerStatus } }>({
        method: "PATCH",
        url: "/comments/:id/answer",
        schema: {
            params: { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] },
            body: { type: "object", properties: { status: { type: "string", enum: [...ANSWER_STATUSES] } }, required: ["status"] },
        },
        handler: async (request) => {
            const row = await db
                .selectFrom("comments")
                .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
                .select(["comments.commentID", "comments.discussionID", "comments.dateDeleted", "discussions.type", "discussions.insertUserID as askerID"])
                .where("comments.commentID", "=", request.params.id)
                .executeTakeFirst();
            if (!row || row.dateDeleted) throw notFound("Comment");
            if (row.type !== QUESTION_TYPE) throw new HttpError(400, "This comment is not an answer to a question.");
            if (!(await canAccept(request, { insertUserID: row.askerID }))) throw forbidden();
            const viewer = await api.currentUser(request);
            await setAnswerStatus(db, { commentID: row.commentID, discussionID: row.discussionID }, request.body.status, viewer.userID, new Date().toISOString());
            return answerOf(row.commentID);
        },
    });

    /** The answer's record as Vanilla's PATCH answers it: the comment's ID with attributes.answer. */
    async function answerOf(commentID: number) {
        const mark = await db.selectFrom("qna_answers").select(["status", "dateAccepted", "acceptUserID"]).where("commentID", "=", commentID).executeTakeFirst();
        return { commentID, attributes: { answer: { status: mark?.status ?? "pending", dateAccepted: mark?.dateAccepted ?? null, acceptUserID: mark?.acceptUserID ?? null } } };
    }

    // Questions: attributes.question (Vanilla's field) and the status as a label.
    api.registerPostDecorator({
        name: "question",
        recordType: "discussion",
        decorate: async (posts) => {
            const questions = posts.filter((post) => post.type === QUESTION_TYPE);
            const attributes = await questionAttributes(db, questions.map((post) => ({ discussionID: post.recordID })));
            return new Map([...attributes].map(([id, question]) => [id, { attributes: question, label: STATUS_LABELS[question.status] }]));
        },
    });

    // Answers: attributes.answer, accepted ones first and labelled, the accept button for who may.
    api.registerPostDecorator({
        name: "answer",
        recordType: "comment",
        decorate: async (posts, request) => {
            const answers = posts.filter((post) => post.type === QUESTION_TYPE);
            const decorations = new Map<number, IAddonPostDecoration>();
            if (answers.length === 0) return decorations;
            const question = await db.selectFrom("discussions").select("insertUserID").where("discussionID", "=", answers[0]!.discussionID).executeTakeFirstOrThrow();
            const mayAccept = await canAccept(request, question);
            const marks = await db.selectFrom("qna_answers").selectAll().where("commentID", "in", answers.map((post) => post.recordID)).execute();
            for (const post of answers) {
                const mark = marks.find((row) => row.commentID === post.recordID);
                const accepted = mark?.status === "accepted";
                decorations.set(post.recordID, {
                    attributes: { status: mark?.status ?? "pending", dateAccepted: mark?.dateAccepted ?? null, acceptUserID: mark?.acceptUserID ?? null },
                    ...(accepted ? { label: "Accepted answer", first: true } : {}),
                    ...(mayAccept ? { button: accepted ? { action: "qna.unaccept", label: "Unaccept" } : { action: "qna.accept", label: "Accept answer" } } : {}),
                });
            }
            return decorations;
        },
    });

    /** The categories whose discussions the viewer may see (discussions.view there). */
    async function viewableCategoryIDs(request: AddonRequest): Promise<number[]> {
        const ids: number[] = [];
        for (const { categoryID } of await db.selectFrom("categories").select("categoryID").execute()) {
            if (await api.viewerCan(request, "discussions.view", { categoryID })) ids.push(categoryID);
        }
        return ids;
    }

    /** The viewer's questions with a status, as a query (rows or a count are taken from it). */
    async function questionsQuery(request: AddonRequest, status: QuestionStatus | undefined) {
        const categoryIDs = await viewableCategoryIDs(request);
        let query = db
            .selectFrom("discussions")
            .where("type", "=", QUESTION_TYPE)
            // No visible category: a condition no row meets (an empty IN list is not valid SQL).
            .where("categoryID", "in", categoryIDs.length ? categoryIDs : [-1]);
        // Accepted: an accepted answer that is not deleted (the same rule as questionAttributes).
        const hasAccepted = db
            .selectFrom("qna_answers")
            .innerJoin("comments", "comments.commentID", "qna_answers.commentID")
            .select("qna_answers.commentID")
            .where("qna_answers.discussionID", "=", sql.ref<number>("discussions.discussionID"))
            .where("qna_answers.status", "=", "accepted")
            .where("comments.dateDeleted", "is", null);
        if (status === "accepted") query = query.where((eb) => eb.exists(hasAccepted));
        if (status === "answered") query = query.where("countComments", ">", 0).where((eb) => eb.not(eb.exists(hasAccepted)));
        if (status === "unanswered") query = query.where("countComments", "=", 0);
        return query;
    }

    async function findQuestions(request: AddonRequest, status: QuestionStatus | undefined, limit: number, offset: number) {
        return (await questionsQuery(request, status))
            .select(["discussionID", "name", "categoryID", "insertUserID", "dateInserted", "countComments"])
            .orderBy("dateInserted", "desc")
            .orderBy("discussionID", "desc")
            .limit(limit)
            .offset(offset)
            .execute();
    }

    // The status lists (Vanilla's GET /discussions?status=): questions the viewer may see, newest first.
    api.route<{ Querystring: { status?: QuestionStatus; limit: number; page: number } }>({
        method: "GET",
        url: "/questions",
        schema: {
            querystring: {
                type: "object",
                properties: {
                    status: { type: "string", enum: [...QUESTION_STATUSES] },
                    limit: { type: "integer", minimum: 1, maximum: 100, default: 30 },
                    page: { type: "integer", minimum: 1, default: 1 },
                },
            },
        },
        handler: async (request) => {
            const { status, limit, page } = request.query;
            const rows = await findQuestions(request, status, limit, (page - 1) * limit);
            const attributes = await questionAttributes(db, rows);
            return rows.map((row) => ({ ...row, url: `/discussion/${row.discussionID}`, type: QUESTION_TYPE, attributes: { question: attributes.get(row.discussionID) } }));
        },
    });

    // The lists lead to /questions.
    api.registerWidget({ slot: "panel", name: "QnaLinks", component: QnaLinks, entries: ["discussionList", "categoryList"], props: async () => ({}) });

    // /questions?status=unanswered&page=2: the server-rendered list; an unknown status shows all.
    api.registerPage({
        path: "/questions",
        render: async (request) => {
            const query = request.query as Record<string, string | undefined>;
            const status = QUESTION_STATUSES.find((code) => code === query.status);
            const page = Math.max(1, Number.parseInt(query.page ?? "1", 10) || 1);
            // One row more than a page tells whether there is a next page, without counting.
            const rows = await findQuestions(request, status, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
            const shown = rows.slice(0, PAGE_SIZE);
            const attributes = await questionAttributes(db, shown);
            const props: IQuestionsPageProps = {
                questions: shown.map((row) => ({ discussionID: row.discussionID, name: row.name, url: `/discussion/${row.discussionID}`, countComments: row.countComments, status: attributes.get(row.discussionID)!.status })),
                status: status ?? null,
                page,
                hasMore: rows.length > PAGE_SIZE,
            };
            return { title: questionsPageTitle(), body: <QuestionsPage {...props} /> };
        },
    });
});
