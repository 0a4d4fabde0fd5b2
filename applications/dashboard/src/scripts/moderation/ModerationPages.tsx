/** The moderation pages' server-rendered frames (issue 14 item 7), inside the dashboard's AdminLayout. */
import { Island } from "@library/components/Island";
import { PrevNextLinks, type IPrevNextLinks } from "@library/navigation/PrevNextLinks";
import { currentTranslator, t, tf } from "@library/i18n/t";
import { formatDate, parseDate } from "@library/utility/dates";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { LogEntries, type ILogEntriesProps } from "@dashboard/moderation/LogEntries";
import { logEntriesIsland, reportsQueueIsland } from "@dashboard/moderation/moderationIslands";
import { moderationClasses as classes } from "@dashboard/moderation/moderation.styles";
import { ReportsQueue } from "@dashboard/moderation/ReportsQueue";
import { REPORT_STATUS_LABELS, type IAuditLogEntry, type IChangeLogEntry, type IReport, type ReportStatus } from "@dashboard/moderation/moderationTypes";

export interface IReportFilterLink {
    label: string;
    href: string;
    current: boolean;
}

function FilterLinks({ label, filters }: { label: string; filters: IReportFilterLink[] }) {
    return (
        <nav aria-label={label}>
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
    );
}

export function ReportsPage({ reports, filters, total, pager }: { reports: IReport[]; filters: IReportFilterLink[]; total: number; pager: IPrevNextLinks }) {
    return (
        <AdminLayout section="reports" title={t("Reports")}>
            <FilterLinks label={t("Report status")} filters={filters} />
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
        <AdminLayout section="log" title={title}>
            {backUrl && (
                <p>
                    <a href={backUrl}>{backLabel}</a>
                </p>
            )}
            <Island of={logEntriesIsland} component={LogEntries} props={props} />
        </AdminLayout>
    );
}

/** A moment of the change log: the day and the time (UTC, as every date of the site). */
function formatMoment(value: string): string {
    return `${currentTranslator().date(parseDate(value), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

function ChangeLogItem({ entry }: { entry: IChangeLogEntry }) {
    const discussion = entry.discussionName ?? t("a deleted discussion");
    const what = {
        discussion: { edit: t("Discussion edited"), delete: t("Discussion deleted") },
        comment: { edit: t("Comment edited"), delete: t("Comment deleted") },
    }[entry.recordType][entry.operation];
    const by = entry.operation === "delete" ? tf("Deleted by {who}", { who: entry.insertUser.name }) : tf("Edited by {who}", { who: entry.insertUser.name });
    const history = entry.operation === "delete" ? t("Deleted comments of this discussion") : t("Revision history");
    return (
        <li className={classes.card} data-change-log-entry={entry.logID} data-operation={entry.operation}>
            <h2 className={classes.heading}>
                {what}
                {": "}
                {entry.discussionUrl ? <a href={entry.discussionUrl}>{discussion}</a> : discussion}
            </h2>
            <p className={classes.meta}>
                {by}
                {", "}
                <time dateTime={entry.dateInserted}>{formatMoment(entry.dateInserted)}</time>
                {". "}
                {tf("Written by {author}", { author: entry.recordUser.name })}
                {entry.dateRestored && (
                    <>
                        {". "}
                        {tf("Restored by {who}", { who: entry.restoreUser?.name ?? "" })}
                        {", "}
                        <time dateTime={entry.dateRestored}>{formatMoment(entry.dateRestored)}</time>
                    </>
                )}
            </p>
            {entry.excerpt && (
                <p className={classes.excerpt}>
                    <span className={classes.excerptLabel}>{entry.operation === "delete" ? t("What it said:") : t("Before the edit:")}</span> {entry.excerpt}
                </p>
            )}
            {(entry.historyUrl || (entry.recordType === "comment" && entry.recordUrl)) && (
                <p className={classes.actions}>
                    {entry.recordType === "comment" && entry.recordUrl && <a href={entry.recordUrl}>{t("Open the comment")}</a>}
                    {entry.historyUrl && <a href={entry.historyUrl}>{history}</a>}
                </p>
            )}
        </li>
    );
}

/**
 * The dashboard's "Change Log" (/log/filter without a record): every edit and deletion in the
 * categories the viewer moderates, newest first, each with what it was, who, when, and links to
 * the post and to its own log (where it can be restored). Plain HTML: no island.
 */
export function ChangeLogPage({ entries, operation, filters, total, pager }: { entries: IChangeLogEntry[]; operation: "edit" | "delete" | null; filters: IReportFilterLink[]; total: number; pager: IPrevNextLinks }) {
    const empty = operation === "edit" ? t("No edits have been recorded.") : operation === "delete" ? t("No deletions have been recorded.") : t("No edits or deletions have been recorded.");
    return (
        <AdminLayout section="log" title={t("Change Log")}>
            <FilterLinks label={t("Kind of change")} filters={filters} />
            <p className={classes.meta}>{total === 1 ? t("1 change") : tf("{count} changes", { count: total })}</p>
            {entries.length === 0 ? (
                <p>{empty}</p>
            ) : (
                <ol className={classes.list}>
                    {entries.map((entry) => (
                        <ChangeLogItem key={entry.logID} entry={entry} />
                    ))}
                </ol>
            )}
            <PrevNextLinks {...pager} className={classes.pager} />
        </AdminLayout>
    );
}

export function AuditLogPage({ entries, total, pager }: { entries: IAuditLogEntry[]; total: number; pager: IPrevNextLinks }) {
    return (
        <AdminLayout section="audit" title={t("Audit Log")}>
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
