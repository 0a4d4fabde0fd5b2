/**
 * "Forgot your password?" (issue 10 items 1 and 2):
 *   GET  /entry/passwordrequest                    the form: e-mail or username
 *   POST /entry/passwordrequest                    mails a link (library/src/server/mail/outbox.ts)
 *   POST /api/v2/users/request-password            the same, in Vanilla's shape ({email} → 201)
 *   GET  /entry/passwordreset/{userID}/{token}     the form for the new password
 *   POST /entry/passwordreset/{userID}/{token}     sets it
 * The answer to a request is the same whether or not the account exists, so the form does not
 * tell who is a member. Only a hash of the token is stored; a new request replaces the previous
 * link; a link works once and for one hour. Using it ends every session of the account (whoever
 * knew the old password is out), lifts a sign-in lock-out, and confirms the e-mail address (the
 * link proves the member reads it). Requests count against the mail-request limits per address
 * and per account (mailRequestLimits.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { t } from "@library/i18n/t";
import { basicPage } from "@library/pages/basicPage";
import type { Database, UserRow } from "@server/db/schema";
import { hashPassword } from "@server/auth/passwords";
import { endOtherSessions } from "@server/auth/sessions";
import { HttpError } from "@server/http/httpErrors";
import { clearRateLimit, RateLimitError } from "@server/http/rateLimits";
import { sendMail } from "@server/mail/outbox";
import { renderPage } from "@server/ssr/renderPage";
import { findUserByNameOrEmail } from "@server/users/usersModel";
import { PASSWORD_CHOOSE_TITLE, PASSWORD_REQUEST_TITLE, PasswordResetPage, type IPasswordResetPageProps } from "@dashboard/entry/PasswordResetPage";
import { mailRequestByAccount, mailRequestByAddress } from "./mailRequestLimits";
import "./passwordResetMigrations";
import { userFieldErrors } from "./userRules";

export const PASSWORD_RESET_LIFETIME_MS = 3_600_000;

function hashToken(token: string): string {
    return createHash("sha256").update(token).digest("hex");
}

function render(request: FastifyRequest, reply: FastifyReply, props: IPasswordResetPageProps, status = 200) {
    const title = props.state === "choose" || props.state === "changed" ? PASSWORD_CHOOSE_TITLE : PASSWORD_REQUEST_TITLE;
    return renderPage(request, reply, { page: basicPage, mode: "island", title: t(title), status, element: <PasswordResetPage {...props} /> });
}

/**
 * One request for a reset link. Refused (RateLimitError) only by the per-address limit: an
 * account over its own limit, or no account at all, gets the same silent "sent" as a real one.
 */
async function requestReset(request: FastifyRequest, reply: FastifyReply, nameOrEmail: string): Promise<void> {
    const { db } = request.server.hearth;
    const byAddress = await mailRequestByAddress(request, reply);
    if (byAddress) throw new RateLimitError(byAddress.message, byAddress.retryAfter);
    const user = nameOrEmail ? await findUserByNameOrEmail(db, nameOrEmail) : undefined;
    if (!user || user.banned) return;
    if (await mailRequestByAccount(request, reply, user.userID)) {
        reply.removeHeader("retry-after"); // the answer must look like every other one
        return;
    }
    await mailResetLink(request, user);
}

/**
 * Makes a fresh reset link for the member (an older one stops working) and mails it: the
 * member's own request above, and a staff member's "reset the password" on the member page.
 */
export async function mailResetLink(request: FastifyRequest, user: Pick<UserRow, "userID" | "name" | "email">): Promise<void> {
    const { db, config, siteUrl } = request.server.hearth;
    const token = randomBytes(24).toString("base64url");
    const values = { tokenHash: hashToken(token), dateInserted: new Date().toISOString() };
    await db
        .insertInto("passwordResets")
        .values({ userID: user.userID, ...values })
        .onConflict((conflict) => conflict.column("userID").doUpdateSet(values))
        .execute();
    // From the canonical site URL: a forged Host header must not put another site's address in the mail.
    const link = `${siteUrl}/entry/passwordreset/${user.userID}/${token}`;
    await sendMail(
        {
            to: user.email,
            subject: `${config.siteName()}: ${t(PASSWORD_REQUEST_TITLE)}`,
            text:
                `${user.name},\n\n${t("Someone asked to reset the password of your account. Follow this link within one hour to choose a new one:")}\n${link}\n\n` +
                `${t("If it was not you, ignore this message: your password stays as it is.")}\n`,
        },
        `${config.siteName()} <no-reply@${new URL(siteUrl).hostname}>`,
    );
}

