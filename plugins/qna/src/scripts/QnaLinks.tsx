/**
 * A side-panel box on the discussion and category lists leading to the questions page: the
 * unanswered questions, all of them, and asking one. Links only, no data: it costs the list
 * pages no query.
 */
import { panelBoxClass, sizes, style, t } from "@library/addons/addonApi";

const classes = {
    heading: style({ fontSize: sizes.fontSizes.medium, margin: "0 0 8px" }),
    links: style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 }),
};

export default function QnaLinks() {
    return (
        <nav className={panelBoxClass} aria-labelledby="qna-links-heading">
            <h2 id="qna-links-heading" className={classes.heading}>
                {t("Questions")}
            </h2>
            <ul className={classes.links}>
                <li>
                    <a href="/questions?status=unanswered">{t("Unanswered questions")}</a>
                </li>
                <li>
                    <a href="/questions">{t("All questions")}</a>
                </li>
                <li>
                    <a href="/post/question">{t("Ask a Question")}</a>
                </li>
            </ul>
        </nav>
    );
}
