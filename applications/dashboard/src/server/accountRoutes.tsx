/**
 * The member's signed-in devices (item "Accounts and sessions"):
 *   GET    /api/v2/users/me/sessions               every open session of the member
 *   DELETE /api/v2/users/me/sessions/{sessionKey}  signs one device out
 *   DELETE /api/v2/users/me/sessions               signs out everywhere, this session included
 *   GET    /account                                the page listing them (server-rendered forms)
 *   POST   /account/devices/signout                one device (form field sessionKey)
 *   POST   /account/devices/signout-everywhere     every device, then the sign-in page
 * Sessions are named by their key (a hash of the ID): the list never shows a usable session ID.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { basicPage } from "@library/pages/basicPage";
import { endOtherSessions, endSession, endSessionByKey, sessionsOf } from "@server/auth/sessions";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import { AccountPage } from "@dashboard/account/AccountPage";

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

    const accountPage = async (request: FastifyRequest, reply: FastifyReply, notice?: string) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(ACCOUNT_URL)}`, 303);
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Account"),
            element: <AccountPage devices={await sessionsOf(db, request, user.userID)} notice={notice} />,
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
}
