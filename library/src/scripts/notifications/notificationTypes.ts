/** Vanilla's Notification and Conversation shapes as GET /notifications and GET /conversations return them. */
export interface INotification {
    notificationID: number;
    activityType: string;
    reason: string;
    /** HTML built by the server with every user-given part escaped (dashboard notifications.ts). */
    body: string;
    photoUrl: string;
    url: string;
    dateInserted: string;
    dateUpdated: string;
    read: boolean;
}

export interface IConversationSummary {
    conversationID: number;
    name: string;
    url: string;
    dateLastMessage: string;
    countUnread: number;
    unread: boolean;
    participants: Array<{ userID: number; name: string; photoUrl: string }>;
    /** The last message as HTML, escaped by the server. */
    body: string;
}

/** GET /users/me-counts: one entry per counter ("UnreadNotifications", "UnreadConversations"). */
export interface IMeCounts {
    counts: Array<{ name: string; count: number }>;
}
