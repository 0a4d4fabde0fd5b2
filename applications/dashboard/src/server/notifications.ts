/**
 * Notifications (shell §3, §4, §7; issue 4 §7): made when someone comments on a discussion you
 * started or bookmarked, mentions you with @name (in a comment or a new discussion), or reacts to
 * your post — each person at most once per event, never for their own action, and only when they
 * may see the discussion.
 * Listens to the host's events, so the forum application does not know this one exists.
 *
 * The events arrive in jobs (events.ts), after the request that caused them has answered, and a
 * job may run again after a crash: every notification of an event carries the event's key, and
 * (eventKey, userID) is unique, so a re-run inserts only what is missing. Recipients are checked
 * per distinct set of roles (one permission check for all the members holding that set, not one
 * per member) and inserted in batches, each one statement: a discussion with 10,000 bookmarkers
 * costs a couple of hundred small statements, run between the requests (jobRunner.ts).
 */
import type { FastifyInstance } from "fastify";
import { sql, type Kysely, type RawBuilder, type Selectable } from "kysely";
import { t, tf } from "@library/i18n/t";
import { parseRich2, rich2MentionNames, rich2PlainText } from "@library/composer/rich2";
import { hasPermission } from "@library/users/permissions";
import type { DialectName } from "@server/db/database";
import type { Database } from "@server/db/schema";
import type { NotificationsTable } from "./schema";
import type { IAddonNotificationEvent, ICommentAddedEvent, IDiscussionAddedEvent, IReactionAddedEvent } from "@server/events";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer } from "@server/http/viewer";
import { loadPermissions } from "@server/permissions/permissionsModel";
import { letRequestsIn } from "@server/jobs/jobRunner";
import { escapeHtml } from "@server/ssr/escape";
import { typedMentionNames } from "@server/content/mentions";
import { byChannel, mailNotifications, type INotificationMailer } from "./notificationPreferences";


/** What a notification says and links to: the stored row without its recipient, key, dates and read flag. */
type INotificationWords = Omit<NotificationsTable, "notificationID" | "userID" | "eventKey" | "dateInserted" | "dateUpdated" | "read">;

/** The recipients of one event who get the same words (every bookmarker of a discussion, say). */
interface IRecipients {
    words: INotificationWords;
    userIDs: number[];
}

/**
 * Collects an event's recipients, each at most once, in the group given first (callers add the
 * most specific first), never the one who acted.
 */
class RecipientGroups {
    readonly groups: IRecipients[] = [];
    private readonly taken: Set<number>;
    /** actorID: whoever acted (not told of their own comment or reaction); an add-on's notification has none. */
    constructor(actorID?: number) {
        this.taken = new Set(actorID === undefined ? [] : [actorID]);
    }
    add(words: INotificationWords, userIDs: Iterable<number>): void {
        const fresh: number[] = [];
        for (const userID of userIDs) {
            if (this.taken.has(userID)) continue;
            this.taken.add(userID);
            fresh.push(userID);
        }
        if (fresh.length) this.groups.push({ words: { ...words, body: withoutDoubledPunctuation(words.body) }, userIDs: fresh });
    }
}

const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

/**
 * A sentence that ends on a title ending its own sentence does not add a period (nor, after a
 * question or exclamation mark, a comma): "commented on <b>Keyboard shortcuts?</b>." reads
 * "…shortcuts?." otherwise. (The spec gives no wording for notifications, shell §8: the texts are
 * ours.) Each pair: what a title's own mark followed by ours reads, and what it becomes. Arabic's
 * question mark is ؟. Applied when a notification is made; rows stored before were mended once
 * (notificationFanoutMigrations.ts).
 */
export const DOUBLED_PUNCTUATION: ReadonlyArray<readonly [string, string]> = [
    ...[".", "?", "!", "…", "؟"].map((mark) => [`${mark}</b>.`, `${mark}</b>`] as const),
    ...["?", "!", "؟"].map((mark) => [`${mark}</b>,`, `${mark}</b>`] as const),
];

export function withoutDoubledPunctuation(html: string): string {
    return DOUBLED_PUNCTUATION.reduce((text, [doubled, single]) => text.replaceAll(doubled, single), html);
}

/** "@name" or '@"a name"' typed as text (server/content/mentions.ts, the same reading as the rendered links). */
const typedNames = typedMentionNames;

