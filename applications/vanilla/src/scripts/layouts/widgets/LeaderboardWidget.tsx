import { Avatar } from "@library/components/Avatar";
import { plural } from "@library/i18n/plural";
import { t } from "@library/i18n/t";
import { profileUrl } from "@library/users/userUrls";
import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface ILeaderboardWidgetProps {
    title?: string;
    leaders: Array<{ userID: number; name: string; photoUrl: string; count: number }>;
}

/** Members by reactions received on posts the viewer may see (issue 13). */
export function LeaderboardWidget({ title, leaders }: ILeaderboardWidgetProps) {
    return (
        <section className={classes.container} aria-label={title || t("Top Members")}>
            <div className={classes.box}>
                {title ? <h2 className={classes.title}>{title}</h2> : null}
                {leaders.length === 0 ? (
                    <p className={classes.empty}>{t("No reactions yet.")}</p>
                ) : (
                    <ol className={classes.list}>
                        {leaders.map((leader, index) => (
                            <li key={leader.userID} className={classes.leader}>
                                <span className={classes.rank} aria-hidden="true">
                                    {index + 1}
                                </span>
                                <Avatar name={leader.name} photoUrl={leader.photoUrl} userID={leader.userID} size="small" decorative />
                                <a className={classes.leaderName} href={profileUrl(leader.name)}>
                                    {leader.name}
                                </a>
                                <span className={classes.meta}>{plural(leader.count, { one: "{count} reaction", other: "{count} reactions" })}</span>
                            </li>
                        ))}
                    </ol>
                )}
            </div>
        </section>
    );
}
