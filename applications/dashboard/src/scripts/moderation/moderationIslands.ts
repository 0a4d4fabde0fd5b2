/** The islands of the moderation pages (DESIGN.md §3 "Typed contracts"). */
import type { ILogEntriesProps } from "@dashboard/moderation/LogEntries";
import type { IReportsQueueProps } from "@dashboard/moderation/ReportsQueue";
import { defineIsland } from "@library/registry/islandDefinition";

export const reportsQueueIsland = defineIsland<IReportsQueueProps>("ReportsQueue", () =>
    import(/* webpackChunkName: "ReportsQueue" */ "@dashboard/moderation/ReportsQueue").then((m) => m.ReportsQueue),
);

export const logEntriesIsland = defineIsland<ILogEntriesProps>("LogEntries", () =>
    import(/* webpackChunkName: "LogEntries" */ "@dashboard/moderation/LogEntries").then((m) => m.LogEntries),
);