/**
 * Names mentioned in a post's source, lower-cased, without duplicates, in the order written.
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
 * Recipients per INSERT. Their IDs travel as one JSON array, so a batch is a statement of a dozen
 * parameters whatever its size (as 13 values a row, building and sending the 10,000 rows of a
 * bookmarked discussion took this process about 50 ms of CPU, beside the requests it answers).
 * On SQLite the insert runs on this thread: one index entry a recipient in each of the table's
 * indexes, and their live-count row, about 35 µs a recipient at a million posts, so a batch of
 * 50 holds the requests for under 2 ms. PostgreSQL runs it in its own process, and its live
 * trigger runs once a statement (dashboard/liveMigrations.ts): larger batches cost it less.
 */
const INSERT_BATCH: Record<DialectName, number> = { sqlite: 50, postgres: 200 };
/** User IDs per `IN (…)` when reading recipients' roles. */
const LOOKUP_BATCH = 1_000;

/**
 * The recipients among `userIDs` who may see the category (discussions.view): one permission
 * check per distinct set of roles, not per member.
 */
async function whoCanSeeCategory(db: Kysely<Database>, userIDs: number[], categoryID: number): Promise<Set<number>> {
    const rolesByUser = new Map<number, number[]>(userIDs.map((userID) => [userID, []]));
    for (let start = 0; start < userIDs.length; start += LOOKUP_BATCH) {
        await letRequestsIn();
        const rows = await db.selectFrom("userRoles").select(["userID", "roleID"]).where("userID", "in", userIDs.slice(start, start + LOOKUP_BATCH)).execute();
        for (const row of rows) rolesByUser.get(row.userID)!.push(row.roleID);
    }
    const roleSetOf = new Map<number, string>();
    const roleSets = new Map<string, number[]>();
    for (const [userID, roleIDs] of rolesByUser) {
        const roleSet = roleIDs.sort((a, b) => a - b).join(",");
        roleSetOf.set(userID, roleSet);
        roleSets.set(roleSet, roleIDs);
    }
    const seeing = new Set<string>();
    for (const [roleSet, roleIDs] of roleSets) {
        const permissions = await loadPermissions(db, roleIDs);
        if (hasPermission(permissions, "discussions.view", { resourceType: "category", resourceID: categoryID })) seeing.add(roleSet);
    }
    return new Set(userIDs.filter((userID) => seeing.has(roleSetOf.get(userID)!)));
}

/** The database the notifications are written to, and its dialect (how a JSON array is read as rows). */
export interface INotificationStore {
    db: Kysely<Database>;
    dialect: DialectName;
}

/** The user IDs of a JSON array parameter as rows of one column, "userID". */
function userIDRows(dialect: DialectName, userIDs: number[]): RawBuilder<unknown> {
    const ids = JSON.stringify(userIDs);
    return dialect === "postgres"
        ? sql`select value::integer as ${sql.ref("userID")} from json_array_elements_text(${ids}::json)`
        : sql`select cast(value as integer) as ${sql.ref("userID")} from json_each(${ids})`;
}

/**
 * Inserts one group's notifications, a statement per batch of recipients, each skipping the
 * recipients a run before already stored. ("where true": SQLite reads the ON of an upsert after
 * a bare SELECT … FROM as a join's, as its documentation warns.)
 */
async function insertNotifications(store: INotificationStore, eventKey: string, words: INotificationWords, userIDs: number[]): Promise<void> {
    const now = new Date().toISOString();
    const { activityType, reason, body, photoUrl, url, recordType, recordID, discussionID } = words;
    const values = sql.join([activityType, reason, body, photoUrl, url, recordType, recordID, discussionID, eventKey, now, now, 0].map((value) => sql`${value}`));
    const batch = INSERT_BATCH[store.dialect];
    for (let start = 0; start < userIDs.length; start += batch) {
        await letRequestsIn();
        await sql`insert into ${sql.table("notifications")} (${sql.join(NOTIFICATION_COLUMNS.map((column) => sql.ref(column)))})
            select ${sql.ref("recipients.userID")}, ${values}
            from (${userIDRows(store.dialect, userIDs.slice(start, start + batch))}) as ${sql.table("recipients")}
            where true on conflict (${sql.ref("eventKey")}, ${sql.ref("userID")}) do nothing`.execute(store.db);
    }
}

/** The columns insertNotifications writes, in the order of its values. */
const NOTIFICATION_COLUMNS = ["userID", "activityType", "reason", "body", "photoUrl", "url", "recordType", "recordID", "discussionID", "eventKey", "dateInserted", "dateUpdated", "read"] as const;

