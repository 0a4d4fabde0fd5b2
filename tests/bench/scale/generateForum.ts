/**
 * Fills a migrated, demo-seeded forum (the product's own start: buildScaleData.ts) up to the
 * scale data set's sizes, deterministically, through the bulk loader. Every counter the product
 * keeps is computed here while the rows are made and written with them (discussions'
 * countComments, dateLastComment, lastCommentUserID and score; comments' score; categories' and
 * users' countDiscussions and countComments); verifyScaleData.ts recomputes them all with SQL.
 *
 * IDs are given explicitly (after the demo forum's), so the records the benches use are known
 * without reading them back. Discussions and comments get IDs in date order, as a forum that
 * grew over three years would have.
 */
import { UNUSABLE_PASSWORD_HASH } from "@server/auth/passwords";
import { FIRST_NAMES, LAST_NAMES } from "@server/seed/demoContent";
import { SeededRandom } from "@server/seed/random";
import { escapeHtml } from "@server/ssr/escape";
import type { IBulkTarget, Row } from "./bulkLoader";
import type { IScaleManifest, IScaleSizes } from "./scaleDataSet";
import { ADJECTIVES, FILLERS, NOUNS, OPENERS, VERBS } from "./words";

/** The demo forum's dates count back from this moment (seed.ts); the scale forum's too. */
const ANCHOR = Date.parse("2026-11-01T12:00:00.000Z");
const SPAN_MS = 3 * 365 * 86400_000;
const CHUNK = 20_000;

/** The categories added to the demo forum's 8: three parents with children, one hidden from guests. */
const NEW_CATEGORIES: Array<{ key: string; name: string; parent?: string; membersOnly?: true }> = [
    { key: "community", name: "Community" },
    { key: "introductions", name: "Introductions", parent: "community" },
    { key: "events", name: "Events", parent: "community" },
    { key: "meetups", name: "Meetups", parent: "community" },
    { key: "development", name: "Development" },
    { key: "core", name: "Core", parent: "development" },
    { key: "plugins", name: "Plugins", parent: "development" },
    { key: "design", name: "Themes & Design", parent: "development" },
    { key: "support-archive", name: "Support Archive" },
    { key: "legacy-versions", name: "Legacy Versions", parent: "support-archive" },
    { key: "migration-help", name: "Migration Help", parent: "support-archive" },
    { key: "hosting", name: "Hosting" },
    { key: "security", name: "Security" },
    { key: "accessibility-talk", name: "Accessibility" },
    { key: "integrations", name: "Integrations" },
    { key: "mobile-apps", name: "Mobile Apps" },
    { key: "localization", name: "Localization" },
    { key: "analytics", name: "Data & Analytics" },
    { key: "jobs", name: "Jobs" },
    { key: "marketplace", name: "Marketplace" },
    { key: "feedback", name: "Site Feedback" },
    { key: "members-lounge", name: "Members Lounge", membersOnly: true },
];

const NEW_TAGS = [
    "Backups", "Databases", "Email", "Search", "Security", "Plugins", "Editor", "Profiles", "Badges", "Notifications", "Layout",
    "Uploads", "Polls", "Translations", "Hosting", "API", "Single sign-on", "Spam", "Analytics", "Events", "Feedback", "Showcase",
];

/** Relative frequency of each demo reaction type by urlcode; flags are rare. */
const REACTION_WEIGHTS: Record<string, number> = { Like: 45, Insightful: 12, Agree: 18, LOL: 10, Disagree: 8, Promote: 4, Spam: 3 };

/** The records the manifest names (scaleDataSet.ts), as the generator made them. */
export type IGeneratedRecords = Pick<
    IScaleManifest,
    "bigDiscussionID" | "deepCommentID" | "deepCommentPosition" | "bookmarkedDiscussionID" | "bookmarkers" | "hiddenCategoryID" | "busyCategoryID" | "busyCategoryUrlcode"
> & { benchMemberID: number; adminID: number };

type Log = (message: string) => void;

const iso = (ms: number) => new Date(ms).toISOString();

class TextMaker {
    constructor(private random: SeededRandom) {}

    /** Skewed towards the start of the list, so some words are common and others rare. */
    private word(list: readonly string[]): string {
        return list[Math.floor(list.length * this.random.next() ** 1.6)]!;
    }

