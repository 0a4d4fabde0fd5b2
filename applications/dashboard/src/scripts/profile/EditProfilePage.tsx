import { style } from "typestyle";
import { Avatar } from "@library/components/Avatar";
import { Button } from "@library/components/Button";
import { formClasses } from "@library/components/form.styles";
import { InputField } from "@library/components/InputField";
import { t, tf } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { profileUrl } from "@library/users/userUrls";
import { PasswordForm, type IPasswordFormErrors } from "@dashboard/account/PasswordForm";

/** The fields of the profile form and their errors, by the form's field names. */
export type ProfileField = "name" | "email" | "currentPassword" | "signature" | "locale";
export type IProfileFormErrors = Partial<Record<ProfileField, string[]>>;

export interface IEditProfilePageProps {
    values: { name: string; email: string; signature: string; locale: string; private: boolean };
    photoUrl: string;
    emailConfirmed: boolean;
    /** null when signatures are off (Signatures.Enabled): no signature field then. */
    signatures: { maxLength: number } | null;
    locales: Array<{ localeID: string; name: string }>;
    notificationKinds: Array<{ key: string; label: string; description: string; popup: boolean; email: boolean }>;
    /** The profile's address (the name as saved). */
    savedName: string;
    notice?: string;
    errors?: IProfileFormErrors;
    passwordErrors?: IPasswordFormErrors;
}

