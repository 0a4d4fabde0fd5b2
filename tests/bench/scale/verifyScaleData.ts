/**
 * Checks a scale database by the product's own rules, recomputing with SQL what the generator
 * wrote: every counter (discussions' comment counts, last comment and score; comments' scores;
 * categories' and members' counts; the reactions members received), no row naming a record that
 * does not exist, and the sizes and special records the benches rely on. Answers the problems
 * found (none: an empty list).
 */
import { ALL_CATEGORIES, EVERY_REACTION_RECEIVED } from "../../../applications/vanilla/src/server/reactionsReceived";
import type { IBulkTarget } from "./bulkLoader";
import type { IScaleManifest, IScaleSizes } from "./scaleDataSet";

type Check = [description: string, statement: string];

function checks(dialect: IBulkTarget["dialect"]): Check[] {
    const differs = dialect === "postgres" ? "is distinct from" : "is not";
    const scoreOf = (recordType: string) =>
        `select r."recordID", sum(t."reactionValue") as s from "reactions" r join "reactionTypes" t on t."tagID" = r."tagID" where r."recordType" = '${recordType}' group by r."recordID"`;
    const orphanRecords = (table: string) =>
        `select count(*) as n from "${table}" x where (x."recordType" = 'discussion' and not exists (select 1 from "discussions" d where d."discussionID" = x."recordID"))
            or (x."recordType" = 'comment' and not exists (select 1 from "comments" c where c."commentID" = x."recordID"))`;
    const orphansOf = (table: string, column: string, parent: string, parentColumn = column) =>
        `select count(*) as n from "${table}" x where not exists (select 1 from "${parent}" p where p."${parentColumn}" = x."${column}")`;
    return [
        [
            "discussions whose countComments or dateLastComment differ from their comments",
            `select count(*) as n from "discussions" d left join (select "discussionID", count(*) as c, max("dateInserted") as m from "comments" group by "discussionID") x on x."discussionID" = d."discussionID"
                where d."countComments" <> coalesce(x.c, 0) or d."dateLastComment" <> coalesce(x.m, d."dateInserted")`,
        ],
        [
            "discussions whose lastCommentUserID is not their last comment's author",
            `select count(*) as n from "discussions" d where d."lastCommentUserID" ${differs}
                (select c."insertUserID" from "comments" c where c."discussionID" = d."discussionID" order by c."dateInserted" desc, c."commentID" desc limit 1)`,
        ],
        ["discussions whose score is not the sum of their reactions' values", `select count(*) as n from "discussions" d left join (${scoreOf("discussion")}) x on x."recordID" = d."discussionID" where d."score" <> coalesce(x.s, 0)`],
        ["comments whose score is not the sum of their reactions' values", `select count(*) as n from "comments" c left join (${scoreOf("comment")}) x on x."recordID" = c."commentID" where c."score" <> coalesce(x.s, 0)`],
        [
            "categories whose countDiscussions or countComments differ from their discussions",
            `select count(*) as n from "categories" g left join (select "categoryID", count(*) as c, sum("countComments") as s from "discussions" group by "categoryID") x on x."categoryID" = g."categoryID"
                where g."countDiscussions" <> coalesce(x.c, 0) or g."countComments" <> coalesce(x.s, 0)`,
        ],
        [
            "members whose countDiscussions differ from their discussions",
            `select count(*) as n from "users" u left join (select "insertUserID", count(*) as c from "discussions" group by "insertUserID") x on x."insertUserID" = u."userID" where u."countDiscussions" <> coalesce(x.c, 0)`,
        ],
        [
            "members whose countComments differ from their comments",
            `select count(*) as n from "users" u left join (select "insertUserID", count(*) as c from "comments" group by "insertUserID") x on x."insertUserID" = u."userID" where u."countComments" <> coalesce(x.c, 0)`,
        ],
        [
            "members' kept reactions received (per category or in all) that differ from their reactions",
            // Kept minus counted, per category and member: zero everywhere when they agree.
            `select count(*) as n from (select "categoryID", "userID", sum("count") as "difference" from (
                select "categoryID", "userID", "count" from "reactionsReceived"
                union all select "categoryID", "userID", -count(*) from (${EVERY_REACTION_RECEIVED}) as "received" group by "categoryID", "userID"
                union all select ${ALL_CATEGORIES}, "userID", -count(*) from (${EVERY_REACTION_RECEIVED}) as "received" group by "userID"
            ) as "both" group by "categoryID", "userID") as "compared" where "difference" <> 0`,
        ],
        ["comments of a discussion that does not exist", orphansOf("comments", "discussionID", "discussions")],
        ["discussions in a category that does not exist", orphansOf("discussions", "categoryID", "categories")],
        ["discussions by a member who does not exist", orphansOf("discussions", "insertUserID", "users", "userID")],
        ["comments by a member who does not exist", orphansOf("comments", "insertUserID", "users", "userID")],
        [
            "replies whose parent is missing or in another discussion",
            `select count(*) as n from "comments" c where c."parentCommentID" is not null and not exists (select 1 from "comments" p where p."commentID" = c."parentCommentID" and p."discussionID" = c."discussionID")`,
        ],
        ["reactions to a record that does not exist", orphanRecords("reactions")],
        ["reactions by a member who does not exist", orphansOf("reactions", "userID", "users")],
        ["reactions of a type that does not exist", orphansOf("reactions", "tagID", "reactionTypes")],
        ["bookmarks of a discussion that does not exist", orphansOf("bookmarks", "discussionID", "discussions")],
        ["bookmarks of a member who does not exist", orphansOf("bookmarks", "userID", "users")],
        ["discussion tags naming a discussion that does not exist", orphansOf("discussionTags", "discussionID", "discussions")],
        ["discussion tags naming a tag that does not exist", orphansOf("discussionTags", "tagID", "tags")],
        ["notifications of a member who does not exist", orphansOf("notifications", "userID", "users")],
        ["members without a role", `select count(*) as n from "users" u where not exists (select 1 from "userRoles" r where r."userID" = u."userID")`],
        ["categories whose parent does not exist", `select count(*) as n from "categories" c where c."parentCategoryID" is not null and not exists (select 1 from "categories" p where p."categoryID" = c."parentCategoryID")`],
    ];
}

