/** The event stream's own URL (not /api/v2/live/events): admission and the job runner leave it alone (liveRoutes.ts). */
export const LIVE_STREAM_PATH = "/api/v2/live";

export function isLiveStreamUrl(url: string): boolean {
    return url === LIVE_STREAM_PATH || url.startsWith(`${LIVE_STREAM_PATH}?`);
}
