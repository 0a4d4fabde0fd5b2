/**
 * Demo questions for a freshly seeded forum (`npm start` on an empty database): one answered
 * with an accepted answer, one still unanswered, in the first category members may post in.
 * The category's and authors' maintained counts are raised as posting would.
 */
import type { QnaDatabase } from "./qnaModel";
import { QUESTION_TYPE } from "./qnaModel";

const HOUR = 3600_000;

export async function seedQuestions(db: QnaDatabase, now = Date.now()): Promise<void> {
    const category = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirst();
    const members = await db.selectFrom("users").select("userID").where("name", "in", ["member", "moderator"]).orderBy("userID").execute();
    if (!category || members.length < 2) return;
    const [asker, answerer] = [members[members.length - 1]!.userID, members[0]!.userID];
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

    const ask = async (name: string, body: string, hoursAgo: number) =>
        (
            await db
                .insertInto("discussions")
                .values({
                    categoryID: category.categoryID,
                    insertUserID: asker,
                    type: QUESTION_TYPE,
                    name,
                    body,
                    format: "markdown",
                    dateInserted: at(hoursAgo),
                    dateUpdated: null,
                    dateLastComment: at(hoursAgo),
                    lastCommentUserID: null,
                    countComments: 0,
                    countViews: 0,
                    score: 0,
                    pinned: 0,
                    pinLocation: null,
                    closed: 0,
                    sink: 0,
                })
                .returning("discussionID")
                .executeTakeFirstOrThrow()
        ).discussionID;

    const answered = await ask("How do I change my notification settings?", "I get an email for every comment. Where can I make that a daily digest?", 30);
    const answers = [
        { userID: answerer, body: "Open your profile, choose **Notification preferences**, and switch e-mail to the daily digest.", hoursAgo: 28 },
        { userID: asker, body: "Found it, thanks! The digest arrives in the morning now.", hoursAgo: 27 },
    ];
    const commentIDs: number[] = [];
    for (const answer of answers) {
        const row = await db
            .insertInto("comments")
            .values({ discussionID: answered, insertUserID: answer.userID, body: answer.body, format: "markdown", dateInserted: at(answer.hoursAgo), dateUpdated: null, score: 0 })
            .returning("commentID")
            .executeTakeFirstOrThrow();
        commentIDs.push(row.commentID);
    }
    await db.updateTable("discussions").set({ countComments: answers.length, dateLastComment: at(27), lastCommentUserID: asker }).where("discussionID", "=", answered).execute();
    await db.insertInto("qna_answers").values({ commentID: commentIDs[0]!, discussionID: answered, status: "accepted", acceptUserID: asker, dateAccepted: at(27) }).execute();

    await ask("Can I attach a PDF to a post?", "I would like to share a printable guide with the group. Is there a size limit?", 2);

    await db
        .updateTable("categories")
        .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 2), countComments: eb("countComments", "+", answers.length) }))
        .where("categoryID", "=", category.categoryID)
        .execute();
    await db.updateTable("users").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 2), countComments: eb("countComments", "+", 1) })).where("userID", "=", asker).execute();
    await db.updateTable("users").set((eb) => ({ countComments: eb("countComments", "+", 1) })).where("userID", "=", answerer).execute();
}