    private capitalise(text: string): string {
        return text.charAt(0).toUpperCase() + text.slice(1);
    }

    sentence(): string {
        const words: string[] = [];
        if (this.random.next() < 0.2) words.push(this.word(OPENERS), this.word(VERBS));
        const length = this.random.int(5, 13);
        while (words.length < length) {
            const roll = this.random.next();
            words.push(this.word(roll < 0.4 ? FILLERS : roll < 0.7 ? NOUNS : roll < 0.85 ? ADJECTIVES : VERBS));
        }
        const end = this.random.next();
        return `${this.capitalise(words.join(" "))}${end < 0.75 ? "." : end < 0.92 ? "?" : "!"}`;
    }

    paragraph(maxSentences: number): string {
        return Array.from({ length: this.random.int(1, maxSentences) }, () => this.sentence()).join(" ");
    }

    body(maxParagraphs: number, maxSentences: number): string {
        return Array.from({ length: this.random.int(1, maxParagraphs) }, () => this.paragraph(maxSentences)).join("\n\n");
    }

    title(): string {
        const roll = this.random.next();
        if (roll < 0.35) return `${this.word(OPENERS)} ${this.word(VERBS)} the ${this.word(ADJECTIVES)} ${this.word(NOUNS)}?`;
        if (roll < 0.7) return `${this.capitalise(this.word(ADJECTIVES))} ${this.word(NOUNS)} ${this.word(FILLERS)} ${this.word(NOUNS)}`;
        return `${this.capitalise(this.word(NOUNS))}: ${this.word(VERBS)} ${this.word(FILLERS)} ${this.word(ADJECTIVES)} ${this.word(NOUNS)} ${this.word(FILLERS)} ${this.word(NOUNS)}`;
    }
}

/** Picks an index in [0, n) by cumulative weights (binary search). */
function weightedPicker(weights: number[], random: SeededRandom): () => number {
    const cumulative: number[] = [];
    let total = 0;
    for (const weight of weights) cumulative.push((total += weight));
    return () => {
        const target = random.next() * total;
        let low = 0;
        let high = cumulative.length - 1;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (cumulative[middle]! > target) high = middle;
            else low = middle + 1;
        }
        return low;
    };
}

async function one<T extends object>(target: IBulkTarget, statement: string): Promise<T> {
    const [row] = await target.query<T>(statement);
    if (!row) throw new Error(`No row from: ${statement}`);
    return row;
}

