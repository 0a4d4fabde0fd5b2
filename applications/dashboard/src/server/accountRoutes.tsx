/**
 * The member's signed-in devices (item "Accounts and sessions"):
 *   GET    /api/v2/users/me/sessions               every open session of the member
 *   DELETE /api/v2/users/me/sessions/{sessionKey}  signs one device out
 *   DELETE /api/v2/users/me/sessions               signs out everywhere, this session included
 *   GET    /account                                the page listing them (server-rendered forms)
 *   POST   /account/devices/signout                one device (form field sessionKey)
 *   POST   /account/devices/signout-everywhere     every device, then the sign-in page
 *   POST   /account/password                       a new password (the current one required);
 *                                                  every other device is signed out (changeOwnPassword,
 *                                                  also behind the edit-profile page's form)
 *   GET    /account/password                       back to /account (a refused change's page reloaded)
 * Sessions are named by their key (a hash of the ID): the list never shows a usable session ID.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { basicPage } from "@library/pages/basicPage";
import { hashPassword } from "@server/auth/passwords";
import { endOtherSessions, endSession, endSessionByKey, requestSessionID, sessionsOf } from "@server/auth/sessions";
import { HttpError } from "@server/http/httpErrors";
import { RateLimitError } from "@server/http/rateLimits";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import { AccountPage, type IPasswordFormErrors } from "@dashboard/account/AccountPage";
import { requireCurrentPassword } from "./currentPassword";
import { userFieldErrors } from "./userRules";

export const ACCOUNT_URL = "/account";

async function signedInUserID(request: FastifyRequest): Promise<number> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, "You must be signed in to do that.");
    return user.userID;
}

/** Ends all the member's sessions, the request's own included, and drops its cookie. */
async function signOutEverywhere(request: FastifyRequest, reply: FastifyReply, userID: number): Promise<void> {
    const { db } = request.server.hearth;
    await endOtherSessions(db, userID, null);
    await endSession(db, request, reply);
    // As POST /entry/signout: the browser drops the drafts it kept for this member.
    reply.header("Clear-Site-Data", '"storage"');
}

/** The password form's fields, as posted (the account page and the edit-profile page). */
export interface IPasswordChange {
    currentPassword?: unknown;
    password?: unknown;
    confirmPassword?: unknown;
}

/**
 * Changes the member's own password from the form: the rules of userRules, the confirmation,
 * then the current password (rate-limited, currentPassword.ts). Signs out every other device.
 * Answers the form's errors and status when it refuses, null when the password is changed.
 */
export async function changeOwnPassword(request: FastifyRequest, reply: FastifyReply, userID: number, body: IPasswordChange): Promise<{ errors: IPasswordFormErrors; status: number } | null> {
    const { db } = request.server.hearth;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    const password = text(body.password);
    const errors: IPasswordFormErrors = {};
    for (const error of await userFieldErrors(request, { password })) (errors.password ??= []).push(error.message);
    if (password !== text(body.confirmPassword)) errors.confirmPassword = [t("The passwords do not match.")];
    if (Object.keys(errors).length > 0) return { errors, status: 400 };
    const row = await db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirstOrThrow();
    try {
        await requireCurrentPassword(request, reply, row, text(body.currentPassword), "currentPassword");
    } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { errors: { currentPassword: [error.message] }, status: error instanceof RateLimitError ? 429 : 400 };
    }
    await db.updateTable("users").set({ passwordHash: await hashPassword(password) }).where("userID", "=", userID).execute();
    // Whoever knew the old password is signed out everywhere but here.
    await endOtherSessions(db, userID, requestSessionID(request));
    return null;
}

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get("/api/v2/users/me/sessions", async (request) => sessionsOf(db, request, await signedInUserID(request)));

    app.delete<{ Params: { sessionKey: string } }>(
        "/api/v2/users/me/sessions/:sessionKey",
        { schema: { params: { type: "object", required: ["sessionKey"], properties: { sessionKey: { type: "string", minLength: 1, maxLength: 100 } } } } },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            if (!(await endSessionByKey(db, userID, request.params.sessionKey))) throw new HttpError(404, "Session not found.");
            return reply.status(204).send();
        },
    );

    app.delete("/api/v2/users/me/sessions", async (request, reply) => {
        await signOutEverywhere(request, reply, await signedInUserID(request));
        return reply.status(204).send();
    });

    const accountPage = async (request: FastifyRequest, reply: FastifyReply, notice?: string, passwordErrors?: IPasswordFormErrors, status = 200) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(ACCOUNT_URL)}`, 303);
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Account"),
            status,
            element: <AccountPage devices={await sessionsOf(db, request, user.userID)} notice={notice} passwordErrors={passwordErrors} />,
        });
    };

    app.get(ACCOUNT_URL, (request, reply) => accountPage(request, reply));

    app.post<{ Body: { sessionKey?: string } }>("/account/devices/signout", async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(ACCOUNT_URL)}`, 303);
        const ended = await endSessionByKey(db, user.userID, String(request.body?.sessionKey ?? ""));
        return accountPage(request, reply, ended ? t("That device is signed out.") : t("That device was already signed out."));
    });

    app.post("/account/devices/signout-everywhere", async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID !== 0) await signOutEverywhere(request, reply, user.userID);
        return reply.redirect("/entry/signin", 303);
    });

    app.get("/account/password", (_request, reply) => reply.redirect(ACCOUNT_URL, 303));

    app.post<{ Body: IPasswordChange }>("/account/password", async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(ACCOUNT_URL)}`, 303);
        const refused = await changeOwnPassword(request, reply, user.userID, request.body ?? {});
        if (refused) return accountPage(request, reply, undefined, refused.errors, refused.status);
        return accountPage(request, reply, t("Your password is changed. Your other devices are signed out."));
    });
}
