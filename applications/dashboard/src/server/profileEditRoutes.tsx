/**
 * Members edit their own profile (issue 12 item 4), Vanilla's address:
 *   GET  /profile/edit            the form (signed in; guests are sent to sign in)
 *   POST /profile/edit            name, e-mail, signature, language, privacy, notification choices
 *   POST /profile/edit/password   the password (accountRoutes' changeOwnPassword, as on /account)
 *   GET  /profile/edit/password   back to /profile/edit (a refused change's page reloaded, or its address kept)
 * The photo is changed on /profile/picture. A new e-mail address takes the current password and
 * is unconfirmed until its owner follows the link mailed to it (emailConfirmation.tsx).
 * As in Vanilla, /profile/edit (and /profile/picture) win over a member named "edit": their
 * profile's tabs still open by ID (/profile/discussions/{userID}/edit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { t, tf } from "@library/i18n/t";
import { basicPage } from "@library/pages/basicPage";
import type { MigrationSet } from "@server/db/migrations";
import { isUniqueViolation } from "@server/db/uniqueViolation";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import type { IPasswordFormErrors } from "@dashboard/account/PasswordForm";
import { EditProfilePage, type IProfileFormErrors } from "@dashboard/profile/EditProfilePage";
import { changeOwnPassword, type IPasswordChange } from "./accountRoutes";
import { requireCurrentPassword } from "./currentPassword";
import { sendEmailConfirmation } from "./emailConfirmation";
import { SITE_LOCALES } from "./localesRoutes";
import { switchRequestTranslator, withTranslator } from "@server/i18n/requestTranslator";
import { nativeName } from "@server/i18n/siteLocales";
import { NOTIFICATION_KINDS, readNotificationPreferences, saveNotificationPreferences, type NotificationChannel, type NotificationKind } from "./notificationPreferences";
import { userFieldErrors } from "./userRules";

export const PROFILE_EDIT_URL = "/profile/edit";
/** Characters of Markdown a signature may hold. */
export const SIGNATURE_MAX_LENGTH = 1_000;

export const profileEditMigrations: MigrationSet = {
    "2026_11_24_995_03_dashboard_user_locale": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("users").addColumn("locale", "text").execute();
        },
    }),
};

interface IProfileForm {
    name?: unknown;
    email?: unknown;
    currentPassword?: unknown;
    signature?: unknown;
    locale?: unknown;
    private?: unknown;
    [notify: `notify-${string}`]: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function signaturesOn(request: FastifyRequest): boolean {
    return request.server.hearth.config.get<boolean>("Signatures.Enabled", false) === true;
}

export async function registerProfileEditRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    const signInFirst = (reply: FastifyReply) => reply.redirect(`/entry/signin?target=${encodeURIComponent(PROFILE_EDIT_URL)}`, 303);

