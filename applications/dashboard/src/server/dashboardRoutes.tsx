/**
 * The dashboard application's routes: who am I, my permissions, the page-view tick, and the
 * sign-in, registration and sign-out pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import { endSession, startSession } from "@server/auth/sessions";
import { verifyPassword } from "@server/auth/passwords";
import { clearRateLimit, hitRateLimit, rateLimitOf, refundRateLimitHit, waitText } from "@server/http/rateLimits";
import { currentUserOf, getViewer } from "@server/http/viewer";
import { globalPermissionNames } from "@server/permissions/permissionsModel";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";
import { findUserByNameOrEmail } from "@server/users/usersModel";
import type { IFieldErrorBody } from "@server/http/httpErrors";
import { SIGN_IN_FAILED, SignInPage } from "@dashboard/entry/SignInPage";
import { RegisterPage } from "@dashboard/entry/RegisterPage";
import { SignOutPage } from "@dashboard/entry/SignOutPage";
import { safeTarget } from "./safeTarget";
import { createUserOrFieldErrors, userFieldErrors } from "./userRules";
import { countDiscussionView } from "./viewCounts";

interface IEntryForm {
    name?: string;
    email?: string;
    password?: string;
    target?: string;
}

const TICK_TYPES = ["page_view", "discussion_view", "kb_view", "kb_article_view", "kb_category_view", "externalNavigation"];

/** A form field as text: `name[]=` or `name[a]=` arrive as a list or an object, which no field takes. */
function formText(value: unknown): string {
    return typeof value === "string" ? value : "";
}

/** Field errors of the registration form, grouped by field (an empty object when it is valid). */
export async function registrationErrors(request: FastifyRequest, form: IEntryForm): Promise<Record<string, string[]>> {
    const errors = await userFieldErrors(request, {
        name: formText(form.name).trim(),
        email: formText(form.email).trim(),
        password: formText(form.password),
    });
    return groupFieldErrors(errors);
}

function groupFieldErrors(errors: IFieldErrorBody[]): Record<string, string[]> {
    const grouped: Record<string, string[]> = {};
    for (const error of errors) (grouped[error.field] ??= []).push(error.message);
    return grouped;
}

function redirect(reply: FastifyReply, to: string) {
    return reply.status(303).header("location", to).send();
}

export async function registerDashboard(app: FastifyInstance, options: { secureCookies: boolean }): Promise<void> {
    const { db, config } = app.hearth;

    // Vanilla's /users/me also names the viewer's global permissions; a system administrator is, in Hearth, one holding the administrator role.
    app.get("/api/v2/users/me", async (request) => {
        const viewer = await getViewer(request);
        return { ...(await currentUserOf(request)), isSysAdmin: viewer.permissions.isAdmin, permissions: await globalPermissionNames(db, viewer.permissions) };
    });

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
            if (type === "discussion_view" && discussionID) await countDiscussionView(request, discussionID);
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
        const signInPage = (status: number, error: string) =>
            renderPage(request, reply, {
                page: basicPage,
                mode: "island",
                title: t("Sign In"),
                status,
                element: <SignInPage name={name} target={target} error={error} registrationEnabled={config.registrationEnabled()} />,
            });
        // Every attempt counts, per address and per account, before the password is checked:
        // a burst of guesses gets at most `max` verifications, however many arrive at once. A
        // successful one then gives its address's hit back, so the address limit counts failures
        // only: an office or school behind one address is not locked out by people signing in.
        const byAddress = await hitRateLimit(db, "signInPerAddress", request.ip, rateLimitOf(request, "signInPerAddress"));
        if (!byAddress.allowed) {
            reply.header("retry-after", String(byAddress.retryAfter));
            return signInPage(429, tf("Too many sign-in attempts from your network. Try again in {wait}.", { wait: waitText(byAddress.retryAfter) }));
        }
        const user = name ? await findUserByNameOrEmail(db, name) : undefined;
        // Unknown names are counted by name, so a lock-out does not tell whether an account exists.
        const accountKey = user ? `user:${user.userID}` : `name:${name.toLowerCase()}`;
        const accountLimit = rateLimitOf(request, "signInPerAccount");
        const byAccount = await hitRateLimit(db, "signInPerAccount", accountKey, accountLimit);
        if (!byAccount.allowed) {
            reply.header("retry-after", String(byAccount.retryAfter));
            return signInPage(429, tf("This account is locked after too many failed sign-in attempts. Try again in {wait}.", { wait: waitText(byAccount.retryAfter) }));
        }
        if (user && !user.banned && (await verifyPassword(password, user.passwordHash))) {
            await clearRateLimit(db, "signInPerAccount", accountKey);
            await refundRateLimitHit(db, "signInPerAddress", request.ip);
            await startSession(request, reply, user.userID, options.secureCookies);
            return redirect(reply, target);
        }
        return signInPage(401, t(SIGN_IN_FAILED));
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
        const values = { name: formText(form.name).trim(), email: formText(form.email).trim() };
        let errors = await registrationErrors(request, form);
        if (Object.keys(errors).length === 0) {
            // Only registrations that would go through are counted: a typo does not use one up.
            const byAddress = await hitRateLimit(db, "registerPerAddress", request.ip, rateLimitOf(request, "registerPerAddress"));
            if (!byAddress.allowed) {
                reply.header("retry-after", String(byAddress.retryAfter));
                return renderPage(request, reply, {
                    page: basicPage,
                    mode: "island",
                    title: t("Register"),
                    status: 429,
                    element: (
                        <RegisterPage
                            values={values}
                            target={target}
                            errors={{}}
                            formError={tf("Too many accounts were registered from your network. Try again in {wait}.", { wait: waitText(byAddress.retryAfter) })}
                        />
                    ),
                });
            }
        }
        const created = Object.keys(errors).length ? undefined : await createUserOrFieldErrors(request, { ...values, password: formText(form.password), roleType: "member" });
        if (created?.errors) errors = groupFieldErrors(created.errors);
        if (!created || created.errors) {
            return renderPage(request, reply, {
                page: basicPage,
                mode: "island",
                title: t("Register"),
                status: 400,
                element: <RegisterPage values={values} target={target} errors={errors} />,
            });
        }
        await startSession(request, reply, created.userID, options.secureCookies);
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
        // Drafts kept in the browser are the member's unposted words: the next person on a shared
        // browser must not see them, with or without JavaScript (localDrafts.ts does the same on submit).
        reply.header("Clear-Site-Data", '"storage"');
        // Shell §2: the sign-out route may be replaced by a site's own (a safe link, settingsFields.ts).
        const signOutUrl = config.get<string>("signOutUrl", "");
        return redirect(reply, signOutUrl || safeTarget(request, request.body?.target));
    });
}
