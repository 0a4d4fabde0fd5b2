/**
 * What the dashboard home shows (issue 14 item 1). Every figure is a stored counter or an index
 * range (adminMigrations.ts), never a scan of the posts: the discussion and comment totals are
 * the categories' counters (vanilla's countsModel keeps them in every write's transaction).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { IDashboardHomeData, IRecentCounts } from "@dashboard/admin/home/dashboardHomeTypes";

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 8;

async function countSince(db: Kysely<Database>, table: "users" | "discussions" | "comments", now: Date): Promise<IRecentCounts> {
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
    // One index range (the week), the day counted inside it.
    const row = await db
        .selectFrom(table)
        .select([
            sql<number>`count(*)`.as("week"),
            sql<number>`sum(case when ${sql.ref("dateInserted")} >= ${dayAgo} then 1 else 0 end)`.as("day"),
        ])
        .where("dateInserted", ">=", weekAgo)
        .executeTakeFirstOrThrow();
    return { day: Number(row.day ?? 0), week: Number(row.week) };
}

export async function loadDashboardHome(db: Kysely<Database>, now = new Date()): Promise<IDashboardHomeData> {
    const [members, posts, newMembers, newDiscussions, newComments, recent, openReports, drafts, errored] = await Promise.all([
        db.selectFrom("users").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
        db
            .selectFrom("categories")
            .select([sql<number>`coalesce(sum(${sql.ref("countDiscussions")}), 0)`.as("discussions"), sql<number>`coalesce(sum(${sql.ref("countComments")}), 0)`.as("comments")])
            .executeTakeFirstOrThrow(),
        countSince(db, "users", now),
        countSince(db, "discussions", now),
        countSince(db, "comments", now),
        db.selectFrom("users").select(["userID", "name", "dateInserted", "emailConfirmed"]).orderBy("dateInserted", "desc").orderBy("userID", "desc").limit(RECENT_LIMIT).execute(),
        // The moderation queue's open reports (new or escalated; reports_status_date index).
        db.selectFrom("reports").select(sql<number>`count(*)`.as("count")).where("status", "in", ["new", "escalated"]).executeTakeFirstOrThrow(),
        db
            .selectFrom("drafts")
            .select(["draftStatus", sql<number>`count(*)`.as("count")])
            .where("draftStatus", "in", ["scheduled", "error"])
            .groupBy("draftStatus")
            .execute(),
        db
            .selectFrom("drafts")
            .innerJoin("users", "users.userID", "drafts.insertUserID")
            .select(["drafts.draftID", "users.name as authorName", "drafts.error", "drafts.dateUpdated"])
            .where("drafts.draftStatus", "=", "error")
            .orderBy("drafts.dateUpdated", "desc")
            .limit(RECENT_LIMIT)
            .execute(),
    ]);
    const draftCount = (status: string) => Number(drafts.find((row) => row.draftStatus === status)?.count ?? 0);
    return {
        totals: { members: Number(members.count), discussions: Number(posts.discussions), comments: Number(posts.comments), newMembers, newDiscussions, newComments },
        recentMembers: recent.map((row) => ({ userID: row.userID, name: row.name, dateInserted: row.dateInserted, emailConfirmed: row.emailConfirmed === 1 })),
        openReports: Number(openReports.count),
        scheduledDrafts: draftCount("scheduled"),
        draftsInError: errored.map((row) => ({ draftID: row.draftID, authorName: row.authorName, error: row.error ?? "", dateUpdated: row.dateUpdated })),
        countDraftsInError: draftCount("error"),
    };
}
