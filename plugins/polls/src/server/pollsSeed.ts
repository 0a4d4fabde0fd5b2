/**
 * Demo polls for a freshly seeded forum (`npm start` on an empty database with polls on): an
 * open one-choice poll with votes, and a closed several-choice one, in General Discussion. The
 * discussions are posted through the core's posting (the seed context's `post`): counts and
 * search are posting's; the polls are written beside them.
 */
import type { IAddonSeedContext } from "@server/addons/serverAddonApi";
import type { PollsDatabase } from "./pollsModel";
import { insertPoll } from "./pollsModel";

const DAY = 24 * 3600_000;

export async function seedPolls({ db: hostDb, post }: Pick<IAddonSeedContext, "db" | "post">, now = Date.now()): Promise<void> {
    const db = hostDb as PollsDatabase;
    const category = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirst();
    const voters = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", ["admin", "moderator", "member"]).orderBy("userID").execute();
    const author = voters.find((user) => user.name === "moderator");
    if (!category || !author) return;
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();

    const start = async (name: string, body: string, daysAgo: number, poll: { name: string; options: string[]; multiple: boolean; dateClosed: string | null }, votes: number[][]) => {
        const discussionID = await post.discussion({ authorID: author.userID, categoryID: category.categoryID, name, body, dateInserted: at(daysAgo) });
        const pollID = await insertPoll(db, poll, discussionID, author.userID, at(daysAgo));
        const options = await db.selectFrom("polls_options").select("pollOptionID").where("pollID", "=", pollID).orderBy("sort").execute();
        for (const [index, choices] of votes.entries()) {
            const voter = voters[index];
            if (!voter || choices.length === 0) continue;
            await db.insertInto("polls_ballots").values({ pollID, userID: voter.userID, dateInserted: at(daysAgo), dateUpdated: at(daysAgo) }).execute();
            await db
                .insertInto("polls_votes")
                .values(choices.map((choice) => ({ pollID, userID: voter.userID, slot: poll.multiple ? options[choice]!.pollOptionID : 0, pollOptionID: options[choice]!.pollOptionID })))
                .execute();
        }
    };

    // Votes by admin and moderator; the demo "member" has not voted yet and sees the form.
    await start(
        "Which day suits the next community call?",
        "We'd like to pick a regular slot. Vote below; you can change your vote until Friday.",
        1,
        { name: "Which day suits you best?", options: ["Tuesday", "Wednesday", "Thursday"], multiple: false, dateClosed: new Date(now + 5 * DAY).toISOString() },
        [[1], [2]],
    );
    await start(
        "What should the next theme include?",
        "The vote is over: thanks to everyone who took part. The results are below.",
        12,
        { name: "Which features do you want in the next theme?", options: ["A dark mode", "Larger text", "Compact lists", "Custom fonts"], multiple: true, dateClosed: at(2) },
        [[0, 1], [0], [0, 2]],
    );
}
