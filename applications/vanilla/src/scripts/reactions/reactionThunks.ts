/**
 * The reaction toggle's API calls (content §7). Loaded on the first click, so axios stays out
 * of the discussion page's first load.
 */
import { apiv2, responsePaging } from "@library/api/apiv2";
import { bindAsyncThunk, LoadStatus, type AppThunk } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { logError } from "@library/utility/logger";
import { getReactionLogAction, toggleReactionAction, type IReactionToggleParams, type IReactionToggleResult } from "@vanilla/reactions/reactionActions";
import { isReactionLogStale, selectReactionLog, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { isRemoval } from "@vanilla/reactions/reactionToggle";
import type { IReaction, IReactionLogEntry, ReactionRecordType } from "@vanilla/reactions/reactionTypes";

function recordPath(recordType: ReactionRecordType, recordID: number): string {
    return `${recordType}s/${recordID}`;
}

/** POST /{recordType}s/{id}/reactions {reactionType}: the answer is the record's fresh counts. */
async function react(params: IReactionToggleParams): Promise<IReactionToggleResult> {
    const response = await apiv2.post<IReaction[]>(`${recordPath(params.recordType, params.recordID)}/reactions`, { reactionType: params.urlcode });
    return { reactions: response.data };
}

/**
 * DELETE /discussions/{id}/reactions (a comment: /comments/{id}/reactions/{userID}) answers 204 without a body, so the counts are refreshed
 * from the record itself. The reaction is gone even if that refresh fails: then the optimistic
 * counts stay and the failure is only logged.
 */
async function unreact(params: IReactionToggleParams): Promise<IReactionToggleResult> {
    const path = recordPath(params.recordType, params.recordID);
    await apiv2.delete(params.recordType === "comment" ? `${path}/reactions/${params.userID}` : `${path}/reactions`);
    try {
        const response = await apiv2.get<{ reactions?: IReaction[]; score?: number | null }>(path, { params: { expand: ["reactions"] } });
        return {
            ...(response.data.reactions ? { reactions: response.data.reactions } : {}),
            ...(typeof response.data.score === "number" ? { score: response.data.score } : {}),
        };
    } catch (error) {
        logError("Could not refresh the reactions after removing one.", error);
        return {};
    }
}

/**
 * Toggles the viewer's reaction (content §4). Whether this removes or reacts is decided from
 * the state before the optimistic update: choosing the active reaction (or deleteOnly) removes it.
 * Resolves with the result; rejects with the ApiError after the slice reverted the toggle.
 */
export function toggleReaction(params: IReactionToggleParams): AppThunk<IReactionToggleResult> {
    return (dispatch, getState) => {
        const record = selectRecordReactions(getState() as IRootState, params.recordType, params.recordID);
        const removing = isRemoval(record?.reactions ?? [], params.urlcode, params.deleteOnly);
        return bindAsyncThunk(toggleReactionAction, removing ? unreact : react)(params)(dispatch, getState);
    };
}

/** GET /{recordType}s/{id}/reactions, one type (?type=urlcode) or all; the total from the paging headers. */
export const fetchReactionLog = bindAsyncThunk(getReactionLogAction, async ({ recordType, recordID, urlcode, limit }) => {
    const response = await apiv2.get<IReactionLogEntry[]>(`${recordPath(recordType, recordID)}/reactions`, {
        params: { ...(urlcode ? { type: urlcode } : {}), limit },
    });
    return { entries: response.data, total: responsePaging(response).total ?? response.data.length };
});

/**
 * Loads who reacted unless the store already has it (content §4: "loads lazily on hover or
 * focus when stale"), or a load is under way. Never rejects: the slice holds the error.
 */
export function loadReactionLogIfStale(params: Parameters<typeof fetchReactionLog>[0]): AppThunk<void> {
    return async (dispatch, getState) => {
        const log = selectReactionLog(getState() as IRootState, params);
        if (log?.status === LoadStatus.LOADING || !isReactionLogStale(log)) return;
        await fetchReactionLog(params)(dispatch, getState).catch(() => undefined);
    };
}