const classes = {
    section: style({ margin: `0 0 ${cssVars.spacing.gutterFull}` }),
    photo: style({ display: "flex", alignItems: "center", gap: cssVars.spacing.gutter, flexWrap: "wrap" }),
    textarea: style({
        minHeight: 96,
        padding: "8px 10px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
        resize: "vertical",
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, fontWeight: cssVars.fontWeights.normal, margin: 0 }),
    checkbox: style({ display: "flex", alignItems: "center", gap: 8, minHeight: 24, $nest: { "& input": { width: 20, height: 20, margin: 0, flexShrink: 0 } } }),
    fieldset: style({ border: `${cssVars.borders.width} solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, padding: "8px 12px 12px", margin: 0, minWidth: 0 }),
    table: style({ borderCollapse: "collapse", width: "100%", $nest: { "& th, & td": { padding: "8px 6px", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, textAlign: "left", verticalAlign: "top" } } }),
    channel: style({ width: 64, $nest: { "&&": { textAlign: "center" } } }),
    channelInput: style({ width: 20, height: 20, margin: 0 }),
};

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
    if (!errors?.length) return null;
    return (
        <p id={id} className={formClasses.fieldError}>
            {errors.join(" ")}
        </p>
    );
}

/**
 * /profile/edit: the member's own profile — photo (changed on /profile/picture), name, e-mail
 * (a new one is confirmed by a mailed link, and takes the current password), signature when
 * signatures are on, language, privacy and what they are notified of, by list and by e-mail;
 * then the password. Plain forms posted to the server: it works without JavaScript.
 */
export function EditProfilePage(props: IEditProfilePageProps) {
    const { values, errors, signatures } = props;
    return (
        <PageLayout title={t("Edit Profile")}>
            {props.notice && <p role="status">{props.notice}</p>}
            <p>
                <a href={profileUrl(props.savedName)}>{t("View my profile")}</a>
            </p>
            <section aria-labelledby="edit-profile-photo" className={classes.section}>
                <h2 id="edit-profile-photo">{t("Photo")}</h2>
                <div className={classes.photo}>
                    <Avatar name={props.savedName} photoUrl={props.photoUrl} size="large" />
                    <a href="/profile/picture">{t("Change photo")}</a>
                </div>
            </section>
            <section aria-labelledby="edit-profile-details" className={classes.section}>
                <h2 id="edit-profile-details">{t("Profile")}</h2>
                {errors && <p role="alert" className={formClasses.formError}>{t("Please correct the errors below.")}</p>}
                <form method="post" action="/profile/edit" className={formClasses.form}>
                    <InputField id="profile-name" name="name" label={t("Username")} defaultValue={values.name} errors={errors?.name} required autoComplete="username" maxLength={40} />
                    <InputField id="profile-email" name="email" type="email" label={t("Email")} defaultValue={values.email} errors={errors?.email} required autoComplete="email" />
                    {!props.emailConfirmed && (
                        <p className={classes.hint}>
                            {t("Your email address is not confirmed.")} <a href="/entry/emailconfirmrequest">{t("Resend confirmation email")}</a>
                        </p>
                    )}
                    <InputField
                        // Not "profile-current-password": the Change password form below has that one (idPrefix "profile").
                        id="profile-email-password"
                        name="currentPassword"
                        type="password"
                        label={t("Current password (to change your email)")}
                        errors={errors?.currentPassword}
                        autoComplete="current-password"
                    />
                    {signatures && (
                        <div className={formClasses.field}>
                            <label htmlFor="profile-signature" className={formClasses.label}>
                                {t("Signature")}
                            </label>
                            <textarea
                                id="profile-signature"
                                name="signature"
                                className={classes.textarea}
                                defaultValue={values.signature}
                                maxLength={signatures.maxLength}
                                aria-describedby={errors?.signature?.length ? "profile-signature-errors profile-signature-hint" : "profile-signature-hint"}
                                aria-invalid={errors?.signature?.length ? true : undefined}
                            />
                            <p id="profile-signature-hint" className={classes.hint}>
                                {tf("Markdown, up to {count} characters; shown under your posts.", { count: signatures.maxLength })}
                            </p>
                            <FieldErrors id="profile-signature-errors" errors={errors?.signature} />
                        </div>
                    )}
                    <div className={formClasses.field}>
                        <label htmlFor="profile-locale" className={formClasses.label}>
                            {t("Language")}
                        </label>
                        <select id="profile-locale" name="locale" className={formClasses.input} defaultValue={values.locale} aria-describedby={errors?.locale?.length ? "profile-locale-errors" : undefined}>
                            <option value="">{t("The site's language")}</option>
                            {props.locales.map((locale) => (
                                <option key={locale.localeID} value={locale.localeID}>
                                    {locale.name}
                                </option>
                            ))}
                        </select>
                        <FieldErrors id="profile-locale-errors" errors={errors?.locale} />
                    </div>
                    <label className={classes.checkbox}>
                        <input type="checkbox" name="private" value="1" defaultChecked={values.private} />
                        {t("Keep my profile private (others see only my name and photo)")}
                    </label>
                    <fieldset className={classes.fieldset}>
                        <legend className={formClasses.label}>{t("Notifications")}</legend>
                        <p className={classes.hint}>{t("Choose to be notified in the notifications list, by email, or both.")}</p>
                        <table className={classes.table}>
                            <thead>
                                <tr>
                                    <th scope="col">{t("When")}</th>
                                    <th scope="col" className={classes.channel}>
                                        {t("List")}
                                    </th>
                                    <th scope="col" className={classes.channel}>
                                        {t("Email")}
                                    </th>
                                </tr>
                            </thead>
                            <tbody>
                                {props.notificationKinds.map((kind) => (
                                    <tr key={kind.key}>
                                        <th scope="row">
                                            {t(kind.label)}
                                            <br />
                                            <span className={classes.hint}>{t(kind.description)}</span>
                                        </th>
                                        {(["popup", "email"] as const).map((channel) => (
                                            <td key={channel} className={classes.channel}>
                                                <input
                                                    type="checkbox"
                                                    className={classes.channelInput}
                                                    name={`notify-${kind.key}-${channel}`}
                                                    value="1"
                                                    defaultChecked={kind[channel]}
                                                    // Literal keys, so the catalogues hold both.
                                                    aria-label={channel === "popup" ? tf("{kind}: in the notifications list", { kind: t(kind.label) }) : tf("{kind}: by email", { kind: t(kind.label) })}
                                                />
                                            </td>
                                        ))}
                                    </tr>
                                ))}
                            </tbody>
                        </table>
                    </fieldset>
                    <div>
                        <Button buttonType="primary" type="submit">
                            {t("Save")}
                        </Button>
                    </div>
                </form>
            </section>
            <section aria-labelledby="edit-profile-password" className={classes.section}>
                <h2 id="edit-profile-password">{t("Change password")}</h2>
                <PasswordForm action="/profile/edit/password" errors={props.passwordErrors} idPrefix="profile" />
            </section>
        </PageLayout>
    );
}
