import { style } from "typestyle";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import type { ISessionDevice } from "@library/users/sessionTypes";
import { PasswordForm, type IPasswordFormErrors } from "@dashboard/account/PasswordForm";


const classes = {
    list: style({ listStyle: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter }),
    device: style({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 8,
        padding: 12,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
    }),
    details: style({ margin: 0, display: "flex", flexDirection: "column", gap: 2, overflowWrap: "anywhere" }),
    meta: style({ fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg }),
};

/** "2026-11-24 09:05 UTC": the same text on the server and in every browser. */
function dateText(iso: string): string {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * /account: the member's signed-in devices (every open session) with a sign-out button for
 * each other device and one to sign out everywhere. Plain forms, so it works by keyboard and
 * before (or without) JavaScript.
 */
export type { IPasswordFormErrors };

export function AccountPage({ devices, notice, passwordErrors }: { devices: ISessionDevice[]; notice?: string; passwordErrors?: IPasswordFormErrors }) {
    return (
        <PageLayout title={t("Account")}>
            <section aria-labelledby="account-devices-title">
                <h2 id="account-devices-title">{t("Signed-in devices")}</h2>
                {notice && <p role="status">{notice}</p>}
                <p>{t("These devices are signed in to your account. Sign out any you do not recognise, then change your password.")}</p>
                <ul className={classes.list}>
                    {devices.map((device) => (
                        <li key={device.sessionKey} className={classes.device} data-testid="account-device">
                            <p className={classes.details}>
                                <strong title={device.userAgent || undefined}>{device.deviceName || t("Unknown device")}</strong>
                                <span className={classes.meta}>
                                    {tf("Address {address}", { address: device.ipAddress || "?" })}
                                    {" · "}
                                    {tf("signed in {date}", { date: dateText(device.dateInserted) })}
                                    {device.dateLastActive ? ` · ${tf("last used {date}", { date: dateText(device.dateLastActive) })}` : ""}
                                </span>
                                {device.current && <em>{t("This device")}</em>}
                            </p>
                            {!device.current && (
                                <form method="post" action="/account/devices/signout">
                                    <input type="hidden" name="sessionKey" value={device.sessionKey} />
                                    <Button buttonType="standard" type="submit" aria-label={tf("Sign out {device}", { device: device.deviceName || t("Unknown device") })}>
                                        {t("Sign Out")}
                                    </Button>
                                </form>
                            )}
                        </li>
                    ))}
                </ul>
                <form method="post" action="/account/devices/signout-everywhere">
                    <p>{t("Sign out everywhere, this device included.")}</p>
                    <Button buttonType="primary" type="submit">
                        {t("Sign out everywhere")}
                    </Button>
                </form>
            </section>
            <section aria-labelledby="account-password-title">
                <h2 id="account-password-title">{t("Change password")}</h2>
                <PasswordForm action="/account/password" errors={passwordErrors} idPrefix="account" />
            </section>
        </PageLayout>
    );
}
