import { useState, type ComponentType } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { Button } from "@library/components/Button";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { tf } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import type { IMePanelProps } from "@library/layout/MePanel";
import { refreshMeCounts } from "@library/notifications/notificationActions";
import { registerNotificationsSlice, selectUnreadConversations, selectUnreadNotifications } from "@library/notifications/notificationsSlice";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { loadFeature } from "@library/lazy/loadFeature";

registerNotificationsSlice();

export interface ITitleBarMeButtonProps {
    conversationsEnabled: boolean;
}

/**
 * The account button of compact widths (shell §2; CSS shows it at 800 px and below, where the
 * three drop-downs are gone): it opens the side panel with the tabs Me, Notifications and
 * Messages, and, like the account drop-down, refreshes the unread counts (shell §4). Its badge
 * adds both counts, as the panel holds both. The panel's code loads on the first click.
 */
export function TitleBarMeButton({ conversationsEnabled }: ITitleBarMeButtonProps) {
    const { currentUser: user } = useMeta();
    const dispatch = useAppDispatch();
    const unread = useAppSelector((state) => selectUnreadNotifications(state, user) + (conversationsEnabled ? selectUnreadConversations(state, user) : 0));
    const [Panel, setPanel] = useState<ComponentType<IMePanelProps> | null>(null);
    const [isOpen, setIsOpen] = useState(false);

    function onClick() {
        dispatch(refreshMeCounts()).catch((error) => logError("Could not refresh the unread counts.", error));
        if (Panel) {
            setIsOpen(true);
            return;
        }
        loadFeature(() => import(/* webpackChunkName: "mePanel" */ "@library/layout/MePanel"))
            .then((module) => {
                setPanel(() => module.MePanel);
                setIsOpen(true);
            })
            .catch((error) => logError("Could not load the account panel.", error));
    }

    return (
        <>
            <Button
                buttonType="custom"
                className={classes.accountButton}
                aria-label={tf("titleBar.accountButton", { name: user.name }, "{name}: My Account")}
                aria-haspopup="dialog"
                aria-expanded={isOpen}
                data-testid="compact-account-button"
                onClick={onClick}
            >
                {/* The button's aria-label names the member: the avatar adds nothing to it. */}
                <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="xsmall" decorative />
                <UnreadBadge count={unread} className={classes.iconBadge} />
            </Button>
            {Panel && <Panel isVisible={isOpen} onClose={() => setIsOpen(false)} conversationsEnabled={conversationsEnabled} />}
        </>
    );
}