export async function generateForum(target: IBulkTarget, sizes: IScaleSizes, log: Log): Promise<IGeneratedRecords> {
    const random = new SeededRandom(17_000 + Math.round(sizes.scale * 1000));
    const text = new TextMaker(random);

    // What the product's start made: the demo forum and the bench member.
    const baseUsers = await target.query<{ userID: number; name: string }>(`select "userID", "name" from "users" order by "userID"`);
    const roles = await target.query<{ roleID: number; type: string }>(`select "roleID", "type" from "roles"`);
    const baseCategories = await target.query<{ categoryID: number; urlcode: string; parentCategoryID: number | null }>(
        `select "categoryID", "urlcode", "parentCategoryID" from "categories" order by "categoryID"`,
    );
    const reactionTypes = await target.query<{ tagID: number; urlcode: string; reactionValue: number }>(`select "tagID", "urlcode", "reactionValue" from "reactionTypes" order by "tagID"`);
    const baseTagIDs = (await target.query<{ tagID: number }>(`select "tagID" from "tags" order by "tagID"`)).map((row) => row.tagID);
    const baseCount = async (table: string, id: string) => {
        const row = await one<{ n: number | string; m: number | string | null }>(target, `select count(*) as n, max("${id}") as m from "${table}"`);
        return { count: Number(row.n), max: Number(row.m ?? 0) };
    };
    const baseDiscussions = await baseCount("discussions", "discussionID");
    const baseComments = await baseCount("comments", "commentID");
    const baseReactions = Number((await one<{ n: number | string }>(target, `select count(*) as n from "reactions"`)).n);
    const maxNotificationID = (await baseCount("notifications", "notificationID")).max;
    const roleID = (type: string) => roles.find((role) => role.type === type)?.roleID ?? 0;
    const benchMember = baseUsers.find((user) => user.name === "bench_member");
    const admin = baseUsers.find((user) => user.name === "admin");
    if (!benchMember || !admin) throw new Error("The base forum has no bench_member or admin.");

    // --- Members: the demo's, the bench member, then generated ones up to the size.
    const userIDs = baseUsers.map((user) => user.userID);
    const userNames = baseUsers.map((user) => user.name);
    const userDates: number[] = baseUsers.map(() => ANCHOR - SPAN_MS - 30 * 86400_000);
    let nextUserID = Math.max(...userIDs) + 1;
    while (userIDs.length < sizes.users) {
        userIDs.push(nextUserID);
        userNames.push(`${random.pick(FIRST_NAMES)}_${random.pick(LAST_NAMES)}_${nextUserID}`);
        userDates.push(ANCHOR - SPAN_MS - 30 * 86400_000 + Math.floor(random.next() * SPAN_MS));
        nextUserID++;
    }
    const userCount = userIDs.length;
    const userDiscussions = new Int32Array(userCount);
    const userComments = new Int32Array(userCount);
    // A few members write most posts.
    const pickAuthor = () => Math.floor(userCount * random.next() ** 2.2);

    // --- Categories: the demo's 8 and the new ones (IDs after the demo's).
    const categoryIDs = baseCategories.map((category) => category.categoryID);
    const categoryKeys = baseCategories.map((category) => category.urlcode);
    let nextCategoryID = Math.max(...categoryIDs) + 1;
    const newCategoryRows: Row[] = [];
    const idOfKey = new Map(baseCategories.map((category) => [category.urlcode, category.categoryID]));
    for (const [index, category] of NEW_CATEGORIES.slice(0, Math.max(0, sizes.categories - baseCategories.length)).entries()) {
        const categoryID = nextCategoryID++;
        idOfKey.set(category.key, categoryID);
        categoryIDs.push(categoryID);
        categoryKeys.push(category.key);
        newCategoryRows.push([
            categoryID,
            category.parent ? idOfKey.get(category.parent)! : null,
            category.name,
            category.key,
            `${text.sentence()}`,
            baseCategories.length + index,
            iso(ANCHOR - SPAN_MS - 60 * 86400_000),
        ]);
    }
    const hiddenCategoryID = idOfKey.get("members-lounge")!;
    const staffCategoryID = idOfKey.get("staff")!;
    const announcementsID = idOfKey.get("announcements")!;
    // Busy and quiet categories (Zipf over a shuffled order); the announcements, the staff room and the lounge are small.
    const categoryWeights = categoryIDs.map((categoryID, index) => {
        if (categoryID === announcementsID) return 0.002;
        if (categoryID === staffCategoryID) return 0.01;
        if (categoryID === hiddenCategoryID) return 0.04;
        return 1 / (1 + ((index * 7) % categoryIDs.length));
    });
    const pickCategory = weightedPicker(categoryWeights, random);
    const categoryDiscussions = new Int32Array(categoryIDs.length);
    const categoryComments = new Int32Array(categoryIDs.length);

    // --- Discussions (metadata first: comments and reactions decide their counters).
    const discussionCount = sizes.discussions - baseDiscussions.count;
    const firstDiscussionID = baseDiscussions.max + 1;
    const discussionTimes = new Float64Array(discussionCount);
    for (let i = 0; i < discussionCount; i++) discussionTimes[i] = Math.floor(ANCHOR - SPAN_MS + random.next() * (SPAN_MS - 2 * 3600_000));
    discussionTimes.sort();
    const discussionCategory = new Int32Array(discussionCount);
    const discussionAuthor = new Int32Array(discussionCount);
    for (let i = 0; i < discussionCount; i++) {
        discussionCategory[i] = pickCategory();
        discussionAuthor[i] = pickAuthor();
    }
    const generalIndex = categoryIDs.indexOf(idOfKey.get("general")!);
    const helpIndex = categoryIDs.indexOf(idOfKey.get("help")!);
    const bigIndex = Math.floor(discussionCount * 0.3); // about two years old
    const bookmarkedIndex = discussionCount - 50; // recent
    discussionCategory[bigIndex] = generalIndex;
    discussionCategory[bookmarkedIndex] = helpIndex;
    for (let i = 0; i < discussionCount; i++) {
        categoryDiscussions[discussionCategory[i]!]! += 1;
        userDiscussions[discussionAuthor[i]!]! += 1;
    }

    // --- Comments: how many per discussion (a long tail, a few hot threads), then their times in date order.
    log(`planning ${sizes.comments - baseComments.count} comments`);
    const commentTotal = sizes.comments - baseComments.count;
    const perDiscussion = new Int32Array(discussionCount);
    perDiscussion[bigIndex] = sizes.bigDiscussionComments;
    const spread = commentTotal - sizes.bigDiscussionComments;
    const weights = new Float64Array(discussionCount);
    let weightSum = 0;
    for (let i = 0; i < discussionCount; i++) {
        if (i === bigIndex) continue;
        const w = -Math.log(1 - random.next()) * (random.next() < 0.03 ? 12 : 1);
        weights[i] = w;
        weightSum += w;
    }
    let allotted = 0;
    for (let i = 0; i < discussionCount; i++) {
        const n = Math.floor((spread * weights[i]!) / weightSum);
        perDiscussion[i]! += n;
        allotted += n;
    }
    while (allotted < spread) {
        const i = Math.floor(random.next() * discussionCount);
        if (i === bigIndex) continue;
        perDiscussion[i]! += 1;
        allotted++;
    }
    const rawTimes = new Float64Array(commentTotal);
    const rawDiscussion = new Int32Array(commentTotal);
    let k = 0;
    for (let i = 0; i < discussionCount; i++) {
        const start = discussionTimes[i]! + 60_000;
        const room = ANCHOR - start;
        const skew = i === bigIndex ? 1 : 3; // the big thread is busy all along; others quieten
        for (let c = 0; c < perDiscussion[i]!; c++) {
            rawTimes[k] = Math.floor(start + room * random.next() ** skew);
            rawDiscussion[k] = i;
            k++;
        }
    }
    const order = new Uint32Array(commentTotal);
    for (let i = 0; i < commentTotal; i++) order[i] = i;
    order.sort((a, b) => rawTimes[a]! - rawTimes[b]! || a - b);
    const commentTime = new Float64Array(commentTotal);
    const commentDiscussion = new Int32Array(commentTotal);
    const commentAuthor = new Int32Array(commentTotal);
    const commentParent = new Int32Array(commentTotal); // 0 = top-level
    const firstCommentID = baseComments.max + 1;
    const discussionCommentCount = new Int32Array(discussionCount);
    const lastCommentRank = new Int32Array(discussionCount).fill(-1);
    const deepCommentPosition = Math.round(sizes.bigDiscussionComments * 0.75);
    let deepCommentID = 0;
    for (let rank = 0; rank < commentTotal; rank++) {
        const raw = order[rank]!;
        const d = rawDiscussion[raw]!;
        commentTime[rank] = rawTimes[raw]!;
        commentDiscussion[rank] = d;
        const author = pickAuthor();
        commentAuthor[rank] = author;
        userComments[author]! += 1;
        categoryComments[discussionCategory[d]!]! += 1;
        const previous = lastCommentRank[d]!;
        commentParent[rank] = previous >= 0 && random.next() < 0.1 ? firstCommentID + previous : 0;
        lastCommentRank[d] = rank;
        discussionCommentCount[d]! += 1;
        if (d === bigIndex && discussionCommentCount[d] === deepCommentPosition) deepCommentID = firstCommentID + rank;
    }

    // --- Reactions: one per member per record; 30 % on discussions (some popular), the rest on comments.
    log(`planning ${sizes.reactions - baseReactions} reactions`);
    const reactionTotal = sizes.reactions - baseReactions;
    const pickType = weightedPicker(reactionTypes.map((type) => REACTION_WEIGHTS[type.urlcode] ?? 1), random);
    const popular = Array.from({ length: Math.max(1, Math.floor(discussionCount * 0.02)) }, () => Math.floor(random.next() * discussionCount));
    const bigCommentRanks: number[] = [];
    for (let rank = 0; rank < commentTotal; rank++) if (commentDiscussion[rank] === bigIndex) bigCommentRanks.push(rank);
    const taken = new Set<number>();
    const reactionRecord = new Int32Array(reactionTotal); // < discussionCount: a discussion index; else discussionCount + comment rank
    const reactionUser = new Int32Array(reactionTotal);
    const reactionType = new Int8Array(reactionTotal);
    const discussionScore = new Int32Array(discussionCount);
    const commentScore = new Int32Array(commentTotal);
    const USER_SLOTS = 16_384;
    if (userCount >= USER_SLOTS) throw new Error("Too many members for the reaction key.");
    for (let r = 0; r < reactionTotal; ) {
        let record: number;
        if (random.next() < 0.3) {
            record = random.next() < 0.3 ? random.pick(popular) : Math.floor(random.next() * discussionCount);
        } else {
            record = discussionCount + (random.next() < 0.25 && bigCommentRanks.length ? random.pick(bigCommentRanks) : Math.floor(random.next() * commentTotal));
        }
        const user = Math.floor(random.next() * userCount);
        const key = record * USER_SLOTS + user;
        if (taken.has(key)) continue;
        taken.add(key);
        const type = pickType();
        reactionRecord[r] = record;
        reactionUser[r] = user;
        reactionType[r] = type;
        const value = reactionTypes[type]!.reactionValue;
        if (record < discussionCount) discussionScore[record]! += value;
        else commentScore[record - discussionCount]! += value;
        r++;
    }
    taken.clear();

    // --- Writing: members, categories, permissions, tags.
    log(`members: ${userCount - baseUsers.length} new`);
    const memberRoleID = roleID("member");
    const userRows: Row[] = [];
    const userRoleRows: Row[] = [];
    for (let u = baseUsers.length; u < userCount; u++) {
        const name = userNames[u]!;
        userRows.push([userIDs[u], name, `${name}@example.com`, UNUSABLE_PASSWORD_HASH, "", "", iso(userDates[u]!), iso(ANCHOR - Math.floor(random.next() * 90 * 86400_000)), 1, 0, 0, userDiscussions[u], userComments[u]]);
        userRoleRows.push([userIDs[u], memberRoleID]);
    }
    await target.insert("users", ["userID", "name", "email", "passwordHash", "photoUrl", "title", "dateInserted", "dateLastActive", "emailConfirmed", "banned", "private", "countDiscussions", "countComments"], userRows);
    await target.insert("userRoles", ["userID", "roleID"], userRoleRows);
    for (let u = 0; u < baseUsers.length; u++) {
        if (!userDiscussions[u] && !userComments[u]) continue;
        await target.query(`update "users" set "countDiscussions" = "countDiscussions" + ${userDiscussions[u]}, "countComments" = "countComments" + ${userComments[u]} where "userID" = ${userIDs[u]}`);
    }

    log(`categories: ${newCategoryRows.length} new`);
    await target.insert("categories", ["categoryID", "parentCategoryID", "name", "urlcode", "description", "sort", "dateInserted"], newCategoryRows);
    for (let c = 0; c < categoryIDs.length; c++) {
        await target.query(`update "categories" set "countDiscussions" = "countDiscussions" + ${categoryDiscussions[c]}, "countComments" = "countComments" + ${categoryComments[c]} where "categoryID" = ${categoryIDs[c]}`);
    }
    // The lounge is a permission junction: members and moderators may enter, guests may not (as the demo's staff room).
    const loungePermissions = JSON.stringify({ "discussions.view": true, "discussions.add": true, "comments.add": true });
    await target.insert("roleCategoryPermissions", ["roleID", "categoryID", "permissions"], [
        [memberRoleID, hiddenCategoryID, loungePermissions],
        [roleID("moderator"), hiddenCategoryID, loungePermissions],
    ]);

    const tagIDs = [...baseTagIDs];
    let nextTagID = Math.max(0, ...baseTagIDs) + 1;
    const tagRows: Row[] = [];
    for (const name of NEW_TAGS.slice(0, Math.max(0, sizes.tags - baseTagIDs.length))) {
        tagRows.push([nextTagID, name, name.toLowerCase().replace(/\s+/g, "-"), iso(ANCHOR - SPAN_MS)]);
        tagIDs.push(nextTagID++);
    }
    await target.insert("tags", ["tagID", "name", "urlcode", "dateInserted"], tagRows);

    // --- Discussions, with their final counters.
    const titles: string[] = new Array(discussionCount);
    const discussionColumns = ["discussionID", "categoryID", "insertUserID", "type", "name", "body", "format", "dateInserted", "dateUpdated", "dateLastComment", "lastCommentUserID", "countComments", "countViews", "score", "pinned", "pinLocation", "closed", "sink", "resolved"];
    const discussionTagRows: Row[] = [];
    for (let start = 0; start < discussionCount; start += CHUNK) {
        const rows: Row[] = [];
        for (let i = start; i < Math.min(discussionCount, start + CHUNK); i++) {
            const title = i === bigIndex ? "The big thread: a long-running conversation about everything" : i === bookmarkedIndex ? "Bookmarked by everyone: release notes and upgrade questions" : text.title();
            titles[i] = title;
            const lastRank = lastCommentRank[i]!;
            const categoryID = categoryIDs[discussionCategory[i]!]!;
            const pinned = categoryID === announcementsID && random.next() < 0.5 ? 1 : 0;
            rows.push([
                firstDiscussionID + i,
                categoryID,
                userIDs[discussionAuthor[i]!],
                "discussion",
                title,
                text.body(3, 4),
                "markdown",
                iso(discussionTimes[i]!),
                random.next() < 0.05 ? iso(discussionTimes[i]! + 3600_000) : null,
                iso(lastRank >= 0 ? commentTime[lastRank]! : discussionTimes[i]!),
                lastRank >= 0 ? userIDs[commentAuthor[lastRank]!] : null,
                discussionCommentCount[i],
                random.int(1, 20) * (1 + discussionCommentCount[i]!),
                discussionScore[i],
                pinned,
                pinned ? "category" : null,
                i !== bookmarkedIndex && i !== bigIndex && random.next() < 0.02 ? 1 : 0,
                0,
                categoryID === categoryIDs[helpIndex] && random.next() < 0.3 ? 1 : 0,
            ]);
            if (random.next() < 0.3) {
                const chosen = new Set(Array.from({ length: random.int(1, 3) }, () => tagIDs[Math.floor(tagIDs.length * random.next() ** 2)]!));
                for (const tagID of chosen) discussionTagRows.push([firstDiscussionID + i, tagID]);
            }
        }
        await target.insert("discussions", discussionColumns, rows);
        log(`discussions: ${Math.min(discussionCount, start + CHUNK)} / ${discussionCount}`);
    }
    await target.insert("discussionTags", ["discussionID", "tagID"], discussionTagRows);

    // --- Comments, in date order.
    const commentColumns = ["commentID", "discussionID", "insertUserID", "body", "format", "dateInserted", "dateUpdated", "score", "parentCommentID"];
    for (let start = 0; start < commentTotal; start += CHUNK) {
        const rows: Row[] = [];
        for (let rank = start; rank < Math.min(commentTotal, start + CHUNK); rank++) {
            const parent = commentParent[rank]!;
            rows.push([
                firstCommentID + rank,
                firstDiscussionID + commentDiscussion[rank]!,
                userIDs[commentAuthor[rank]!],
                text.body(2, 3),
                "markdown",
                iso(commentTime[rank]!),
                null,
                commentScore[rank],
                parent || null,
            ]);
        }
        await target.insert("comments", commentColumns, rows);
        if ((start / CHUNK) % 10 === 9 || start + CHUNK >= commentTotal) log(`comments: ${Math.min(commentTotal, start + CHUNK)} / ${commentTotal}`);
    }

    // --- Reactions, after their record was posted.
    const reactionRows: Row[] = [];
    const flushReactions = async () => {
        await target.insert("reactions", ["recordType", "recordID", "userID", "tagID", "dateInserted"], reactionRows);
        reactionRows.length = 0;
    };
    for (let r = 0; r < reactionTotal; r++) {
        const record = reactionRecord[r]!;
        const isDiscussion = record < discussionCount;
        const posted = isDiscussion ? discussionTimes[record]! : commentTime[record - discussionCount]!;
        reactionRows.push([
            isDiscussion ? "discussion" : "comment",
            isDiscussion ? firstDiscussionID + record : firstCommentID + record - discussionCount,
            userIDs[reactionUser[r]!],
            reactionTypes[reactionType[r]!]!.tagID,
            iso(posted + Math.floor((ANCHOR - posted) * random.next() ** 4)),
        ]);
        if (reactionRows.length === CHUNK) await flushReactions();
    }
    await flushReactions();
    log(`reactions: ${reactionTotal}`);

    // --- Bookmarks: every member bookmarks one discussion; others here and there (the bench member a few).
    const bookmarkedDiscussionID = firstDiscussionID + bookmarkedIndex;
    const bookmarkRows: Row[] = userIDs.map((userID) => [bookmarkedDiscussionID, userID, iso(discussionTimes[bookmarkedIndex]! + 60_000)]);
    const marked = new Set<number>();
    const benchIndex = userIDs.indexOf(benchMember.userID);
    for (let b = 0; b < sizes.otherBookmarks; ) {
        const user = b < 40 ? benchIndex : Math.floor(random.next() * userCount);
        const d = Math.floor(random.next() * discussionCount);
        const key = d * USER_SLOTS + user;
        if (d === bookmarkedIndex || marked.has(key)) continue;
        marked.add(key);
        bookmarkRows.push([firstDiscussionID + d, userIDs[user], iso(discussionTimes[d]! + Math.floor((ANCHOR - discussionTimes[d]!) * random.next()))]);
        b++;
    }
    await target.insert("bookmarks", ["discussionID", "userID", "dateInserted"], bookmarkRows);
    log(`bookmarks: ${bookmarkRows.length}`);

    // --- Notifications: the bench member's (the newest 100 unread) and other members', about comments they could see.
    const visibleRank = () => {
        for (;;) {
            const rank = Math.floor(random.next() * commentTotal);
            if (categoryIDs[discussionCategory[commentDiscussion[rank]!]!] !== staffCategoryID) return rank;
        }
    };
    const notificationFor = (userIndex: number, rank: number, read: number): Row => {
        const d = commentDiscussion[rank]!;
        const commentID = firstCommentID + rank;
        const when = iso(commentTime[rank]!);
        const author = `<b>${escapeHtml(userNames[commentAuthor[rank]!]!)}</b>`;
        const discussion = `<b>${escapeHtml(titles[d]!)}</b>`;
        return [userIDs[userIndex], "bookmarkComment", "You bookmarked this discussion.", `${author} commented on ${discussion}, which you bookmarked.`, "", `/discussion/comment/${commentID}#Comment_${commentID}`, "comment", commentID, firstDiscussionID + d, when, when, read];
    };
    const benchRanks = Array.from({ length: sizes.benchMemberNotifications }, visibleRank).sort((a, b) => a - b);
    const notificationRows: Row[] = benchRanks.map((rank, index) => notificationFor(benchIndex, rank, index < benchRanks.length - 100 ? 1 : 0));
    for (let n = 0; n < sizes.otherNotifications; n++) {
        let user = Math.floor(random.next() * userCount);
        if (user === benchIndex) user = (user + 1) % userCount;
        notificationRows.push(notificationFor(user, visibleRank(), random.next() < 0.8 ? 1 : 0));
    }
    notificationRows.sort((a, b) => String(a[9]).localeCompare(String(b[9])));
    await target.insert(
        "notifications",
        ["notificationID", "userID", "activityType", "reason", "body", "photoUrl", "url", "recordType", "recordID", "discussionID", "dateInserted", "dateUpdated", "read"],
        notificationRows.map((row, index) => [maxNotificationID + 1 + index, ...row]),
    );
    log(`notifications: ${notificationRows.length}`);

    // The public category with the most discussions, for the per-category benches.
    let busy = -1;
    for (let c = 0; c < categoryIDs.length; c++) {
        const id = categoryIDs[c]!;
        if (id === hiddenCategoryID || id === staffCategoryID || id === announcementsID) continue;
        if (busy < 0 || categoryDiscussions[c]! > categoryDiscussions[busy]!) busy = c;
    }
    return {
        benchMemberID: benchMember.userID,
        adminID: admin.userID,
        bigDiscussionID: firstDiscussionID + bigIndex,
        deepCommentID,
        deepCommentPosition,
        bookmarkedDiscussionID,
        bookmarkers: userCount,
        hiddenCategoryID,
        busyCategoryID: categoryIDs[busy]!,
        busyCategoryUrlcode: categoryKeys[busy]!,
    };
}
