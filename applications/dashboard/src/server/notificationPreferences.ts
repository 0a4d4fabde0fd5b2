/**
 * Notification preferences (Vanilla's /notification-preferences): per member and kind of
 * notification (what notifications.ts makes: mentions, comments on my discussions, comments on
 * discussions I bookmarked, reactions to my posts), two channels — popup (the notifications
 * list and its badge) and email. Only the choices that differ from the defaults are stored, one
 * row per member and kind, so the fan-out reads a few rows for a batch of recipients.
 *
 * E-mails of an event are claimed in notificationEmails (eventKey, userID) before they are
 * written, so a job that runs again sends nobody a second mail.
 *
 *   GET   /api/v2/notification-preferences/{userID}   the member's choices (own, or users.edit)
 *   PATCH /api/v2/notification-preferences/{userID}   { mention: { popup: false, email: true }, … }
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { t, tf } from "@library/i18n/t";
import type { MigrationSet } from "@server/db/migrations";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission } from "@server/http/viewer";
import { letRequestsIn } from "@server/jobs/jobRunner";
import { sendMail } from "@server/mail/outbox";

/** The labels and descriptions are catalogue keys (marked for the extraction), translated where they are shown (EditProfilePage). */
export const NOTIFICATION_KINDS = [
    { key: "mention", label: /* i18n */ "Mentions", description: /* i18n */ "Someone mentions me with @name." },
    { key: "comment", label: /* i18n */ "Comments on my discussions", description: /* i18n */ "Someone comments on a discussion I started." },
    { key: "bookmarkComment", label: /* i18n */ "Comments on bookmarked discussions", description: /* i18n */ "Someone comments on a discussion I bookmarked." },
    { key: "reaction", label: /* i18n */ "Reactions", description: /* i18n */ "Someone reacts to one of my posts." },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]["key"];
export type NotificationChannel = "popup" | "email";
export type INotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** In the list unless turned off; by e-mail only when asked for (mail a member did not ask for is spam). */
export const DEFAULT_CHANNELS: Record<NotificationChannel, boolean> = { popup: true, email: false };

export interface NotificationPreferencesTable {
    userID: number;
    kind: string;
    popup: number;
    email: number;
}

export interface NotificationEmailsTable {
    eventKey: string;
    userID: number;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        notificationPreferences: NotificationPreferencesTable;
        notificationEmails: NotificationEmailsTable;
    }
}

export const notificationPreferenceMigrations: MigrationSet = {
    "2026_11_24_995_02_dashboard_notification_preferences": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("notificationPreferences")
                .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
                .addColumn("kind", "text", (c) => c.notNull())
                .addColumn("popup", "integer", (c) => c.notNull())
                .addColumn("email", "integer", (c) => c.notNull())
                .addPrimaryKeyConstraint("notificationPreferences_pk", ["userID", "kind"])
                .execute();
            await db.schema
                .createTable("notificationEmails")
                .addColumn("eventKey", "text", (c) => c.notNull())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("notificationEmails_pk", ["eventKey", "userID"])
                .execute();
        },
    }),
};

const isKind = (key: string): key is NotificationKind => NOTIFICATION_KINDS.some((kind) => kind.key === key);

export async function readNotificationPreferences(db: Kysely<Database>, userID: number): Promise<INotificationPreferences> {
    const rows = await db.selectFrom("notificationPreferences").selectAll().where("userID", "=", userID).execute();
    const preferences = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.key, { ...DEFAULT_CHANNELS }])) as INotificationPreferences;
    for (const row of rows) if (isKind(row.kind)) preferences[row.kind] = { popup: row.popup === 1, email: row.email === 1 };
    return preferences;
}

/** Saves the given kinds' channels (others unchanged); an upsert per kind, so repeating it changes nothing. */
export async function saveNotificationPreferences(db: Kysely<Database>, userID: number, changes: Partial<Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>>): Promise<INotificationPreferences> {
    const current = await readNotificationPreferences(db, userID);
    for (const [kind, channels] of Object.entries(changes) as Array<[NotificationKind, Partial<Record<NotificationChannel, boolean>>]>) {
        const next = { ...current[kind], ...channels };
        const values = { popup: next.popup ? 1 : 0, email: next.email ? 1 : 0 };
        await db
            .insertInto("notificationPreferences")
            .values({ userID, kind, ...values })
            .onConflict((conflict) => conflict.columns(["userID", "kind"]).doUpdateSet(values))
            .execute();
    }
    return readNotificationPreferences(db, userID);
}

