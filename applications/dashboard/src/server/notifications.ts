/**
 * Notifications (shell §3, §4, §7; issue 4 §7): made when someone comments on a discussion you
 * started or bookmarked, mentions you with @name, or reacts to your post — each person at most
 * once per event, never for their own action, and only when they may see the discussion.
 * Listens to the host's events, so the forum application does not know this one exists.
 *
 * The events arrive in jobs (events.ts), after the request that caused them has answered, and a
 * job may run again after a crash: every notification of an event carries the event's key, and
 * (eventKey, userID) is unique, so a re-run inserts only what is missing. Recipients are checked
 * per distinct set of roles (one permission check for all the members holding that set, not one
 * per member) and inserted in multi-row batches: a discussion with 10,000 bookmarkers costs a few
 * statements.
 */
import type { FastifyInstance } from "fastify";
import { sql, type Kysely, type Selectable } from "kysely";
import { t, tf } from "@library/i18n/t";
import { parseRich2, rich2MentionNames, rich2PlainText } from "@library/composer/rich2";
import { hasPermission } from "@library/users/permissions";
import type { Database } from "@server/db/schema";
import type { NotificationsTable } from "./schema";
import type { IAddonNotificationEvent, ICommentAddedEvent, IReactionAddedEvent } from "@server/events";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer } from "@server/http/viewer";
import { loadPermissions } from "@server/permissions/permissionsModel";
import { forEachLettingRequestsIn, letRequestsIn } from "@server/jobs/jobRunner";
import { escapeHtml } from "@server/ssr/escape";
import { typedMentionNames } from "@server/content/mentions";
import { byChannel, mailNotifications, type INotificationMailer } from "./notificationPreferences";


/** A notification about to be stored: the row without its key, dates and read flag. */
type INewNotification = Omit<NotificationsTable, "notificationID" | "eventKey" | "dateInserted" | "dateUpdated" | "read">;

const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

/** "@name" or '@"a name"' typed as text (server/content/mentions.ts, the same reading as the rendered links). */
const typedNames = typedMentionNames;

/**
 * Names mentioned in a comment's source, lower-cased, without duplicates, in the order written.
 * rich2: the mention nodes (their names may hold spaces) and any "@name" typed as text.
 */
export function mentionedNames(body: string, format = "markdown"): string[] {
    let names: string[];
    if (format === "rich2") {
        try {
            const doc = parseRich2(body);
            names = [...rich2MentionNames(doc), ...typedNames(rich2PlainText(doc, { mentions: false }))];
        } catch {
            names = []; // the write routes refuse unreadable rich2; nothing to notify about
        }
    } else {
        names = typedNames(body);
    }
    return [...new Set(names.map((name) => name.toLowerCase()))];
}

/**
 * Rows per multi-row INSERT (13 values each: far under either database's limit on parameters).
 * Small enough that one batch holds the event loop (SQLite) for a few milliseconds only.
 */
const INSERT_BATCH = 200;
/** User IDs per `IN (…)` when reading recipients' roles. */
const LOOKUP_BATCH = 1_000;

/** The recipients among `userIDs` who may see the category (discussions.view), in their order. */
async function whoCanSeeCategory(db: Kysely<Database>, userIDs: number[], categoryID: number): Promise<number[]> {
    const rolesByUser = new Map<number, number[]>(userIDs.map((userID) => [userID, []]));
    for (let start = 0; start < userIDs.length; start += LOOKUP_BATCH) {
        await letRequestsIn();
        const rows = await db.selectFrom("userRoles").select(["userID", "roleID"]).where("userID", "in", userIDs.slice(start, start + LOOKUP_BATCH)).execute();
        for (const row of rows) rolesByUser.get(row.userID)!.push(row.roleID);
    }
    const canSeeByRoleSet = new Map<string, boolean>();
    const visible: number[] = [];
    await forEachLettingRequestsIn(rolesByUser, async ([userID, roleIDs]) => {
        const roleSet = roleIDs.sort((a, b) => a - b).join(",");
        let canSee = canSeeByRoleSet.get(roleSet);
        if (canSee === undefined) {
            const permissions = await loadPermissions(db, roleIDs);
            canSee = hasPermission(permissions, "discussions.view", { resourceType: "category", resourceID: categoryID });
            canSeeByRoleSet.set(roleSet, canSee);
        }
        if (canSee) visible.push(userID);
    });
    return visible;
}

/**
 * Stores the notifications of one event for the recipients who may see the category. Each
 * batch is one statement of its own (no long transaction holding the database): a job stopped
 * half-way has stored whole batches, and its re-run skips them by the (eventKey, userID) key.
 */
