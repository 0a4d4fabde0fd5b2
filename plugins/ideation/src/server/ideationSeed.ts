/**
 * Demo ideas for a freshly seeded forum (`npm start` on an empty database with the add-on on):
 * four ideas in "Feature Ideas" with votes from the demo members and different statuses, so
 * /ideas shows a ranking and the status filters have something to show. The ideas are posted
 * through the core's posting (the seed context's `post`): counts and search are posting's.
 */
import type { IAddonSeedContext } from "@server/addons/serverAddonApi";
import { IDEA_STATUSES } from "../scripts/ideaStatuses";
import { IDEA_TYPE, type IdeationDatabase } from "./ideationModel";

const HOUR = 3600_000;

const IDEAS = [
    { name: "Dark mode for the e-mail digest", body: "The site has a dark scheme; the daily digest could follow it.", status: "planned", notes: "Scheduled for the next release.", up: 9, down: 1, hoursAgo: 120 },
    { name: "Let members follow a tag", body: "I would like notifications for new discussions with a tag, whatever the category.", status: "open", notes: null, up: 6, down: 0, hoursAgo: 60 },
    { name: "Export my posts as a file", body: "A download of everything I wrote, for my own archive.", status: "in-progress", notes: "Being built now.", up: 4, down: 1, hoursAgo: 200 },
    { name: "Replace categories with tags only", body: "Categories feel old-fashioned; tags could do everything.", status: "declined", notes: "Categories carry permissions, which tags cannot.", up: 1, down: 5, hoursAgo: 300 },
] as const;

export async function seedIdeas({ db: hostDb, post }: Pick<IAddonSeedContext, "db" | "post">, now = Date.now()): Promise<void> {
    const db = hostDb as IdeationDatabase;
    const category =
        (await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "ideas").executeTakeFirst()) ??
        (await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirst());
    const users = await db.selectFrom("users").select(["userID", "name"]).orderBy("userID").limit(20).execute();
    const moderator = users.find((user) => user.name === "moderator");
    // Voters and authors: everyone but the demo "member", whose own first vote the tour shows.
    const voters = users.filter((user) => user.name !== "member" && user.name !== "moderator").map((user) => user.userID);
    if (!category || !moderator || voters.length < 10) return;
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

    for (const [index, idea] of IDEAS.entries()) {
        const authorID = voters[voters.length - 1 - index]!;
        const discussionID = await post.discussion({ authorID, categoryID: category.categoryID, type: IDEA_TYPE, name: idea.name, body: idea.body, dateInserted: at(idea.hoursAgo) });
        const votes = [...voters.slice(0, idea.up).map((userID) => ({ userID, vote: 1 })), ...voters.slice(idea.up, idea.up + idea.down).map((userID) => ({ userID, vote: -1 }))];
        if (votes.length) await db.insertInto("ideation_votes").values(votes.map((vote) => ({ ...vote, discussionID, dateInserted: at(idea.hoursAgo - 1) }))).execute();
        const statusID = IDEA_STATUSES.find((status) => status.code === idea.status)!.statusID;
        await db
            .insertInto("ideation_ideas")
            .values({
                discussionID,
                statusID,
                statusNotes: idea.notes,
                statusUserID: idea.notes ? moderator.userID : null,
                dateStatus: idea.notes ? at(idea.hoursAgo - 2) : null,
                score: idea.up - idea.down,
                countUp: idea.up,
                countDown: idea.down,
            })
            .execute();
    }
}
