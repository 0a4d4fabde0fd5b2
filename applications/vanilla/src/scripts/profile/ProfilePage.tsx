import { Avatar } from "@library/components/Avatar";
import { Island } from "@library/components/Island";
import { userDiscussionsIsland } from "@vanilla/profile/userDiscussionsIsland";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { formatDate } from "@library/utility/dates";
import { fullNumber } from "@library/utility/numbers";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { UserDiscussions, type IUserDiscussionsProps } from "@vanilla/profile/UserDiscussions";
import { ReactionTypeLinks, type IReceivedReactionType } from "@vanilla/profile/ProfileReactionsPage";

export interface IProfilePageProps {
    user: { userID: number; name: string; photoUrl: string; title: string; dateInserted: string; countDiscussions: number; countComments: number };
    discussions: IUserDiscussionsProps;
    /** Reactions the user's posts received, by type; each links to /profile/reactions/{name}?reaction=. */
    reactionsReceived?: IReceivedReactionType[];
}

/** /profile/{name}: an Island page whose only interactive part is the user's discussions. */
export function ProfilePage({ user, discussions, reactionsReceived = [] }: IProfilePageProps) {
    return (
        <PageLayout title={user.name}>
            <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="xlarge" decorative />
            {user.title && <p>{user.title}</p>}
            <p className={classes.stats}>
                <span>{tf("Joined {date}", { date: formatDate(user.dateInserted) })}</span>
                <span>{plural(user.countDiscussions, { one: "{count} discussion", other: "{count} discussions" }, { count: fullNumber(user.countDiscussions) })}</span>
                <span>{plural(user.countComments, { one: "{count} comment", other: "{count} comments" }, { count: fullNumber(user.countComments) })}</span>
            </p>
            {reactionsReceived.length > 0 && (
                <>
                    <h2 className={classes.heading}>{t("Reactions")}</h2>
                    <ReactionTypeLinks userName={user.name} types={reactionsReceived} selected={null} />
                </>
            )}
            <Island of={userDiscussionsIsland} component={UserDiscussions} props={discussions} />
        </PageLayout>
    );
}
