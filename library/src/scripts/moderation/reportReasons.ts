/**
 * The reasons a member may give when reporting a post (issue 14 item 7). Here in the library
 * because both sides read them: the forum's Report dialog (vanilla) offers them, the moderation
 * API (dashboard) accepts only these ids and the queue shows their names.
 */
export interface IReportReason {
    reportReasonID: string;
    name: string;
    description: string;
    sort: number;
    deleted: boolean;
}

/** Spam and Abuse are also the Flag reactions. */
export const REPORT_REASONS: IReportReason[] = [
    { reportReasonID: "spam", name: "Spam", description: "Advertising or unrelated links.", sort: 1, deleted: false },
    { reportReasonID: "abuse", name: "Abuse", description: "Insults, threats or harassment.", sort: 2, deleted: false },
    { reportReasonID: "inappropriate", name: "Inappropriate", description: "Content that breaks the community's rules.", sort: 3, deleted: false },
    { reportReasonID: "other", name: "Other", description: "Something else a moderator should look at.", sort: 4, deleted: false },
];
