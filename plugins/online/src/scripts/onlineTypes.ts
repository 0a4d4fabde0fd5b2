import type { IUserFragment } from "@library/addons/addonApi";

/** Members count as online for this long after their last request. */
export const ONLINE_WINDOW_MINUTES = 15;
/** The panel refreshes this often while the page is open. */
export const ONLINE_REFRESH_MS = 60_000;

export interface IWhosOnlineProps {
    users: IUserFragment[];
    windowMinutes: number;
}
