/**
 * The forum's part of the demo data (vanilla's seed hook, run by the host's seed after the
 * members exist): 8 categories (one nested, one staff-only), 46 discussions (one with 120
 * comments), reactions and bookmarks, 8 tags over the discussions, signatures for four users,
 * two collections, and the counts of categories and members.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { ISeedContext } from "@server/applications";
import { SeededRandom } from "@server/seed/random";
import { CATEGORIES, REACTION_TYPES, REPLIES, SENTENCES, TITLE_TEMPLATES, TOPICS } from "./demoContent";
import type { CommentsTable } from "./schema";

const BIG_THREAD_COMMENTS = 120;
const DISCUSSION_COUNT = 46;

function capitalise(text: string): string {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

async function insertChunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>, size = 100): Promise<void> {
    for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

export async function seedForum({ db, random, seed, dateBefore: iso, userIDs, roleIDs }: ISeedContext): Promise<void> {
    // The host's seed creates the admin, the moderator and the members first (ISeedContext), and
    // every category, role and reaction type looked up below is one this seed or the host created.
    const [adminID, moderatorID] = userIDs as [number, number, ...number[]];

    // Categories; the staff room is a permission junction only moderators may enter.
    const categoryIDs: Record<string, number> = {};
    for (const [index, category] of CATEGORIES.entries()) {
        const parentKey = "parent" in category ? category.parent : undefined;
        const row = await db
            .insertInto("categories")
            .values({
                name: category.name,
                urlcode: category.key,
                description: category.description,
                parentCategoryID: parentKey ? categoryIDs[parentKey] : null,
                sort: index,
                countDiscussions: 0,
                countComments: 0,
                dateInserted: iso(120 * 86400_000),
            })
            .returning("categoryID")
            .executeTakeFirstOrThrow();
        categoryIDs[category.key] = row.categoryID;
        if ("staffOnly" in category) {
            const staffPermissions = JSON.stringify({ "discussions.view": true, "discussions.add": true, "comments.add": true });
            await db.insertInto("roleCategoryPermissions").values({ roleID: roleIDs.moderator!, categoryID: row.categoryID, permissions: staffPermissions }).execute();
        }
    }

    const tagIDs: number[] = [];
    for (const type of REACTION_TYPES) {
        const row = await db.insertInto("reactionTypes").values({ ...type }).returning("tagID").executeTakeFirstOrThrow();
        tagIDs.push(row.tagID);
    }

    const publicCategories = CATEGORIES.filter((category) => !("staffOnly" in category) && category.key !== "announcements").map((category) => categoryIDs[category.key]!);
    const body = () =>
        Array.from({ length: random.int(1, 3) }, () => Array.from({ length: random.int(2, 4) }, () => random.pick(SENTENCES)).join(" ")).join("\n\n");

    for (let index = 0; index < DISCUSSION_COUNT; index++) {
        const first = index === 0;
        const staff = index === 1;
        const topic = random.pick(TOPICS);
        const name = first
            ? "Welcome to the Hearth demo forum: introduce yourself!"
            : staff
              ? "Moderator notes for this month"
              : random.pick(TITLE_TEMPLATES).replace("{topic}", topic).replace("{Topic}", capitalise(topic));
        const categoryID = first ? categoryIDs.announcements! : staff ? categoryIDs.staff! : random.pick(publicCategories);
        const insertUserID = first ? adminID : staff ? moderatorID : random.pick(userIDs);
        const startedAgo = first ? 60 * 86400_000 : random.int(2 * 3600, 55 * 86400) * 1000;
        const commentCount = first ? BIG_THREAD_COMMENTS : random.int(0, 14);

        const discussion = await db
            .insertInto("discussions")
            .values({
                categoryID,
                insertUserID,
                type: "discussion",
                name,
                body: first ? "Say hello, tell us what you are building, and ask anything.\n\nThis thread shows how long discussions page." : body(),
                format: "text",
                dateInserted: iso(startedAgo),
                dateUpdated: null,
                dateLastComment: iso(startedAgo),
                lastCommentUserID: null,
                countComments: 0,
                countViews: random.int(5, 900),
                score: 0,
                pinned: first ? 1 : 0,
                pinLocation: first ? "recent" : null,
                closed: index % 17 === 5 ? 1 : 0,
                sink: 0,
            })
            .returning("discussionID")
            .executeTakeFirstOrThrow();

        const comments: Array<Insertable<CommentsTable>> = [];
        let ago = startedAgo;
        for (let c = 0; c < commentCount; c++) {
            ago = Math.max(60_000, ago - random.int(60, Math.max(120, Math.floor(startedAgo / 1000 / (commentCount + 1)))) * 1000);
            comments.push({
                discussionID: discussion.discussionID,
                insertUserID: staff ? random.pick([adminID, moderatorID]) : random.pick(userIDs),
                body: first && c < 3 ? `Hello from comment ${c + 1}! ${random.pick(REPLIES)}` : random.pick(REPLIES),
                format: "text",
                dateInserted: iso(ago),
                dateUpdated: null,
                score: 0,
            });
        }
        await insertChunked(comments, (chunk) => db.insertInto("comments").values(chunk).execute());
        const last = comments[comments.length - 1];
        if (last) {
            await db
                .updateTable("discussions")
                .set({ countComments: comments.length, dateLastComment: last.dateInserted, lastCommentUserID: last.insertUserID })
                .where("discussionID", "=", discussion.discussionID)
                .execute();
        }

        // Reactions from a few members; the score is the sum of their reaction values.
        const reactors = new Set(Array.from({ length: random.int(0, 6) }, () => random.pick(userIDs)));
        let score = 0;
        for (const userID of reactors) {
            const typeIndex = random.int(0, 4);
            score += REACTION_TYPES[typeIndex]!.reactionValue;
            await db.insertInto("reactions").values({ recordType: "discussion", recordID: discussion.discussionID, userID, tagID: tagIDs[typeIndex]!, dateInserted: iso(random.int(1, 30) * 3600_000) }).execute();
        }
        if (score) await db.updateTable("discussions").set({ score }).where("discussionID", "=", discussion.discussionID).execute();
        if (index % 9 === 2) {
            await db.insertInto("bookmarks").values({ discussionID: discussion.discussionID, userID: userIDs[2]!, dateInserted: iso(86400_000) }).execute();
        }
    }

    await seedCuration(db, seed, userIDs, iso);
    await recount(db);
}

/** Tag names of the demo forum (content §4 "tags"). */
export const DEMO_TAGS = ["Getting started", "Themes", "Performance", "Accessibility", "Moderation", "Add-ons", "Mobile", "Upgrades"] as const;
/** The demo collections (shell §3 "Collection") and how many discussions each holds. */
export const DEMO_COLLECTIONS = [
    { name: "Start here", size: 3 },
    { name: "Community favourites", size: 5 },
] as const;
/** Users with a signature: the admin, the moderator and two generated members (never "member", whose page tests set its own). */
const SIGNATURES = [
    "Running this forum. Questions about the site? Ask in **Help & Support**.",
    "Moderator. Please read the [community guidelines](/discussions) before posting.",
    "Building communities since forever.",
    "_Coffee first, code second._",
];