function linkParams(params: { userID: string; token: string }): { userID: number; tokenHash: string } | null {
    const userID = Number(params.userID);
    return Number.isSafeInteger(userID) && userID > 0 ? { userID, tokenHash: hashToken(params.token) } : null;
}

function cutoff(): string {
    return new Date(Date.now() - PASSWORD_RESET_LIFETIME_MS).toISOString();
}

async function linkIsValid(db: Kysely<Database>, link: { userID: number; tokenHash: string }): Promise<boolean> {
    const row = await db
        .selectFrom("passwordResets")
        .select("userID")
        .where("userID", "=", link.userID)
        .where("tokenHash", "=", link.tokenHash)
        .where("dateInserted", ">", cutoff())
        .executeTakeFirst();
    return row !== undefined;
}

export async function registerPasswordReset(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    const text = (value: unknown) => (typeof value === "string" ? value : "");

    app.get("/entry/passwordrequest", (request, reply) => render(request, reply, { state: "request" }));

    app.post<{ Body: { email?: unknown } }>("/entry/passwordrequest", async (request, reply) => {
        const email = text(request.body?.email).trim();
        if (!email) return render(request, reply, { state: "request", error: t("Enter your email address or username.") }, 400);
        try {
            await requestReset(request, reply, email);
        } catch (error) {
            if (!(error instanceof RateLimitError)) throw error;
            return render(request, reply, { state: "request", email, error: error.message }, 429);
        }
        return render(request, reply, { state: "sent" });
    });

    app.post<{ Body: { email?: unknown } }>("/api/v2/users/request-password", async (request, reply) => {
        const email = text(request.body?.email).trim();
        if (!email) {
            const message = t("Enter your email address or username.");
            throw new HttpError(400, message, [{ field: "email", message, code: "required", status: 400 }]);
        }
        await requestReset(request, reply, email);
        return reply.code(201).send();
    });

    app.get<{ Params: { userID: string; token: string } }>("/entry/passwordreset/:userID/:token", async (request, reply) => {
        const link = linkParams(request.params);
        if (!link || !(await linkIsValid(db, link))) return render(request, reply, { state: "invalidLink" }, 400);
        return render(request, reply, { state: "choose", action: request.url });
    });

    app.post<{ Params: { userID: string; token: string }; Body: { password?: unknown; confirmPassword?: unknown } }>("/entry/passwordreset/:userID/:token", async (request, reply) => {
        const link = linkParams(request.params);
        if (!link || !(await linkIsValid(db, link))) return render(request, reply, { state: "invalidLink" }, 400);
        const password = text(request.body?.password);
        const fieldErrors: NonNullable<IPasswordResetPageProps["fieldErrors"]> = {};
        for (const error of await userFieldErrors(request, { password })) (fieldErrors.password ??= []).push(error.message);
        if (password !== text(request.body?.confirmPassword)) fieldErrors.confirmPassword = [t("The passwords do not match.")];
        if (Object.keys(fieldErrors).length > 0) return render(request, reply, { state: "choose", action: request.url, fieldErrors }, 400);
        const passwordHash = await hashPassword(password);
        // The link is spent by the delete that finds it: of ten submissions at once, one changes the password.
        const changed = await db.transaction().execute(async (trx) => {
            const spent = await trx
                .deleteFrom("passwordResets")
                .where("userID", "=", link.userID)
                .where("tokenHash", "=", link.tokenHash)
                .where("dateInserted", ">", cutoff())
                .returning("userID")
                .executeTakeFirst();
            if (!spent) return false;
            await trx.updateTable("users").set({ passwordHash, emailConfirmed: 1 }).where("userID", "=", link.userID).execute();
            await endOtherSessions(trx, link.userID, null);
            return true;
        });
        if (!changed) return render(request, reply, { state: "invalidLink" }, 400);
        await clearRateLimit(db, "signInPerAccount", `user:${link.userID}`);
        return render(request, reply, { state: "changed" });
    });
}