const LOOKUP_BATCH = 1_000;

/** Splits the recipients of one kind of notification by their choices: those to list it for (popup) and those to mail. */
export async function byChannel(db: Kysely<Database>, kind: string, userIDs: number[]): Promise<{ popup: number[]; email: number[] }> {
    const chosen = new Map<number, { popup: boolean; email: boolean }>();
    for (let start = 0; start < userIDs.length; start += LOOKUP_BATCH) {
        await letRequestsIn();
        const rows = await db.selectFrom("notificationPreferences").selectAll().where("kind", "=", kind).where("userID", "in", userIDs.slice(start, start + LOOKUP_BATCH)).execute();
        for (const row of rows) chosen.set(row.userID, { popup: row.popup === 1, email: row.email === 1 });
    }
    const popup: number[] = [];
    const email: number[] = [];
    for (const userID of userIDs) {
        const channels = chosen.get(userID) ?? DEFAULT_CHANNELS;
        if (channels.popup) popup.push(userID);
        if (channels.email) email.push(userID);
    }
    return { popup, email };
}

export interface INotificationMailer {
    /** Asked at each mailing: the site's address may be known only once the server listens. */
    siteUrl: () => string;
    siteName: () => string;
}

/** Mails each notification once per event and member: the claim row is inserted first, the mail written only for a claim that is new. */
export async function mailNotifications(db: Kysely<Database>, mailer: INotificationMailer, eventKey: string, words: { reason: string; body: string; url: string }, userIDs: number[]): Promise<void> {
    if (userIDs.length === 0) return;
    const now = new Date().toISOString();
    const siteUrl = mailer.siteUrl();
    const from = `${mailer.siteName()} <no-reply@${new URL(siteUrl).hostname}>`;
    // The body is escaped text with <b> around names: the mail is plain text.
    const text = words.body.replace(/<\/?b>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[entity]!);
    for (const userID of userIDs) {
        await letRequestsIn();
        const claimed = await db
            .insertInto("notificationEmails")
            .values({ eventKey, userID, dateInserted: now })
            .onConflict((conflict) => conflict.columns(["eventKey", "userID"]).doNothing())
            .returning("userID")
            .executeTakeFirst();
        if (!claimed) continue;
        const user = await db.selectFrom("users").select(["email", "name"]).where("userID", "=", userID).executeTakeFirst();
        if (!user?.email) continue;
        await sendMail(
            {
                to: user.email,
                subject: `${mailer.siteName()}: ${words.reason}`,
                text: `${user.name},\n\n${text}\n${new URL(words.url, siteUrl).toString()}\n\n${tf("Change what you are told about on {url}", { url: `${siteUrl}/profile/edit` })}\n`,
            },
            from,
        );
    }
}

const channelsSchema = { type: "object", additionalProperties: false, properties: { popup: { type: "boolean" }, email: { type: "boolean" } } } as const;
const preferencesBody = { type: "object", additionalProperties: false, properties: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.key, channelsSchema])) } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

/** One's own preferences; someone else's with users.edit. */
async function preferencesOwner(request: FastifyRequest, userID: number): Promise<number> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, t("You must be signed in to do that."));
    if (user.userID !== userID) await requirePermission(request, "users.edit");
    const exists = await request.server.hearth.db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
    if (!exists) throw new HttpError(404, t("User not found."));
    return userID;
}

export async function registerNotificationPreferences(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.get<{ Params: { id: number } }>("/api/v2/notification-preferences/:id", { schema: { params: idParams } }, async (request) =>
        readNotificationPreferences(db, await preferencesOwner(request, request.params.id)),
    );
    app.patch<{ Params: { id: number }; Body: Partial<INotificationPreferences> }>("/api/v2/notification-preferences/:id", { schema: { params: idParams, body: preferencesBody } }, async (request) =>
        saveNotificationPreferences(db, await preferencesOwner(request, request.params.id), request.body),
    );
}
