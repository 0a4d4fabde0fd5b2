/** A question's statuses (Vanilla's QnA), shared by the server and the /questions page. */
export const QUESTION_STATUSES = ["unanswered", "answered", "accepted"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
