import { plural } from "@library/i18n/plural";
import { t } from "@library/i18n/t";
import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface IDiscussionsWidgetItem {
    discussionID: number;
    name: string;
    url: string;
    countComments: number;
    dateLastComment: string;
    authorName: string;
    categoryName: string;
    categoryUrl: string;
}

export interface IDiscussionsWidgetProps {
    title?: string;
    discussions: IDiscussionsWidgetItem[];
}

/** A list of discussions (issue 13): links only, server-rendered, no script. */
export function DiscussionsWidget({ title, discussions }: IDiscussionsWidgetProps) {
    return (
        <section className={classes.container} aria-label={title || t("Discussions")}>
            <div className={classes.box}>
                {title ? <h2 className={classes.title}>{title}</h2> : null}
                {discussions.length === 0 ? (
                    <p className={classes.empty}>{t("No discussions were found.")}</p>
                ) : (
                    <ul className={classes.list}>
                        {discussions.map((discussion) => (
                            <li key={discussion.discussionID} className={classes.item}>
                                <a className={classes.itemTitle} href={discussion.url}>
                                    {discussion.name}
                                </a>
                                <span className={classes.meta}>
                                    <span>{plural(discussion.countComments, { one: "{count} comment", other: "{count} comments" })}</span>
                                    {discussion.authorName ? <span>{discussion.authorName}</span> : null}
                                    {discussion.categoryName ? <a href={discussion.categoryUrl}>{discussion.categoryName}</a> : null}
                                </span>
                            </li>
                        ))}
                    </ul>
                )}
            </div>
        </section>
    );
}
