/** The figures of the dashboard home (server/admin/dashboardHomeModel.ts fills them). */
export interface IRecentCounts {
    day: number;
    week: number;
}

export interface ISiteTotals {
    members: number;
    discussions: number;
    comments: number;
    newMembers: IRecentCounts;
    newDiscussions: IRecentCounts;
    newComments: IRecentCounts;
}

export interface IRecentMember {
    userID: number;
    name: string;
    dateInserted: string;
    emailConfirmed: boolean;
}

export interface IDraftInError {
    draftID: number;
    authorName: string;
    error: string;
    dateUpdated: string;
}

export interface IDashboardHomeData {
    totals: ISiteTotals;
    recentMembers: IRecentMember[];
    /** Reports waiting in the moderation queue (new or escalated). */
    openReports: number;
    scheduledDrafts: number;
    draftsInError: IDraftInError[];
    countDraftsInError: number;
}