/**
 * Tags spread over the discussions, signatures and two collections. Its own random stream
 * (derived from the seed number), so the discussions above stay what they were before these
 * existed.
 */
async function seedCuration(db: Kysely<Database>, seed: number, userIDs: number[], iso: (msBeforeAnchor: number) => string): Promise<void> {
    const random = new SeededRandom(seed * 7919 + 104_729);
    const tagIDs: number[] = [];
    for (const name of DEMO_TAGS) {
        const urlcode = name.toLowerCase().replace(/\s+/g, "-");
        tagIDs.push((await db.insertInto("tags").values({ name, urlcode, dateInserted: iso(100 * 86400_000) }).returning("tagID").executeTakeFirstOrThrow()).tagID);
    }
    const discussions = await db.selectFrom("discussions").select(["discussionID", "categoryID", "score"]).orderBy("discussionID").execute();
    const [welcome, staffNotes, ...others] = discussions;
    if (!welcome || !staffNotes) throw new Error("The forum's discussions are seeded before their curation.");
    const tagged: Array<{ discussionID: number; tagID: number }> = [];
    for (const { discussionID } of others) {
        const count = random.int(0, 2);
        const chosen = new Set(Array.from({ length: count }, () => random.pick(tagIDs)));
        for (const tagID of chosen) tagged.push({ discussionID, tagID });
    }
    // Every tag is used at least once, so each tag's list has something in it.
    for (const [index, tagID] of tagIDs.entries()) {
        const discussionID = others[index]!.discussionID; // 44 other discussions, 8 tags
        if (!tagged.some((row) => row.discussionID === discussionID && row.tagID === tagID)) tagged.push({ discussionID, tagID });
    }
    await insertChunked(tagged, (chunk) => db.insertInto("discussionTags").values(chunk).execute());

    // The host seeds more members than these (ISeedContext), and there is one signature per user here.
    const signed = [userIDs[0]!, userIDs[1]!, userIDs[3]!, userIDs[4]!];
    for (const [index, userID] of signed.entries()) await db.updateTable("users").set({ signature: SIGNATURES[index]! }).where("userID", "=", userID).execute();

    // "Start here": the welcome thread and two others; "Community favourites": the best scored. Never the staff room's.
    const public_ = others.filter((row) => row.discussionID !== staffNotes.discussionID);
    const favourites = [...public_].sort((a, b) => b.score - a.score || a.discussionID - b.discussionID);
    const startHere = [welcome];
    while (startHere.length < DEMO_COLLECTIONS[0].size) {
        const pick = random.pick(public_);
        if (!startHere.includes(pick)) startHere.push(pick);
    }
    const picks = [
        startHere,
        favourites.slice(0, DEMO_COLLECTIONS[1].size),
    ];
    for (const [index, collection] of DEMO_COLLECTIONS.entries()) {
        const dateInserted = iso((20 - index) * 86400_000);
        const { collectionID } = await db
            .insertInto("collections")
            .values({ name: collection.name, dateInserted, dateUpdated: null, insertUserID: userIDs[0]!, updateUserID: null })
            .returning("collectionID")
            .executeTakeFirstOrThrow();
        await db
            .insertInto("collectionRecords")
            .values(picks[index]!.map((row, sort) => ({ collectionID, recordType: "discussion", recordID: row.discussionID, sort, dateAddedToCollection: dateInserted })))
            .execute();
    }
}

/** Per-user and per-category counts from the rows themselves. */
async function recount(db: Kysely<Database>): Promise<void> {
    const discussionsByUser = await db.selectFrom("discussions").select(["insertUserID", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("insertUserID").execute();
    const commentsByUser = await db.selectFrom("comments").select(["insertUserID", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("insertUserID").execute();
    for (const row of discussionsByUser) await db.updateTable("users").set({ countDiscussions: Number(row.n) }).where("userID", "=", row.insertUserID).execute();
    for (const row of commentsByUser) await db.updateTable("users").set({ countComments: Number(row.n) }).where("userID", "=", row.insertUserID).execute();
    const byCategory = await db
        .selectFrom("discussions")
        .select(["categoryID", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("countComments").as("comments")])
        .groupBy("categoryID")
        .execute();
    for (const row of byCategory) {
        await db.updateTable("categories").set({ countDiscussions: Number(row.n), countComments: Number(row.comments ?? 0) }).where("categoryID", "=", row.categoryID).execute();
    }
}
