/**
 * E-mail confirmation (shell §2 /entry/emailconfirmrequest, §8 the unconfirmed toast):
 *   GET  /entry/emailconfirmrequest            the page with the resend button (signed in)
 *   POST /entry/emailconfirmrequest            a new link, mailed (library/src/server/mail/outbox.ts)
 *   GET  /entry/emailconfirm/{userID}/{token}  confirms the address
 * Only a hash of the token is stored, so a database leak confirms nobody; a new request
 * replaces the previous link; a link is good for 7 days.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { t } from "@library/i18n/t";
import { mailRequestByAccount, mailRequestByAddress } from "./mailRequestLimits";
import type { MigrationSet } from "@server/db/migrations";
import { getViewer } from "@server/http/viewer";
import { sendMail } from "@server/mail/outbox";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";
import { EMAIL_CONFIRM_TITLE, EmailConfirmPage, type EmailConfirmState } from "@dashboard/entry/EmailConfirmPage";

export const CONFIRMATION_LIFETIME_MS = 7 * 86_400_000;

export interface EmailConfirmationsTable {
    userID: number;
    tokenHash: string;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        emailConfirmations: EmailConfirmationsTable;
    }
}

export const emailConfirmationMigrations: MigrationSet = {
    "2026_11_24_200_dashboard_email_confirmations": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("emailConfirmations")
                .addColumn("userID", "integer", (c) => c.primaryKey())
                .addColumn("tokenHash", "text", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
        },
    }),
};

function hashToken(token: string): string {
    return createHash("sha256").update(token).digest("hex");
}

function render(request: FastifyRequest, reply: FastifyReply, state: EmailConfirmState, status = 200, error?: string) {
    return renderPage(request, reply, { page: basicPage, mode: "island", title: t(EMAIL_CONFIRM_TITLE), status, element: <EmailConfirmPage state={state} error={error} /> });
}

/** Per account and per address (mailRequestLimits.ts); the refusal's text, or null. */
async function requestAllowed(request: FastifyRequest, reply: FastifyReply, userID: number): Promise<string | null> {
    const refusal = (await mailRequestByAccount(request, reply, userID)) ?? (await mailRequestByAddress(request, reply));
    return refusal?.message ?? null;
}

/**
 * Mails the member a new confirmation link for their current address (replacing any earlier
 * link): the resend page, and a changed address (PATCH /users/{id}, the edit-profile page).
 */
export async function sendEmailConfirmation(request: FastifyRequest, userID: number): Promise<void> {
    const { db, config, siteUrl } = request.server.hearth;
    const row = await db.selectFrom("users").select(["email", "name"]).where("userID", "=", userID).executeTakeFirstOrThrow();
    const token = randomBytes(24).toString("base64url");
    const values = { tokenHash: hashToken(token), dateInserted: new Date().toISOString() };
    await db
        .insertInto("emailConfirmations")
        .values({ userID, ...values })
        .onConflict((conflict) => conflict.column("userID").doUpdateSet(values))
        .execute();
    // From the canonical site URL: a forged Host header must not put another site's address in the mail.
    const link = `${siteUrl}/entry/emailconfirm/${userID}/${token}`;
    await sendMail(
        {
            to: row.email,
            subject: `${config.siteName()}: ${t("Confirm Your Email")}`,
            text: `${row.name},\n\n${t("Follow this link to confirm your email address:")}\n${link}\n`,
        },
        `${config.siteName()} <no-reply@${new URL(siteUrl).hostname}>`,
    );
}

export async function registerEmailConfirmation(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    const signedInOrRedirect = async (request: FastifyRequest, reply: FastifyReply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) {
            reply.redirect(`/entry/signin?target=${encodeURIComponent("/entry/emailconfirmrequest")}`, 303);
            return null;
        }
        return user;
    };

    app.get("/entry/emailconfirmrequest", async (request, reply) => {
        const user = await signedInOrRedirect(request, reply);
        if (!user) return reply;
        return render(request, reply, user.emailConfirmed ? "alreadyConfirmed" : "request");
    });

    app.post("/entry/emailconfirmrequest", async (request, reply) => {
        const user = await signedInOrRedirect(request, reply);
        if (!user) return reply;
        if (user.emailConfirmed) return render(request, reply, "alreadyConfirmed");
        const refusal = await requestAllowed(request, reply, user.userID);
        if (refusal) return render(request, reply, "request", 429, refusal);
        await sendEmailConfirmation(request, user.userID);
        return render(request, reply, "sent");
    });

    app.get<{ Params: { userID: string; token: string } }>("/entry/emailconfirm/:userID/:token", async (request, reply) => {
        const userID = Number(request.params.userID);
        const stored = Number.isSafeInteger(userID) ? await db.selectFrom("emailConfirmations").selectAll().where("userID", "=", userID).executeTakeFirst() : undefined;
        const given = Buffer.from(hashToken(request.params.token));
        const valid =
            stored !== undefined &&
            Date.now() - Date.parse(stored.dateInserted) < CONFIRMATION_LIFETIME_MS &&
            timingSafeEqual(given, Buffer.from(stored.tokenHash));
        if (!valid) return render(request, reply, "invalidLink", 400);
        await db.updateTable("users").set({ emailConfirmed: 1 }).where("userID", "=", userID).execute();
        await db.deleteFrom("emailConfirmations").where("userID", "=", userID).execute();
        return render(request, reply, "confirmed");
    });
}
