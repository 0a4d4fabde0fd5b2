/**
 * The dashboard application's routes: who am I, my permissions, the page-view tick, and the
 * sign-in, registration and sign-out pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { endSession, startSession } from "@server/auth/sessions";
import { verifyPassword } from "@server/auth/passwords";
import { getViewer } from "@server/http/viewer";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";
import { createUser, findUserByNameOrEmail } from "@server/users/usersModel";
import { SIGN_IN_FAILED, SignInPage } from "@dashboard/entry/SignInPage";
import { RegisterPage } from "@dashboard/entry/RegisterPage";
import { SignOutPage } from "@dashboard/entry/SignOutPage";
import { safeTarget } from "./safeTarget";
import { userFieldErrors } from "./userRules";

interface IEntryForm {
    name?: string;
    email?: string;
    password?: string;
    target?: string;
}

const TICK_TYPES = ["page_view", "discussion_view", "kb_view", "kb_article_view", "kb_category_view", "externalNavigation"];

/** Field errors of the registration form, grouped by field (an empty object when it is valid). */
export async function registrationErrors(request: FastifyRequest, form: IEntryForm): Promise<Record<string, string[]>> {
    const errors = await userFieldErrors(request, {
        name: (form.name ?? "").trim(),
        email: (form.email ?? "").trim(),
        password: form.password ?? "",
    });
    const grouped: Record<string, string[]> = {};
    for (const error of errors) (grouped[error.field] ??= []).push(error.message);
    return grouped;
}

function redirect(reply: FastifyReply, to: string) {
    return reply.status(303).header("location", to).send();
}

export async function registerDashboard(app: FastifyInstance, options: { secureCookies: boolean }): Promise<void> {
    const { db, config } = app.hearth;

    app.get("/api/v2/users/me", async (request) => (await getViewer(request)).user);

    app.get("/api/v2/users/$me/permissions", async (request) => (await getViewer(request)).permissions);

    app.post<{ Body: { type: string; url?: string; discussionID?: number } }>(
        "/api/v2/tick",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["type"],
                    properties: {
                        type: { type: "string", enum: TICK_TYPES },
                        url: { type: "string", maxLength: 2000 },
                        referrer: { type: "string", maxLength: 2000 },
                        destinationUrl: { type: "string", maxLength: 2000 },
                        discussionID: { type: "integer", minimum: 1 },
                        categoryID: { type: "integer" },
                    },
                },
            },
        },
        async (request, reply) => {
            const { type, discussionID } = request.body;
            if (type === "discussion_view" && discussionID) {
                await db
                    .updateTable("discussions")
                    .set((eb) => ({ countViews: eb("countViews", "+", 1) }))
                    .where("discussionID", "=", discussionID)
                    .execute();
            }
            return reply.status(201).send({ type });
        },
    );

    // --- Sign in (shell §2 /entry/signin; target = return address, on this site only) ---
    app.get<{ Querystring: { target?: string } }>("/entry/signin", async (request, reply) => {
        const viewer = await getViewer(request);
        const target = safeTarget(request, request.query.target);
        if (viewer.user.userID !== 0) return redirect(reply, target);
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Sign In"),
            element: <SignInPage name="" target={target} registrationEnabled={config.registrationEnabled()} />,
        });
    });

    app.post<{ Body: IEntryForm }>("/entry/signin", async (request, reply) => {
        const name = String(request.body?.name ?? "").trim();
        const password = String(request.body?.password ?? "");
        const target = safeTarget(request, request.body?.target);
        const user = name ? await findUserByNameOrEmail(db, name) : undefined;
        if (user && !user.banned && (await verifyPassword(password, user.passwordHash))) {
            await startSession(db, reply, user.userID, options.secureCookies);
            return redirect(reply, target);
        }
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Sign In"),
            status: 401,
            element: <SignInPage name={name} target={target} error={t(SIGN_IN_FAILED)} registrationEnabled={config.registrationEnabled()} />,
        });
    });

    // --- Register (only while registration is available) ---
    app.get<{ Querystring: { target?: string } }>("/entry/register", async (request, reply) => {
        if (!config.registrationEnabled()) return reply.callNotFound();
        const target = safeTarget(request, request.query.target);
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Register"),
            element: <RegisterPage values={{ name: "", email: "" }} target={target} errors={{}} />,
        });
    });

    app.post<{ Body: IEntryForm }>("/entry/register", async (request, reply) => {
        if (!config.registrationEnabled()) return reply.callNotFound();
        const form = request.body ?? {};
        const target = safeTarget(request, form.target);
        const errors = await registrationErrors(request, form);
        const values = { name: String(form.name ?? "").trim(), email: String(form.email ?? "").trim() };
        if (Object.keys(errors).length > 0) {
            return renderPage(request, reply, {
                page: basicPage,
                mode: "island",
                title: t("Register"),
                status: 400,
                element: <RegisterPage values={values} target={target} errors={errors} />,
            });
        }
        const userID = await createUser(db, { ...values, password: String(form.password), roleType: "member" });
        await startSession(db, reply, userID, options.secureCookies);
        return redirect(reply, target);
    });

    // --- Sign out: GET asks, POST does it ---
    app.get<{ Querystring: { target?: string } }>("/entry/signout", async (request, reply) =>
        renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Sign Out"),
            element: <SignOutPage target={safeTarget(request, request.query.target)} />,
        }),
    );

    app.post<{ Body: IEntryForm }>("/entry/signout", async (request, reply) => {
        await endSession(db, request, reply);
        return redirect(reply, safeTarget(request, request.body?.target));
    });
}
