import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { t, tf } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { profileUrl } from "@library/users/userUrls";

/**
 * The signed-in box (shell §2): "My Account", a drop-down (shell §4: Escape closes it and
 * returns focus to the button; opening it closes any other) whose button shows the user's photo
 * and name. Sign Out stays a POST form, so no link anywhere can sign anyone out.
 */
export function TitleBarAccount() {
    const { currentUser: user } = useMeta();
    return (
        <DropDown
            buttonType="custom"
            buttonClassName={classes.accountButton}
            // The visible name starts the accessible name (WCAG "label in name").
            buttonLabel={tf("titleBar.accountButton", { name: user.name }, "{name}: My Account")}
            buttonContent={
                <>
                    <Avatar name={user.name} photoUrl={user.photoUrl} size="xsmall" />
                    <span data-testid="signed-in-user">{user.name}</span>
                </>
            }
            id="titleBar-account-menu"
            size="medium"
            align="right"
        >
            <DropDownItem href={profileUrl(user.name)}>{t("Profile")}</DropDownItem>
            <li>
                <form method="post" action="/entry/signout">
                    <button type="submit" className={dropDownClasses.item}>
                        {t("Sign Out")}
                    </button>
                </form>
            </li>
        </DropDown>
    );
}
