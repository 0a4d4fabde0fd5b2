/** The moderation pages' calls (moderationRoutes.ts on the server). */
import { apiv2 } from "@library/api/apiv2";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import type { ILogEntry, IReport } from "@dashboard/moderation/moderationTypes";
import {
    actOnReportAction,
    dismissReportAction,
    escalateReportAction,
    restoreLogEntryAction,
    warnMemberAction,
} from "@dashboard/moderation/moderationActions";

export const dismissReport = bindAsyncThunk(dismissReportAction, async ({ reportID }) => {
    await apiv2.post(`reports/${reportID}/dismiss`);
});

export const escalateReport = bindAsyncThunk(escalateReportAction, async ({ reportID }) => (await apiv2.post<IReport>(`reports/${reportID}/escalate`)).data);

export const actOnReport = bindAsyncThunk(actOnReportAction, async ({ reportID }) => (await apiv2.patch<IReport>(`reports/${reportID}/reject-record`)).data);

export const warnMember = bindAsyncThunk(warnMemberAction, async ({ userID, recordType, recordID, reason }) =>
    (await apiv2.post<unknown>("warnings", { userID, recordType, recordID, reason })).data,
);

export const restoreLogEntry = bindAsyncThunk(restoreLogEntryAction, async ({ logID }) => (await apiv2.post<ILogEntry>(`logs/${logID}/restore`)).data);
