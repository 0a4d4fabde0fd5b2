import { classes as join } from "typestyle";
import { Island } from "@library/components/Island";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { formatDate } from "@library/utility/dates";
import { countLabel, fullNumber } from "@library/utility/numbers";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { profileReactionsUrl } from "@vanilla/profile/profileReactionsUrl";
import { ProfileFrame, type IProfileUser } from "@vanilla/profile/ProfileFrame";

export interface IReceivedReactionType {
    urlcode: string;
    name: string;
    /** How often the user's posts received it. */
    count: number;
}

export interface IProfileReactionsPageProps {
    user: IProfileUser;
    types: IReceivedReactionType[];
    /** The urlcode of ?reaction=, or null for every reaction. */
    selected: string | null;
    posts: Array<{ discussionID: number; name: string; url: string; categoryName?: string; categoryUrl?: string; count: number; dateLastReaction: string }>;
    pager: IPagerProps;
}

/**
 * /profile/reactions/{username}?reaction={urlcode} (shell §2): the posts of a user that received
 * a reaction, with a link per reaction type, in the profile's frame. Server-rendered; only the pager hydrates.
 */
export function ProfileReactionsPage({ user, types, selected, posts, pager }: IProfileReactionsPageProps) {
    const selectedType = types.find((type) => type.urlcode.toLowerCase() === selected?.toLowerCase());
    return (
        <ProfileFrame user={user} tab="reactions">
            <h2 className={classes.heading}>{selectedType ? tf("Reactions received: {reaction}", { reaction: t(selectedType.name) }) : t("Reactions received")}</h2>
            <ReactionTypeLinks userName={user.name} types={types} selected={selectedType?.urlcode ?? null} />
            {posts.length === 0 ? (
                <p className={classes.meta}>{t("No Reactions Yet")}</p>
            ) : (
                <ul className={classes.list} aria-label={t("Posts")}>
                    {posts.map((post) => (
                        <li key={post.discussionID} className={classes.item} data-discussion-id={post.discussionID}>
                            <a href={post.url}>{post.name}</a>
                            <div className={classes.meta}>
                                {post.categoryName && post.categoryUrl && (
                                    <>
                                        {t("in")} <a href={post.categoryUrl}>{post.categoryName}</a>{" · "}
                                    </>
                                )}
                                <span title={fullNumber(post.count)}>{plural(post.count, { one: "{count} reaction", other: "{count} reactions" }, { count: countLabel(post.count) })}</span>
                                {" · "}
                                {tf("latest {date}", { date: formatDate(post.dateLastReaction) })}
                            </div>
                        </li>
                    ))}
                </ul>
            )}
            {showsBottomPager(pager) && <Island of={pagerIsland} component={Pager} props={pager} />}
        </ProfileFrame>
    );
}

/** One link per reaction type the user received ("Like 12"), the chosen one marked current. */
export function ReactionTypeLinks({ userName, types, selected }: { userName: string; types: IReceivedReactionType[]; selected: string | null }) {
    if (types.length === 0) return null;
    return (
        <nav aria-label={t("Reactions received")}>
            <ul className={classes.reactionLinks}>
                {types.map((type) => (
                    <li key={type.urlcode}>
                        <a
                            className={join(classes.reactionLink, type.urlcode === selected && classes.reactionLinkCurrent)}
                            href={profileReactionsUrl(userName, type.urlcode)}
                            aria-current={type.urlcode === selected ? "page" : undefined}
                        >
                            {t(type.name)} <span title={fullNumber(type.count)}>{countLabel(type.count)}</span>
                        </a>
                    </li>
                ))}
            </ul>
        </nav>
    );
}
