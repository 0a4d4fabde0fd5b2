/**
 * Demo ideas for a freshly seeded forum (`npm start` on an empty database with the add-on on):
 * four ideas in "Feature Ideas" with votes from the demo members and different statuses, so
 * /ideas shows a ranking and the status filters have something to show. The category's and
 * authors' maintained counts are raised as posting would.
 */
import { IDEA_STATUSES } from "../scripts/ideaStatuses";
import { IDEA_TYPE, type IdeationDatabase } from "./ideationModel";

const HOUR = 3600_000;

const IDEAS = [
    { name: "Dark mode for the e-mail digest", body: "The site has a dark scheme; the daily digest could follow it.", status: "planned", notes: "Scheduled for the next release.", up: 9, down: 1, hoursAgo: 120 },
    { name: "Let members follow a tag", body: "I would like notifications for new discussions with a tag, whatever the category.", status: "open", notes: null, up: 6, down: 0, hoursAgo: 60 },
    { name: "Export my posts as a file", body: "A download of everything I wrote, for my own archive.", status: "in-progress", notes: "Being built now.", up: 4, down: 1, hoursAgo: 200 },
    { name: "Replace categories with tags only", body: "Categories feel old-fashioned; tags could do everything.", status: "declined", notes: "Categories carry permissions, which tags cannot.", up: 1, down: 5, hoursAgo: 300 },
] as const;

export async function seedIdeas(db: IdeationDatabase, now = Date.now()): Promise<void> {
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
        const { discussionID } = await db
            .insertInto("discussions")
            .values({
                categoryID: category.categoryID,
                insertUserID: authorID,
                type: IDEA_TYPE,
                name: idea.name,
                body: idea.body,
                format: "markdown",
                dateInserted: at(idea.hoursAgo),
                dateUpdated: null,
                dateLastComment: at(idea.hoursAgo),
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
            .executeTakeFirstOrThrow();
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
        await db.updateTable("users").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("userID", "=", authorID).execute();
    }
    await db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", IDEAS.length) })).where("categoryID", "=", category.categoryID).execute();
}
