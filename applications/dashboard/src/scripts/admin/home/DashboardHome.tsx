import { t } from "@library/i18n/t";
import { formatDate } from "@library/utility/dates";
import { fullNumber } from "@library/utility/numbers";
import { useMeta } from "@library/boot/pageMeta";
import { profileUrl } from "@library/users/userUrls";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { adminPageClasses as classes } from "@dashboard/admin/adminPage.styles";
import { visibleAdminSections } from "@dashboard/admin/adminSections";
import type { IDashboardHomeData } from "@dashboard/admin/home/dashboardHomeTypes";

function Figure({ label, value }: { label: string; value: number }) {
    return (
        <div className={classes.figure}>
            <dt className={classes.figureLabel}>{label}</dt>
            <dd className={classes.figureValue}>{fullNumber(value)}</dd>
        </div>
    );
}

/** /dashboard: the site's figures and what needs attention, and a link to every section the viewer may open. Plain HTML, no island. */
export function DashboardHome({ data }: { data: IDashboardHomeData }) {
    const { permissions } = useMeta();
    const sections = visibleAdminSections({ permissions }).filter((section) => section.id !== "home");
    const { totals } = data;
    return (
        <AdminLayout section="home" title={t("Dashboard")}>
            <section className={classes.section} aria-labelledby="dashboard-totals">
                <h2 id="dashboard-totals" className={classes.sectionTitle}>
                    {t("Site totals")}
                </h2>
                <dl className={classes.figures}>
                    <Figure label={t("Members")} value={totals.members} />
                    <Figure label={t("Discussions")} value={totals.discussions} />
                    <Figure label={t("Comments")} value={totals.comments} />
                    <Figure label={t("New members, last 24 hours")} value={totals.newMembers.day} />
                    <Figure label={t("New members, last 7 days")} value={totals.newMembers.week} />
                    <Figure label={t("New discussions, last 24 hours")} value={totals.newDiscussions.day} />
                    <Figure label={t("New discussions, last 7 days")} value={totals.newDiscussions.week} />
                    <Figure label={t("New comments, last 24 hours")} value={totals.newComments.day} />
                    <Figure label={t("New comments, last 7 days")} value={totals.newComments.week} />
                </dl>
            </section>
            <section className={classes.section} aria-labelledby="dashboard-attention">
                <h2 id="dashboard-attention" className={classes.sectionTitle}>
                    {t("Needs attention")}
                </h2>
                <dl className={classes.figures}>
                    <Figure label={t("Open reports")} value={data.openReports} />
                    <Figure label={t("Scheduled posts")} value={data.scheduledDrafts} />
                    <Figure label={t("Scheduled posts that failed")} value={data.countDraftsInError} />
                </dl>
                {data.draftsInError.length > 0 && (
                    <ul className={classes.list} aria-label={t("Scheduled posts that failed")}>
                        {data.draftsInError.map((draft) => (
                            <li key={draft.draftID}>
                                <strong>{draft.authorName}</strong>: {draft.error}{" "}
                                <span className={classes.muted}>
                                    <time dateTime={draft.dateUpdated}>{formatDate(draft.dateUpdated)}</time>
                                </span>
                            </li>
                        ))}
                    </ul>
                )}
            </section>
            {data.recentMembers.length > 0 && (
                <section className={classes.section} aria-labelledby="dashboard-signups">
                    <h2 id="dashboard-signups" className={classes.sectionTitle}>
                        {t("Recent sign-ups")}
                    </h2>
                    <ul className={classes.list}>
                        {data.recentMembers.map((member) => (
                            <li key={member.userID}>
                                <a href={profileUrl(member.name)}>{member.name}</a>{" "}
                                <span className={classes.muted}>
                                    <time dateTime={member.dateInserted}>{formatDate(member.dateInserted)}</time>
                                    {member.emailConfirmed ? "" : ` · ${t("e-mail not confirmed")}`}
                                </span>
                            </li>
                        ))}
                    </ul>
                </section>
            )}
            <section className={classes.section} aria-labelledby="dashboard-sections">
                <h2 id="dashboard-sections" className={classes.sectionTitle}>
                    {t("Sections")}
                </h2>
                <ul className={classes.list}>
                    {sections.map((section) => (
                        <li key={section.id}>
                            <a href={section.href}>{t(section.label)}</a>
                        </li>
                    ))}
                </ul>
            </section>
        </AdminLayout>
    );
}