async function insertForVisible(db: Kysely<Database>, eventKey: string, categoryID: number | null, notifications: INewNotification[], mailer?: INotificationMailer): Promise<void> {
    // No category (an add-on's notification about no post, API version 7): every recipient may see it.
    const recipients = notifications.map((notification) => notification.userID);
    const visible = new Set(categoryID === null ? recipients : await whoCanSeeCategory(db, recipients, categoryID));
    // Each member's choices (notificationPreferences.ts): listed unless turned off, mailed when asked for.
    const { popup: rows, email } = await byChannel(db, notifications.filter((notification) => visible.has(notification.userID)));
    if (mailer) await mailNotifications(db, mailer, eventKey, email);
    const now = new Date().toISOString();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await letRequestsIn();
        await db
            .insertInto("notifications")
            .values(rows.slice(start, start + INSERT_BATCH).map((notification) => ({ ...notification, eventKey, dateInserted: now, dateUpdated: now, read: 0 })))
            .onConflict((conflict) => conflict.columns(["eventKey", "userID"]).doNothing())
            .execute();
    }
}

export async function notifyCommentAdded(db: Kysely<Database>, event: ICommentAddedEvent, mailer?: INotificationMailer): Promise<void> {
    const recipients = new Map<number, INewNotification>();
    const base = { photoUrl: event.authorPhotoUrl, url: event.commentUrl, recordType: "comment", recordID: event.commentID, discussionID: event.discussionID };
    const add = (userID: number, activityType: string, reason: string, body: string) => {
        if (userID === event.authorID || recipients.has(userID)) return;
        recipients.set(userID, { ...base, userID, activityType, reason, body });
    };
    // Most specific first: a mention beats "your discussion", which beats "your bookmark".
    const names = mentionedNames(event.body, event.format);
    if (names.length) {
        const mentioned = await db
            .selectFrom("users")
            .select("userID")
            .where(sql<string>`lower(${sql.ref("name")})`, "in", names)
            .where("banned", "=", 0)
            .execute();
        for (const { userID } of mentioned) {
            add(userID, "mention", t("You were mentioned."), tf("{user} mentioned you in {discussion}.", { user: bold(event.authorName), discussion: bold(event.discussionName) }));
        }
    }
    add(event.discussionAuthorID, "comment", t("Someone commented on your discussion."), tf("{user} commented on {discussion}.", { user: bold(event.authorName), discussion: bold(event.discussionName) }));
    // The same words for every bookmarker, written once.
    const bookmarkReason = t("You bookmarked this discussion.");
    const bookmarkBody = tf("{user} commented on {discussion}, which you bookmarked.", { user: bold(event.authorName), discussion: bold(event.discussionName) });
    await forEachLettingRequestsIn(event.bookmarkUserIDs, (userID) => add(userID, "bookmarkComment", bookmarkReason, bookmarkBody));
    await insertForVisible(db, `comment:${event.commentID}`, event.categoryID, [...recipients.values()], mailer);
}

export async function notifyReactionAdded(db: Kysely<Database>, event: IReactionAddedEvent, mailer?: INotificationMailer): Promise<void> {
    if (event.recordAuthorID === event.reactorID) return;
    await insertForVisible(db, `reaction:${event.eventID}`, event.categoryID, [
        {
            userID: event.recordAuthorID,
            activityType: "reaction",
            reason: t("Someone reacted to your post."),
            body: tf("{user} reacted to {record} with {reaction}.", { user: bold(event.reactorName), record: bold(event.recordName), reaction: bold(event.reactionName) }),
            photoUrl: event.reactorPhotoUrl,
            url: event.recordUrl,
            recordType: event.recordType,
            recordID: event.recordID,
            discussionID: event.recordType === "discussion" ? event.recordID : null,
        },
    ], mailer);
}

/** An add-on's notification (api.notify): its plain texts are escaped here, like every stored body. */
export async function notifyAddonEvent(db: Kysely<Database>, event: IAddonNotificationEvent, mailer?: INotificationMailer): Promise<void> {
    const { userIDs, eventKey, categoryID, body, photoUrl, url, recordType, recordID, discussionID, activityType, reason } = event;
    const notifications = [...new Set(userIDs)].map((userID) => ({ userID, activityType, reason, body: escapeHtml(body), photoUrl: photoUrl ?? "", url, recordType, recordID, discussionID }));
    await insertForVisible(db, `${event.addon}:${eventKey}`, categoryID, notifications, mailer);
}

export async function countUnreadNotifications(db: Kysely<Database>, userID: number): Promise<number> {
    const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("userID", "=", userID)
        .where("read", "=", 0)
        .executeTakeFirstOrThrow();
    return Number(row.n);
}

