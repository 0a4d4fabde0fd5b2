/**
 * A side-panel box on the discussion and category lists leading to the ideas page: the top
 * ideas and each status that moves (planned, in progress). Links only, no data: it costs the
 * list pages no query.
 */
import { panelBoxClass, sizes, style, t } from "@library/addons/addonApi";

// Its own two classes: the bundle on every page stays free of the vote widget's styles.
const classes = {
    panelHeading: style({ fontSize: sizes.fontSizes.medium, margin: "0 0 8px" }),
    panelLinks: style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 }),
};

export default function IdeationLinks() {
    return (
        <nav className={panelBoxClass} aria-labelledby="ideation-links-heading">
            <h2 id="ideation-links-heading" className={classes.panelHeading}>
                {t("Ideas")}
            </h2>
            <ul className={classes.panelLinks}>
                <li>
                    <a href="/ideas">{t("Top ideas")}</a>
                </li>
                <li>
                    <a href="/ideas?status=planned">{t("Planned")}</a>
                </li>
                <li>
                    <a href="/ideas?status=in-progress">{t("In Progress")}</a>
                </li>
                <li>
                    <a href="/post/idea">{t("New Idea")}</a>
                </li>
            </ul>
        </nav>
    );
}
