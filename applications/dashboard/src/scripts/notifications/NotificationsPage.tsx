import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { MyNotifications, type IMyNotificationsProps } from "@dashboard/notifications/MyNotifications";
import { myNotificationsIsland } from "@dashboard/notifications/myNotificationsIsland";

export interface INotificationsPageProps extends IMyNotificationsProps {
    pager: IPagerProps;
}

/** /profile/notifications: an Island page; the list (for Mark All Read) and the pager hydrate. */
export function NotificationsPage({ notifications, pager }: INotificationsPageProps) {
    return (
        <PageLayout title={t("Notifications")}>
            <Island of={myNotificationsIsland} component={MyNotifications} props={{ notifications }} />
            {showsBottomPager(pager) && <Island of={pagerIsland} component={Pager} props={pager} />}
        </PageLayout>
    );
}
