import { definePage } from "@library/boot/pageDefinition";
import { logEntriesIsland, reportsQueueIsland } from "@dashboard/moderation/moderationIslands";
import { MODERATION_KEY, moderationReducer } from "@dashboard/moderation/moderationSlice";
import { AUDIT_LOG_PAGE_PATH, LOG_PAGE_PATH, REPORTS_PAGE_PATH } from "@dashboard/moderation/moderationTypes";

/** /dashboard/content/reports (discussions.moderate): the report queue island. */
export const reportsPage = definePage({
    entry: "moderationReports",
    paths: [REPORTS_PAGE_PATH],
    reducers: { [MODERATION_KEY]: moderationReducer },
    islands: [reportsQueueIsland],
});

/** /log/filter (discussions.moderate): revisions or deleted comments, with restore. */
export const logPage = definePage({
    entry: "moderationLog",
    paths: [LOG_PAGE_PATH],
    reducers: { [MODERATION_KEY]: moderationReducer },
    islands: [logEntriesIsland],
});

/** /dashboard/audit-log (site.manage): a server-rendered table; no island. */
export const auditLogPage = definePage({
    entry: "auditLog",
    paths: [AUDIT_LOG_PAGE_PATH],
    reducers: {},
    islands: [],
});
