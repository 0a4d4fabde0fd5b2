import { classes as join } from "typestyle";
import { Island } from "@library/components/Island";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { profileUrl } from "@library/users/userUrls";
import { formatDate } from "@library/utility/dates";
import { countLabel, fullNumber } from "@library/utility/numbers";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { profileReactionsUrl } from "@vanilla/profile/profileReactionsUrl";

export interface IReceivedReactionType {
    urlcode: string;
    name: string;
    /** How often the user's posts received it. */
    count: number;
}

export interface IProfileReactionsPageProps {
    userName: string;
    types: IReceivedReactionType[];
    /** The urlcode of ?reaction=, or null for every reaction. */
    selected: string | null;
    posts: Array<{ discussionID: number; name: string; url: string; categoryName?: string; categoryUrl?: string; count: number; dateLastReaction: string }>;
    pager: IPagerProps;
}

/**
 * /profile/reactions/{username}?reaction={urlcode} (shell §2): the posts of a user that received
 * a reaction, with a link per reaction type. Server-rendered; only the pager hydrates.
 */
export function ProfileReactionsPage({ userName, types, selected, posts, pager }: IProfileReactionsPageProps) {
    const selectedType = types.find((type) => type.urlcode.toLowerCase() === selected?.toLowerCase());
    return (
        <PageLayout title={selectedType ? tf("{name}: {reaction}", { name: userName, reaction: t(selectedType.name) }) : tf("{name}: Reactions", { name: userName })}>
            <p>
                <a href={profileUrl(userName)}>{tf("Back to {name}'s profile", { name: userName })}</a>
            </p>
            <ReactionTypeLinks userName={userName} types={types} selected={selectedType?.urlcode ?? null} />
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
        </PageLayout>
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