/**
 * Stores the notifications of one event for the recipients who may see the category. Each
 * batch is one statement of its own (no long transaction holding the database): a job stopped
 * half-way has stored whole batches, and its re-run skips them by the (eventKey, userID) key.
 */
async function insertForVisible(store: INotificationStore, eventKey: string, categoryID: number | null, groups: IRecipients[], mailer?: INotificationMailer): Promise<void> {
    const { db } = store;
    // No category (an add-on's notification about no post, API version 7): every recipient may see it.
    const visible = categoryID === null ? null : await whoCanSeeCategory(db, groups.flatMap((group) => group.userIDs), categoryID);
    for (const { words, userIDs } of groups) {
        // Each member's choices (notificationPreferences.ts): listed unless turned off, mailed when asked for.
        const { popup, email } = await byChannel(db, words.activityType, visible ? userIDs.filter((userID) => visible.has(userID)) : userIDs);
        if (mailer) await mailNotifications(db, mailer, eventKey, words, email);
        await insertNotifications(store, eventKey, words, popup);
    }
}

/** The members (not banned) of the mentioned names, lower-cased (mentionedNames). */
async function mentionedMembers(db: Kysely<Database>, names: string[]): Promise<number[]> {
    if (!names.length) return [];
    const rows = await db.selectFrom("users").select("userID").where(sql<string>`lower(${sql.ref("name")})`, "in", names).where("banned", "=", 0).execute();
    return rows.map((row) => row.userID);
}

/** "{user} mentioned you in {discussion}." about a post (`about`: its picture, link and record). */
function mentionWords(about: Pick<INotificationWords, "photoUrl" | "url" | "recordType" | "recordID" | "discussionID">, authorName: string, discussionName: string): INotificationWords {
    return { ...about, activityType: "mention", reason: t("You were mentioned."), body: tf("{user} mentioned you in {discussion}.", { user: bold(authorName), discussion: bold(discussionName) }) };
}

/** Whether a new discussion's body mentions anyone: only then do the notifications act on it. */
export function discussionMentionsAnyone(event: Pick<IDiscussionAddedEvent, "body" | "format">): boolean {
    return event.body !== undefined && mentionedNames(event.body, event.format).length > 0;
}

/**
 * A new discussion tells the members its body mentions, as a comment does (the same words,
 * preferences and visibility, never its author), once each: the event's key is the discussion's.
 * Editing a post tells nobody (neither a comment's nor a discussion's edit is an event).
 */
export async function notifyDiscussionAdded(store: INotificationStore, event: IDiscussionAddedEvent, mailer?: INotificationMailer): Promise<void> {
    // A job queued before the event carried the words has no body: nothing to tell.
    const names = event.body === undefined ? [] : mentionedNames(event.body, event.format);
    if (!names.length) return;
    const recipients = new RecipientGroups(event.authorID);
    const url = event.discussionUrl ?? `/discussion/${event.discussionID}`;
    const about = { photoUrl: event.authorPhotoUrl ?? "", url, recordType: "discussion", recordID: event.discussionID, discussionID: event.discussionID };
    recipients.add(mentionWords(about, event.authorName ?? "", event.discussionName ?? ""), await mentionedMembers(store.db, names));
    await insertForVisible(store, `discussion:${event.discussionID}`, event.categoryID, recipients.groups, mailer);
}

export async function notifyCommentAdded(store: INotificationStore, event: ICommentAddedEvent, mailer?: INotificationMailer): Promise<void> {
    const recipients = new RecipientGroups(event.authorID);
    const about = { photoUrl: event.authorPhotoUrl, url: event.commentUrl, recordType: "comment", recordID: event.commentID, discussionID: event.discussionID };
    const user = bold(event.authorName);
    const discussion = bold(event.discussionName);
    // Most specific first: a mention beats "your discussion", which beats "your bookmark".
    recipients.add(mentionWords(about, event.authorName, event.discussionName), await mentionedMembers(store.db, mentionedNames(event.body, event.format)));
    const started = { ...about, activityType: "comment", reason: t("Someone commented on your discussion."), body: tf("{user} commented on {discussion}.", { user, discussion }) };
    recipients.add(started, [event.discussionAuthorID]);
    const bookmarked = { ...about, activityType: "bookmarkComment", reason: t("You bookmarked this discussion."), body: tf("{user} commented on {discussion}, which you bookmarked.", { user, discussion }) };
    recipients.add(bookmarked, event.bookmarkUserIDs);
    await insertForVisible(store, `comment:${event.commentID}`, event.categoryID, recipients.groups, mailer);
}

