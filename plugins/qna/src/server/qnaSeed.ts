/**
 * Demo questions for a freshly seeded forum (`npm start` on an empty database): one answered
 * with an accepted answer, one still unanswered, in the first category members may post in.
 * They are posted through the core's posting (the seed context's `post`), so counts, the last
 * comment and the search index are what asking and answering make them.
 */
import type { IAddonSeedContext } from "@server/addons/serverAddonApi";
import type { QnaDatabase } from "./qnaModel";
import { QUESTION_TYPE } from "./qnaModel";

const HOUR = 3600_000;

export async function seedQuestions({ db: hostDb, post }: Pick<IAddonSeedContext, "db" | "post">, now = Date.now()): Promise<void> {
    const db = hostDb as QnaDatabase;
    const category = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirst();
    const members = await db.selectFrom("users").select("userID").where("name", "in", ["member", "moderator"]).orderBy("userID").execute();
    if (!category || members.length < 2) return;
    const [asker, answerer] = [members[members.length - 1]!.userID, members[0]!.userID];
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
    const ask = (name: string, body: string, hoursAgo: number) => post.discussion({ authorID: asker, categoryID: category.categoryID, type: QUESTION_TYPE, name, body, dateInserted: at(hoursAgo) });

    const answered = await ask("How do I change my notification settings?", "I get an email for every comment. Where can I make that a daily digest?", 30);
    const answers = [
        { userID: answerer, body: "Open your profile, choose **Notification preferences**, and switch e-mail to the daily digest.", hoursAgo: 28 },
        { userID: asker, body: "Found it, thanks! The digest arrives in the morning now.", hoursAgo: 27 },
    ];
    const commentIDs: number[] = [];
    for (const answer of answers) commentIDs.push(await post.comment({ authorID: answer.userID, discussionID: answered, body: answer.body, dateInserted: at(answer.hoursAgo) }));
    await db.insertInto("qna_answers").values({ commentID: commentIDs[0]!, discussionID: answered, status: "accepted", acceptUserID: asker, dateAccepted: at(27) }).execute();

    await ask("Can I attach a PDF to a post?", "I would like to share a printable guide with the group. Is there a size limit?", 2);
}