    const render = async (
        request: FastifyRequest,
        reply: FastifyReply,
        userID: number,
        options: { notice?: string; errors?: IProfileFormErrors; passwordErrors?: IPasswordFormErrors; posted?: IProfileForm; status?: number } = {},
    ) => {
        const row = await db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirstOrThrow();
        const preferences = await readNotificationPreferences(db, userID);
        const { posted } = options;
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: t("Edit Profile"),
            status: options.status,
            element: (
                <EditProfilePage
                    // A refused form shows what was typed, not what is stored.
                    values={
                        posted
                            ? { name: text(posted.name), email: text(posted.email), signature: text(posted.signature), locale: text(posted.locale), private: text(posted.private) === "1" }
                            : { name: row.name, email: row.email, signature: row.signature ?? "", locale: row.locale ?? "", private: row.private === 1 }
                    }
                    savedName={row.name}
                    photoUrl={row.photoUrl}
                    emailConfirmed={row.emailConfirmed === 1}
                    signatures={signaturesOn(request) ? { maxLength: SIGNATURE_MAX_LENGTH } : null}
                    // Each language by its own name, so a reader finds theirs whatever the page's language.
                    locales={SITE_LOCALES.map((locale) => ({ localeID: locale.localeID, name: nativeName(locale) }))}
                    notificationKinds={NOTIFICATION_KINDS.map((kind) => ({ ...kind, ...preferences[kind.key] }))}
                    notice={options.notice}
                    errors={options.errors}
                    passwordErrors={options.passwordErrors}
                />
            ),
        });
    };

    app.get(PROFILE_EDIT_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(reply);
        return render(request, reply, user.userID);
    });

    app.post<{ Body: IProfileForm }>(PROFILE_EDIT_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(reply);
        const body = request.body ?? {};
        const row = await db.selectFrom("users").selectAll().where("userID", "=", user.userID).executeTakeFirstOrThrow();
        const name = text(body.name).trim();
        const email = text(body.email).trim();
        const signature = text(body.signature).trim();
        const locale = text(body.locale);
        const errors: IProfileFormErrors = {};
        const add = (field: keyof IProfileFormErrors, message: string) => (errors[field] ??= []).push(message);
        for (const error of await userFieldErrors(request, { name, email }, row)) add(error.field as "name" | "email", error.message);
        if (signaturesOn(request) && signature.length > SIGNATURE_MAX_LENGTH) add("signature", tf("A signature holds at most {count} characters.", { count: SIGNATURE_MAX_LENGTH }));
        if (locale !== "" && !SITE_LOCALES.some((candidate) => candidate.localeID === locale)) add("locale", t("Choose one of the site's languages."));
        const changesEmail = email.toLowerCase() !== row.email.toLowerCase();
        if (Object.keys(errors).length === 0 && changesEmail) {
            try {
                await requireCurrentPassword(request, reply, row, text(body.currentPassword), "currentPassword");
            } catch (error) {
                if (!(error instanceof HttpError)) throw error;
                add("currentPassword", error.message);
                return render(request, reply, user.userID, { errors, posted: body, status: error.status });
            }
        }
        if (Object.keys(errors).length > 0) return render(request, reply, user.userID, { errors, posted: body, status: 400 });
        try {
            await db
                .updateTable("users")
                .set({
                    name,
                    email,
                    locale: locale || null,
                    private: text(body.private) === "1" ? 1 : 0,
                    // Signatures off: the field is not on the form, and what was saved stays.
                    ...(signaturesOn(request) ? { signature: signature || null } : {}),
                    ...(changesEmail ? { emailConfirmed: 0 } : {}),
                })
                .where("userID", "=", user.userID)
                .execute();
        } catch (error) {
            // Another request took the name or address since the check above: the unique index decides.
            if (!isUniqueViolation(error)) throw error;
            const taken = (await userFieldErrors(request, { name, email }, row)).filter((fieldError) => fieldError.code === "unique");
            for (const fieldError of taken.length ? taken : [{ field: "name", message: t("That username is already taken.") }]) add(fieldError.field as "name" | "email", fieldError.message);
            return render(request, reply, user.userID, { errors, posted: body, status: 400 });
        }
        const channels = (kind: NotificationKind): Record<NotificationChannel, boolean> => ({ popup: text(body[`notify-${kind}-popup`]) === "1", email: text(body[`notify-${kind}-email`]) === "1" });
        await saveNotificationPreferences(db, user.userID, Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.key, channels(kind.key)])));
        if (changesEmail) await sendEmailConfirmation(request, user.userID);
        const answer = () => {
            const notice = changesEmail ? tf("Your profile is saved. We sent a link to {email}: follow it to confirm your new address.", { email }) : t("Your profile is saved.");
            return render(request, reply, user.userID, { notice });
        };
        // A new language answers at once: the page and its notice in it, not in the one the form was sent in.
        if ((locale || null) !== row.locale) return withTranslator(switchRequestTranslator(request, locale || null), answer);
        return answer();
    });

    // A refused change is answered at the form's address: reloading it, or coming back to it, opens the form.
    app.get(`${PROFILE_EDIT_URL}/password`, (_request, reply) => reply.redirect(PROFILE_EDIT_URL, 303));

    app.post<{ Body: IPasswordChange }>(`${PROFILE_EDIT_URL}/password`, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(reply);
        const refused = await changeOwnPassword(request, reply, user.userID, request.body ?? {});
        if (refused) return render(request, reply, user.userID, { passwordErrors: refused.errors, status: refused.status });
        return render(request, reply, user.userID, { notice: t("Your password is changed. Your other devices are signed out.") });
    });
}
