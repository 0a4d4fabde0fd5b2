import { Island } from "@library/components/Island";
import { tf } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { formatDate } from "@library/utility/dates";
import { fullNumber } from "@library/utility/numbers";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { UserDiscussions, type IUserDiscussionsProps } from "@vanilla/profile/UserDiscussions";

export interface IProfilePageProps {
    user: { userID: number; name: string; title: string; dateInserted: string; countDiscussions: number; countComments: number };
    discussions: IUserDiscussionsProps;
}

/** /profile/{name}: an Island page whose only interactive part is the user's discussions. */
export function ProfilePage({ user, discussions }: IProfilePageProps) {
    return (
        <PageLayout title={user.name}>
            {user.title && <p>{user.title}</p>}
            <p className={classes.stats}>
                <span>{tf("Joined {date}", { date: formatDate(user.dateInserted) })}</span>
                <span>{tf("{count} discussions", { count: fullNumber(user.countDiscussions) })}</span>
                <span>{tf("{count} comments", { count: fullNumber(user.countComments) })}</span>
            </p>
            <Island name="UserDiscussions" component={UserDiscussions} props={discussions} />
        </PageLayout>
    );
}
