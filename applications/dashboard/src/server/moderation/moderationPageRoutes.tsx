/**
 * The moderation pages (issue 14 item 7), server-rendered Island pages:
 *   /dashboard/content/reports?statuses=…&recordType=…&recordID=…   (discussions.moderate)
 *   /log/filter?recordType=discussion&recordID=…                    revisions (discussions.moderate in its category)
 *   /log/filter?parentRecordID=…&recordType=comment&operation=delete deleted comments
 *   /log/filter?operation=edit|delete&page=                         the change log: every edit and deletion in the
 *                                                                    viewer's categories (the dashboard's "Change Log")
 *   /dashboard/audit-log?page=                                       (site.manage)
 */
import type { FastifyInstance } from "fastify";
import qs from "qs";
import { t, tf } from "@library/i18n/t";
import { hasPermission } from "@library/users/permissions";
import { getViewer } from "@server/http/viewer";
import { HttpError } from "@server/http/httpErrors";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { auditLogPage, logPage, reportsPage } from "@dashboard/pages/moderationPages";
import { AuditLogPage, ChangeLogPage, LogPage, ReportsPage, statusFilterLabel } from "@dashboard/moderation/ModerationPages";
import type { IPrevNextLinks } from "@library/navigation/PrevNextLinks";
import { AUDIT_LOG_PAGE_PATH, LOG_PAGE_PATH, REPORTS_PAGE_PATH, type ReportStatus } from "@dashboard/moderation/moderationTypes";
import { currentState, listAuditLogs, listChangeLog, listLog, listReports } from "./moderationModel";
import { findPost, readStatuses } from "./moderationRoutes";

const PAGE_SIZE = 30;

function positiveInt(value: unknown): number | undefined {
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === "string" && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

function pagerLinks(path: string, query: Record<string, unknown>, page: number, total: number): IPrevNextLinks {
    const link = (target: number) => `${path}?${qs.stringify({ ...query, page: target })}`;
    return { prevUrl: page > 1 ? link(page - 1) : null, nextUrl: page * PAGE_SIZE < total ? link(page + 1) : null };
}

export async function registerModerationPageRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Querystring: Record<string, unknown> }>(REPORTS_PAGE_PATH, async (request, reply) => {
        const { user, permissions } = await getViewer(request);
        if (user.userID === 0 || !hasPermission(permissions, "discussions.moderate")) return renderErrorPage(request, reply, 403);
        const statuses = readStatuses(request.query.statuses);
        const recordType = request.query.recordType === "discussion" || request.query.recordType === "comment" ? request.query.recordType : undefined;
        const recordID = recordType ? positiveInt(request.query.recordID) : undefined;
        const page = positiveInt(request.query.page) ?? 1;
        const { reports, total } = await listReports(request, { statuses, recordType, recordID }, page, PAGE_SIZE);
        const keep = { ...(recordType ? { recordType } : {}), ...(recordID ? { recordID } : {}) };
        const choices: Array<[string, ReportStatus[]]> = [
            ["none", ["new", "escalated"]],
            ["new", ["new"]],
            ["escalated", ["escalated"]],
            ["dismissed", ["dismissed"]],
            ["actioned", ["actioned"]],
        ];
        const current = statuses.join(",");
        const filters = choices.map(([value, list]) => ({
            label: value === "none" ? t("Open") : statusFilterLabel(list),
            href: `${REPORTS_PAGE_PATH}?${qs.stringify({ statuses: value, ...keep })}`,
            current: list.join(",") === current,
        }));
        return renderPage(request, reply, {
            page: reportsPage,
            mode: "island",
            title: t("Reports"),
            element: <ReportsPage reports={reports} filters={filters} total={total} pager={pagerLinks(REPORTS_PAGE_PATH, { statuses: request.query.statuses ?? "none", ...keep }, page, total)} />,
        });
    });

    app.get<{ Querystring: Record<string, unknown> }>(LOG_PAGE_PATH, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return renderErrorPage(request, reply, 403);
        // No record named at all (the dashboard's "Change Log" link): the forum-wide log. A query
        // naming a record, even wrongly (recordType without recordID), is a record's page as before.
        if (request.query.recordType === undefined && request.query.recordID === undefined && request.query.parentRecordID === undefined) {
            const { permissions } = await getViewer(request);
            if (!hasPermission(permissions, "discussions.moderate")) return renderErrorPage(request, reply, 403);
            const operation = request.query.operation === "edit" || request.query.operation === "delete" ? request.query.operation : undefined;
            const page = positiveInt(request.query.page) ?? 1;
            const { entries, total } = await listChangeLog(request, { operation }, page, PAGE_SIZE);
            const choices: Array<[string, "edit" | "delete" | undefined]> = [
                [t("All"), undefined],
                [t("Edits"), "edit"],
                [t("Deletions"), "delete"],
            ];
            const filters = choices.map(([label, value]) => ({ label, href: value ? `${LOG_PAGE_PATH}?${qs.stringify({ operation: value })}` : LOG_PAGE_PATH, current: value === operation }));
            return renderPage(request, reply, {
                page: logPage,
                mode: "island",
                title: t("Change Log"),
                element: <ChangeLogPage entries={entries} operation={operation ?? null} filters={filters} total={total} pager={pagerLinks(LOG_PAGE_PATH, operation ? { operation } : {}, page, total)} />,
            });
        }
        const recordType = request.query.recordType === "comment" ? "comment" : request.query.recordType === "discussion" ? "discussion" : null;
        const operation = request.query.operation === "delete" ? "delete" : "edit";
        const recordID = positiveInt(request.query.recordID);
        const parentRecordID = positiveInt(request.query.parentRecordID);
        if (!recordType || (recordID === undefined && parentRecordID === undefined)) return renderErrorPage(request, reply, 404);
        let post;
        try {
            post = recordID !== undefined ? await findPost(request, recordType, recordID) : await findPost(request, "discussion", parentRecordID!);
        } catch (error) {
            if (error instanceof HttpError) return renderErrorPage(request, reply, error.status === 404 ? 404 : 400);
            throw error;
        }
        const { permissions } = await getViewer(request);
        if (!hasPermission(permissions, "discussions.moderate", { resourceID: post.categoryID })) return renderErrorPage(request, reply, 403);
        const entries = await listLog(request, { recordType, recordID, parentRecordID, operation });
        const current = operation === "edit" && recordID !== undefined ? await currentState(db, recordType, recordID) : null;
        const title = operation === "delete" ? tf("Deleted Comments: {name}", { name: post.name }) : tf("Revision History: {name}", { name: post.name });
        return renderPage(request, reply, {
            page: logPage,
            mode: "island",
            title,
            element: <LogPage title={title} backUrl={`/discussion/${post.discussionID}`} backLabel={t("Back to the discussion")} operation={operation} entries={entries} current={current} />,
        });
    });

    app.get<{ Querystring: Record<string, unknown> }>(AUDIT_LOG_PAGE_PATH, async (request, reply) => {
        const { user, permissions } = await getViewer(request);
        if (user.userID === 0 || !hasPermission(permissions, "site.manage", { mode: "global" })) return renderErrorPage(request, reply, 403);
        const page = positiveInt(request.query.page) ?? 1;
        const { entries, total } = await listAuditLogs(db, {}, page, PAGE_SIZE);
        return renderPage(request, reply, {
            page: auditLogPage,
            mode: "island",
            title: t("Audit Log"),
            element: <AuditLogPage entries={entries} total={total} pager={pagerLinks(AUDIT_LOG_PAGE_PATH, {}, page, total)} />,
        });
    });
}
