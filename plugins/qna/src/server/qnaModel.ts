/**
 * The add-on's one table and what it knows: which comments of a question are accepted answers,
 * and a question's status derived from them (Vanilla's QnA: unanswered, answered, accepted).
 */
import { sql, type AddonDatabase } from "@server/addons/serverAddonApi";
import type { QuestionStatus } from "../scripts/questionStatuses";

export interface IQnaTables {
    /** One row per comment ever accepted; un-accepting keeps the row with status "pending" (Vanilla's reset). */
    qna_answers: {
        commentID: number;
        discussionID: number;
        status: string;
        acceptUserID: number | null;
        dateAccepted: string | null;
    };
}

export type QnaDatabase = AddonDatabase<IQnaTables>;
export const QUESTION_TYPE = "question";
export { QUESTION_STATUSES, type QuestionStatus } from "../scripts/questionStatuses";
/** PATCH /comments/{id}/answer's values, as in Vanilla's contract ("rejected" is kept as a plain non-accepted mark). */
export const ANSWER_STATUSES = ["accepted", "rejected", "pending"] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export interface IQuestionAttributes {
    status: QuestionStatus;
    dateAccepted: string | null;
    dateAnswered: string | null;
}

/** Sets a comment's answer status; the same call sent ten times at once leaves one row (upsert on commentID). */
export async function setAnswerStatus(db: QnaDatabase, row: { commentID: number; discussionID: number }, status: AnswerStatus, userID: number, now: string): Promise<void> {
    const accepted = status === "accepted";
    const values = { status, acceptUserID: accepted ? userID : null, dateAccepted: accepted ? now : null };
    await db
        .insertInto("qna_answers")
        .values({ ...row, ...values })
        .onConflict((conflict) => conflict.column("commentID").doUpdateSet(values))
        .execute();
}

/** The accepted comment IDs of some discussions, oldest acceptance first. */
export async function acceptedAnswers(db: QnaDatabase, discussionIDs: number[]): Promise<Array<{ commentID: number; discussionID: number; dateAccepted: string | null; acceptUserID: number | null }>> {
    if (discussionIDs.length === 0) return [];
    return db
        .selectFrom("qna_answers")
        .innerJoin("comments", "comments.commentID", "qna_answers.commentID")
        .select(["qna_answers.commentID", "qna_answers.discussionID", "qna_answers.dateAccepted", "qna_answers.acceptUserID"])
        .where("qna_answers.discussionID", "in", discussionIDs)
        .where("qna_answers.status", "=", "accepted")
        // A deleted answer no longer answers the question.
        .where("comments.dateDeleted", "is", null)
        .orderBy("qna_answers.dateAccepted")
        .orderBy("qna_answers.commentID")
        .execute();
}

/** Vanilla's statuses: accepted when an answer is accepted, answered when anyone replied, else unanswered. */
export async function questionAttributes(db: QnaDatabase, discussions: Array<{ discussionID: number }>): Promise<Map<number, IQuestionAttributes>> {
    const ids = discussions.map((discussion) => discussion.discussionID);
    const result = new Map<number, IQuestionAttributes>();
    if (ids.length === 0) return result;
    const answered = await db
        .selectFrom("comments")
        .select(["discussionID", sql<string>`min(${sql.ref("dateInserted")})`.as("dateAnswered")])
        .where("discussionID", "in", ids)
        .where("dateDeleted", "is", null)
        .groupBy("discussionID")
        .execute();
    const accepted = await acceptedAnswers(db, ids);
    for (const id of ids) {
        const firstAccepted = accepted.find((row) => row.discussionID === id);
        const dateAnswered = answered.find((row) => row.discussionID === id)?.dateAnswered ?? null;
        result.set(id, { status: firstAccepted ? "accepted" : dateAnswered ? "answered" : "unanswered", dateAccepted: firstAccepted?.dateAccepted ?? null, dateAnswered });
    }
    return result;
}
