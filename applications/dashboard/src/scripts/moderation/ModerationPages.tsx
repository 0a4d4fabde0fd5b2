/** The moderation pages' server-rendered frames (issue 14 item 7), inside the dashboard's AdminLayout. */
import { Island } from "@library/components/Island";
import { PrevNextLinks, type IPrevNextLinks } from "@library/navigation/PrevNextLinks";
import { t, tf } from "@library/i18n/t";
import { formatDate } from "@library/utility/dates";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { LogEntries, type ILogEntriesProps } from "@dashboard/moderation/LogEntries";
import { logEntriesIsland, reportsQueueIsland } from "@dashboard/moderation/moderationIslands";
import { moderationClasses as classes } from "@dashboard/moderation/moderation.styles";
import { ReportsQueue } from "@dashboard/moderation/ReportsQueue";
import { AUDIT_LOG_PAGE_PATH, LOG_PAGE_PATH, REPORTS_PAGE_PATH, REPORT_STATUS_LABELS, type IAuditLogEntry, type IReport, type ReportStatus } from "@dashboard/moderation/moderationTypes";

export interface IReportFilterLink {
    label: string;
    href: string;
    current: boolean;
}

export function ReportsPage({ reports, filters, total, pager }: { reports: IReport[]; filters: IReportFilterLink[]; total: number; pager: IPrevNextLinks }) {
    return (
        <AdminLayout section={REPORTS_PAGE_PATH} title={t("Reports")}>
            <nav aria-label={t("Report status")}>
                <ul className={classes.filters}>
                    {filters.map((filter) => (
                        <li key={filter.href}>
                            {filter.current ? (
                                <a href={filter.href} aria-current="page" className={classes.filterCurrent}>
                                    {filter.label}
                                </a>
                            ) : (
                                <a href={filter.href}>{filter.label}</a>
                            )}
                        </li>
                    ))}
                </ul>
            </nav>
            <p className={classes.meta}>{total === 1 ? t("1 report") : tf("{count} reports", { count: total })}</p>
            <Island of={reportsQueueIsland} component={ReportsQueue} props={{ reports }} />
            <PrevNextLinks {...pager} className={classes.pager} />
        </AdminLayout>
    );
}

export function statusFilterLabel(statuses: ReportStatus[]): string {
    return statuses.map((status) => t(REPORT_STATUS_LABELS[status])).join(" + ");
}

export function LogPage({ title, backUrl, backLabel, ...props }: ILogEntriesProps & { title: string; backUrl: string | null; backLabel: string }) {
    return (
        <AdminLayout section={LOG_PAGE_PATH} title={title}>
            {backUrl && (
                <p>
                    <a href={backUrl}>{backLabel}</a>
                </p>
            )}
            <Island of={logEntriesIsland} component={LogEntries} props={props} />
        </AdminLayout>
    );
}


export function AuditLogPage({ entries, total, pager }: { entries: IAuditLogEntry[]; total: number; pager: IPrevNextLinks }) {
    return (
        <AdminLayout section={AUDIT_LOG_PAGE_PATH} title={t("Audit Log")}>
            <p className={classes.meta}>{total === 1 ? t("1 moderator action recorded") : tf("{count} moderator actions recorded", { count: total })}</p>
            {entries.length === 0 ? (
                <p>{t("No moderator action has been recorded yet.")}</p>
            ) : (
                // A table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                <div className={classes.tableWrap} role="region" aria-label={t("Audit Log")} tabIndex={0}>
                    <table className={classes.table}>
                        <thead>
                            <tr>
                                <th scope="col" className={classes.tableCell}>
                                    {t("When")}
                                </th>
                                <th scope="col" className={classes.tableCell}>
                                    {t("Who")}
                                </th>
                                <th scope="col" className={classes.tableCell}>
                                    {t("What")}
                                </th>
                                <th scope="col" className={classes.tableCell}>
                                    {t("From page")}
                                </th>
                            </tr>
                        </thead>
                        <tbody>
                            {entries.map((entry) => (
                                <tr key={entry.auditLogID} data-audit-event={entry.eventType}>
                                    <td className={`${classes.tableCell} ${classes.nowrap}`}>
                                        <time dateTime={entry.dateInserted}>{formatDate(entry.dateInserted)}</time>
                                    </td>
                                    <td className={`${classes.tableCell} ${classes.nowrap}`}>{entry.insertUser.name}</td>
                                    <td className={classes.tableCell}>
                                        <code>{entry.eventType}</code> {entry.message}
                                    </td>
                                    <td className={classes.tableCell}>
                                        {entry.requestMethod} {entry.requestPath}
                                    </td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                </div>
            )}
            <PrevNextLinks {...pager} className={classes.pager} />
        </AdminLayout>
    );
}