async function count(target: IBulkTarget, statement: string): Promise<number> {
    const [row] = await target.query<{ n: number | string }>(statement);
    return Number(row?.n ?? 0);
}

/** The counters and references of any forum database (a copy after a bench wrote into it too). */
export async function verifyCounters(target: IBulkTarget): Promise<string[]> {
    const problems: string[] = [];
    for (const [description, statement] of checks(target.dialect)) {
        const n = await count(target, statement);
        if (n) problems.push(`${n} ${description}`);
    }
    return problems;
}

/** verifyCounters, and the sizes and special records of a freshly built data set. */
export async function verifyScaleData(target: IBulkTarget, sizes: IScaleSizes, manifest: IScaleManifest, log: (message: string) => void): Promise<string[]> {
    const problems = await verifyCounters(target);
    log("counters and references checked");
    const expect = (what: string, actual: number, expected: number) => {
        if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
    };
    expect("discussions", manifest.counts.discussions, sizes.discussions);
    expect("comments", manifest.counts.comments, sizes.comments);
    expect("members", manifest.counts.users, sizes.users);
    expect("reactions", manifest.counts.reactions, sizes.reactions);
    expect("categories", manifest.counts.categories, sizes.categories);
    expect("comments of the big discussion", await count(target, `select count(*) as n from "comments" where "discussionID" = ${manifest.bigDiscussionID}`), sizes.bigDiscussionComments);
    expect("bookmarks of the bookmarked discussion", await count(target, `select count(*) as n from "bookmarks" where "discussionID" = ${manifest.bookmarkedDiscussionID}`), sizes.users);
    expect(
        "position of the deep comment in the big discussion",
        await count(target, `select count(*) as n from "comments" where "discussionID" = ${manifest.bigDiscussionID} and "commentID" <= ${manifest.deepCommentID}`),
        manifest.deepCommentPosition,
    );
    expect("guest permission rows of the hidden category", await count(target, `select count(*) as n from "roleCategoryPermissions" p join "roles" r on r."roleID" = p."roleID" where p."categoryID" = ${manifest.hiddenCategoryID} and r."type" = 'guest'`), 0);
    expect("permission rows of the hidden category", await count(target, `select count(*) as n from "roleCategoryPermissions" where "categoryID" = ${manifest.hiddenCategoryID}`), 2);
    // Search (issue 11) reads its own index: a loader that skipped its triggers leaves search benches timing an empty index.
    const indexed = (recordType: string) => count(target, `select count(*) as n from "searchDocuments" where "recordType" = '${recordType}'`);
    expect("discussions in the search index", await indexed("discussion"), manifest.counts.discussions);
    expect("comments in the search index", await indexed("comment"), manifest.counts.comments);
    expect("members in the search index", await indexed("user"), manifest.counts.users);
    expect("categories in the search index", await indexed("category"), manifest.counts.categories);
    return problems;
}

/** The table sizes a manifest records. */
export async function countRows(target: IBulkTarget): Promise<IScaleManifest["counts"]> {
    const n = (table: string) => count(target, `select count(*) as n from "${table}"`);
    return {
        discussions: await n("discussions"),
        comments: await n("comments"),
        users: await n("users"),
        reactions: await n("reactions"),
        categories: await n("categories"),
        bookmarks: await n("bookmarks"),
        notifications: await n("notifications"),
    };
}