function toApiNotification(row: Selectable<NotificationsTable>) {
    return {
        notificationID: row.notificationID,
        activityType: row.activityType,
        reason: row.reason,
        body: row.body,
        photoUrl: row.photoUrl,
        url: row.url,
        recordType: row.recordType,
        recordID: row.recordID,
        discussionID: row.discussionID,
        dateInserted: row.dateInserted,
        dateUpdated: row.dateUpdated,
        read: row.read === 1,
        count: 1,
    };
}

async function signedInUserID(request: Parameters<typeof getViewer>[0]): Promise<number> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, t("Sign in to see your notifications."));
    return user.userID;
}

const readBody = { type: "object", required: ["read"], additionalProperties: false, properties: { read: { type: "boolean", enum: [true] } } } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

export async function registerNotifications(app: FastifyInstance): Promise<void> {
    const { db, events, currentUserDecorators } = app.hearth;
    const mailer: INotificationMailer = { siteUrl: app.hearth.siteUrl, siteName: () => app.hearth.config.siteName() };
    events.on("commentAdded", (event) => notifyCommentAdded(db, event, mailer));
    events.on("reactionAdded", (event) => notifyReactionAdded(db, event, mailer));
    events.on("addonNotification", (event) => notifyAddonEvent(db, event, mailer));
    currentUserDecorators.push(async (userID) => ({ countUnreadNotifications: await countUnreadNotifications(db, userID) }));

    app.get<{ Querystring: { page: number; limit: number } }>(
        "/api/v2/notifications",
        { schema: { querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, default: 1 }, limit: { type: "integer", minimum: 1, maximum: 100, default: 30 } } } } },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            const { page, limit } = request.query;
            const count = db.selectFrom("notifications").select((eb) => eb.fn.countAll<string | number>().as("n")).where("userID", "=", userID);
            // The page and the member's total in one statement (a round trip fewer on PostgreSQL);
            // a page past the end has no row to carry the total, so only it counts apart.
            const rows = await db
                .selectFrom("notifications")
                .selectAll()
                .select(count.as("total"))
                .where("userID", "=", userID)
                .orderBy("dateInserted", "desc")
                .orderBy("notificationID", "desc")
                .limit(limit)
                .offset((page - 1) * limit)
                .execute();
            const total = rows[0] ? rows[0].total : page === 1 ? 0 : (await count.executeTakeFirstOrThrow()).n;
            setPagingHeaders(request, reply, { page, limit, total: Number(total) });
            return rows.map(toApiNotification);
        },
    );

    const ownNotification = async (userID: number, notificationID: number) => {
        const row = await db.selectFrom("notifications").selectAll().where("notificationID", "=", notificationID).where("userID", "=", userID).executeTakeFirst();
        // Someone else's notification is "not found", not "forbidden": its existence is private too.
        if (!row) throw new HttpError(404, t("Notification not found."));
        return row;
    };

    app.get<{ Params: { id: number } }>("/api/v2/notifications/:id", { schema: { params: idParams } }, async (request) =>
        toApiNotification(await ownNotification(await signedInUserID(request), request.params.id)),
    );

    app.patch<{ Params: { id: number }; Body: { read: true } }>("/api/v2/notifications/:id", { schema: { params: idParams, body: readBody } }, async (request) => {
        const userID = await signedInUserID(request);
        await ownNotification(userID, request.params.id);
        await db.updateTable("notifications").set({ read: 1, dateUpdated: new Date().toISOString() }).where("notificationID", "=", request.params.id).execute();
        return toApiNotification(await ownNotification(userID, request.params.id));
    });

    // Shell §4: marking all read sets every notification read and the unread count to 0.
    app.patch<{ Body: { read: true } }>("/api/v2/notifications", { schema: { body: readBody } }, async (request, reply) => {
        const userID = await signedInUserID(request);
        await db.updateTable("notifications").set({ read: 1, dateUpdated: new Date().toISOString() }).where("userID", "=", userID).where("read", "=", 0).execute();
        return reply.status(204).send();
    });

    // Every unread count an application adds to the current user ("countUnreadConversations" from
    // the conversations application) is a counter here ("UnreadConversations"), Vanilla's names.
    app.get("/api/v2/users/me-counts", async (request) => {
        const userID = await signedInUserID(request);
        const counts: Array<{ name: string; count: number }> = [];
        for (const decorate of currentUserDecorators) {
            for (const [field, value] of Object.entries(await decorate(userID))) {
                const match = /^count(Unread\w+)$/.exec(field);
                if (match && typeof value === "number") counts.push({ name: match[1]!, count: value });
            }
        }
        return { counts };
    });
}