export async function notifyReactionAdded(store: INotificationStore, event: IReactionAddedEvent, mailer?: INotificationMailer): Promise<void> {
    const recipients = new RecipientGroups(event.reactorID);
    const words = {
        activityType: "reaction",
        reason: t("Someone reacted to your post."),
        body: tf("{user} reacted to {record} with {reaction}.", { user: bold(event.reactorName), record: bold(event.recordName), reaction: bold(event.reactionName) }),
        photoUrl: event.reactorPhotoUrl,
        url: event.recordUrl,
        recordType: event.recordType,
        recordID: event.recordID,
        discussionID: event.recordType === "discussion" ? event.recordID : null,
    };
    recipients.add(words, [event.recordAuthorID]);
    await insertForVisible(store, `reaction:${event.eventID}`, event.categoryID, recipients.groups, mailer);
}

/** An add-on's notification (api.notify): its plain texts are escaped here, like every stored body. */
export async function notifyAddonEvent(store: INotificationStore, event: IAddonNotificationEvent, mailer?: INotificationMailer): Promise<void> {
    const { userIDs, eventKey, categoryID, body, photoUrl, url, recordType, recordID, discussionID, activityType, reason } = event;
    const recipients = new RecipientGroups();
    recipients.add({ activityType, reason, body: escapeHtml(body), photoUrl: photoUrl ?? "", url, recordType, recordID, discussionID }, userIDs);
    await insertForVisible(store, `${event.addon}:${eventKey}`, categoryID, recipients.groups, mailer);
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

export type IApiNotification = ReturnType<typeof toApiNotification>;

/** How many notifications a page of GET /notifications holds by default, and /profile/notifications always. */
export const NOTIFICATIONS_PAGE_LIMIT = 30;

/**
 * One page of a member's notifications, newest first, and how many they have: GET /notifications
 * and the /profile/notifications page both read them here. The page and the total come in one
 * statement (a round trip fewer on PostgreSQL), walked by notifications_user_newest (userID,
 * dateInserted, notificationID: readIndexMigrations.ts); a page past the end has no row to carry
 * the total, so only it counts apart.
 */
export async function listNotifications(db: Kysely<Database>, userID: number, page: number, limit: number): Promise<{ notifications: IApiNotification[]; total: number }> {
    const count = db.selectFrom("notifications").select((eb) => eb.fn.countAll<string | number>().as("n")).where("userID", "=", userID);
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
    return { notifications: rows.map(toApiNotification), total: Number(total) };
}

/** Shell §4: marking all read sets every notification of the member read (and so their unread count to 0). */
export async function markAllNotificationsRead(db: Kysely<Database>, userID: number): Promise<void> {
    await db.updateTable("notifications").set({ read: 1, dateUpdated: new Date().toISOString() }).where("userID", "=", userID).where("read", "=", 0).execute();
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
    // Read when mailing: without SITE_URL, main.ts sets the address once the server listens.
    const mailer: INotificationMailer = { siteUrl: () => app.hearth.siteUrl, siteName: () => app.hearth.config.siteName() };
    const store: INotificationStore = { db, dialect: app.hearth.dialect };
    events.on("commentAdded", (event) => notifyCommentAdded(store, event, mailer));
    // Heard only for a discussion that mentions someone: no job row for every other one (postEvents.ts).
    events.on("discussionAdded", (event) => notifyDiscussionAdded(store, event, mailer), (event) => event !== undefined && discussionMentionsAnyone(event));
    events.on("reactionAdded", (event) => notifyReactionAdded(store, event, mailer));
    events.on("addonNotification", (event) => notifyAddonEvent(store, event, mailer));
    currentUserDecorators.push(async (userID) => ({ countUnreadNotifications: await countUnreadNotifications(db, userID) }));

    app.get<{ Querystring: { page: number; limit: number } }>(
        "/api/v2/notifications",
        { schema: { querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, default: 1 }, limit: { type: "integer", minimum: 1, maximum: 100, default: NOTIFICATIONS_PAGE_LIMIT } } } } },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            const { page, limit } = request.query;
            const { notifications, total } = await listNotifications(db, userID, page, limit);
            setPagingHeaders(request, reply, { page, limit, total });
            return notifications;
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
        await markAllNotificationsRead(db, userID);
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
