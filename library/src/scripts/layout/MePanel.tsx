import { useRef, useState, type KeyboardEvent } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { Modal } from "@library/components/Modal";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { ConversationsList } from "@library/notifications/ConversationsList";
import { NotificationsList } from "@library/notifications/NotificationsList";
import { selectUnreadConversations, selectUnreadNotifications } from "@library/notifications/notificationsSlice";
import { useAppSelector } from "@library/redux/hooks";
import { SignOutForm } from "@library/users/SignOutForm";
import { profileUrl } from "@library/users/userUrls";

export type MePanelTab = "me" | "notifications" | "messages";

export interface IMePanelProps {
    isVisible: boolean;
    onClose: () => void;
    conversationsEnabled: boolean;
}

/**
 * The signed-in box of compact widths (shell §2): one side panel with the tabs Me,
 * Notifications and Messages (Messages only when conversations are enabled). The tabs follow
 * the tabs pattern: arrow keys (and Home/End) move between them and select, only the selected
 * tab is in the Tab order, and each panel is labelled by its tab.
 */
export function MePanel({ isVisible, onClose, conversationsEnabled }: IMePanelProps) {
    const { currentUser: user, accountLinks = [] } = useMeta();
    const unreadNotifications = useAppSelector((state) => selectUnreadNotifications(state, user));
    const unreadConversations = useAppSelector((state) => selectUnreadConversations(state, user));
    const [selected, setSelected] = useState<MePanelTab>("me");
    const tabRefs = useRef<Partial<Record<MePanelTab, HTMLButtonElement | null>>>({});

    const tabs: Array<{ key: MePanelTab; label: string; count?: number }> = [
        { key: "me", label: t("Me") },
        { key: "notifications", label: t("Notifications"), count: unreadNotifications },
        ...(conversationsEnabled ? [{ key: "messages" as const, label: t("Messages"), count: unreadConversations }] : []),
    ];

    function select(key: MePanelTab) {
        setSelected(key);
        tabRefs.current[key]?.focus();
    }

    function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        const index = tabs.findIndex((tab) => tab.key === selected);
        let next: number | null = null;
        if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
        else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = tabs.length - 1;
        if (next === null) return;
        event.preventDefault();
        select(tabs[next]!.key); // every branch above gives an index modulo tabs.length
    }

    return (
        <Modal isVisible={isVisible} onClose={onClose} title={t("My Account")} size="sidePanelRight">
            {/* Arrow keys bubble up from the focused tab (roving tabindex): the list itself is no tab stop. */}
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
            <div role="tablist" aria-label={t("My Account")} className={classes.tabList} onKeyDown={onTabKeyDown}>
                {tabs.map((tab) => (
                    <button
                        key={tab.key}
                        ref={(element) => {
                            tabRefs.current[tab.key] = element;
                        }}
                        type="button"
                        role="tab"
                        id={`mePanel-tab-${tab.key}`}
                        aria-selected={selected === tab.key}
                        aria-controls={`mePanel-panel-${tab.key}`}
                        tabIndex={selected === tab.key ? 0 : -1}
                        className={classes.tab}
                        onClick={() => select(tab.key)}
                    >
                        {tab.label}
                        <UnreadBadge count={tab.count} />
                    </button>
                ))}
            </div>
            {tabs.map((tab) => (
                <div key={tab.key} role="tabpanel" id={`mePanel-panel-${tab.key}`} aria-labelledby={`mePanel-tab-${tab.key}`} hidden={selected !== tab.key} className={classes.tabPanel}>
                    {tab.key === "me" && (
                        <>
                            <div className={classes.meSummary}>
                                <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="medium" decorative />
                                <strong>{user.name}</strong>
                            </div>
                            <ul className={classes.panelList}>
                                <li>
                                    <a className={classes.panelItem} href={profileUrl(user.name)}>
                                        {t("Profile")}
                                    </a>
                                </li>
                                <li>
                                    <a className={classes.panelItem} href="/profile/edit">
                                        {t("Edit Profile")}
                                    </a>
                                </li>
                                <li>
                                    <a className={classes.panelItem} href="/account">
                                        {t("Account")}
                                    </a>
                                </li>
                                <li>
                                    <a className={classes.panelItem} href="/drafts">
                                        {t("My Drafts")}
                                    </a>
                                </li>
                                {accountLinks.map((link) => (
                                    <li key={link.href}>
                                        <a className={classes.panelItem} href={link.href}>
                                            {t(link.label)}
                                        </a>
                                    </li>
                                ))}
                                <li>
                                    <SignOutForm buttonClassName={classes.panelItem} />
                                </li>
                            </ul>
                        </>
                    )}
                    {tab.key === "notifications" && <NotificationsList headingID="mePanel-notifications-heading" headingLevel="h3" active={isVisible && selected === "notifications"} />}
                    {tab.key === "messages" && <ConversationsList headingID="mePanel-messages-heading" headingLevel="h3" userID={user.userID} active={isVisible && selected === "messages"} />}
                </div>
            ))}
        </Modal>
    );
}
