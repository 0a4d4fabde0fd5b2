import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { t, tf } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { refreshMeCounts } from "@library/notifications/notificationActions";
import { registerNotificationsSlice } from "@library/notifications/notificationsSlice";
import { useAppDispatch } from "@library/redux/hooks";
import { SignOutForm } from "@library/users/SignOutForm";
import { profileUrl } from "@library/users/userUrls";
import { logError } from "@library/utility/logger";

registerNotificationsSlice();

/**
 * The signed-in box (shell §2): "My Account", a drop-down (shell §4: Escape closes it and
 * returns focus to the button; opening it closes any other) whose button shows the user's photo
 * and name. Sign Out stays a POST form, so no link anywhere can sign anyone out. Opening it
 * refreshes the unread counts (shell §4; at most one call a minute, shell §7).
 */
export function TitleBarAccount() {
    const { currentUser: user, accountLinks = [] } = useMeta();
    const dispatch = useAppDispatch();
    function onOpenChange(open: boolean) {
        if (open) dispatch(refreshMeCounts()).catch((error) => logError("Could not refresh the unread counts.", error));
    }
    return (
        <DropDown
            buttonType="custom"
            buttonClassName={classes.accountButton}
            // The visible name starts the accessible name (WCAG "label in name").
            buttonLabel={tf("titleBar.accountButton", { name: user.name }, "{name}: My Account")}
            buttonContent={
                <>
                    <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="xsmall" decorative />
                    <span data-testid="signed-in-user">{user.name}</span>
                </>
            }
            id="titleBar-account-menu"
            size="medium"
            align="right"
            onOpenChange={onOpenChange}
        >
            <DropDownItem href={profileUrl(user.name)}>{t("Profile")}</DropDownItem>
            <DropDownItem href="/profile/edit">{t("Edit Profile")}</DropDownItem>
            <DropDownItem href="/account">{t("Account")}</DropDownItem>
            <DropDownItem href="/drafts">{t("My Drafts")}</DropDownItem>
            {/* Links the applications offer this viewer (the Dashboard for its managers). */}
            {accountLinks.map((link) => (
                <DropDownItem key={link.href} href={link.href}>
                    {t(link.label)}
                </DropDownItem>
            ))}
            <li>
                <SignOutForm buttonClassName={dropDownClasses.item} />
            </li>
        </DropDown>
    );
}
