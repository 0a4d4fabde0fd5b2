import { Island } from "@library/components/Island";
import { WidgetSlot } from "@library/layout/WidgetSlot";
import { userDiscussionsIsland } from "@vanilla/profile/userDiscussionsIsland";
import { t } from "@library/i18n/t";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { ProfileFrame, type IProfileUser } from "@vanilla/profile/ProfileFrame";
import { UserDiscussions, type IUserDiscussionsProps } from "@vanilla/profile/UserDiscussions";
import { ReactionTypeLinks, type IReceivedReactionType } from "@vanilla/profile/ProfileReactionsPage";

export interface IProfilePageProps {
    user: IProfileUser;
    discussions: IUserDiscussionsProps;
    /** Reactions the user's posts received, by type; each links to /profile/reactions/{name}?reaction=. */
    reactionsReceived?: IReceivedReactionType[];
}

/** /profile/{name}, the Overview tab: reactions received and the latest discussions (an island that loads more). */
export function ProfilePage({ user, discussions, reactionsReceived = [] }: IProfilePageProps) {
    return (
        <ProfileFrame user={user} tab="overview">
            {reactionsReceived.length > 0 && (
                <>
                    <h2 className={classes.heading}>{t("Reactions received")}</h2>
                    <ReactionTypeLinks userName={user.name} types={reactionsReceived} selected={null} />
                </>
            )}
            {/* Add-ons' sections of the overview (the "profile" slot: badges …). */}
            <WidgetSlot slot="profile" />
            <Island of={userDiscussionsIsland} component={UserDiscussions} props={discussions} />
        </ProfileFrame>
    );
}
