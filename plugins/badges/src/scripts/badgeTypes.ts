/** Badges as the API answers them, shared by the server and the pages. */
export interface IBadge {
    badgeID: number;
    /** "first-post", "reactions-10" …; a badge made in the dashboard gets "custom-{n}". */
    key: string;
    name: string;
    description: string;
    /** The rule that awards it, or null: given by moderators only. */
    rule: string | null;
    /** Members holding it now. */
    countUsers: number;
    url: string;
}

export interface IBadgeHolder {
    userID: number;
    name: string;
    photoUrl: string;
    dateInserted: string;
}

/** Vanilla's UserBadges (GET /users/{id}/badges). */
export interface IUserBadge {
    badgeID: number;
    name: string;
    description: string;
    photoUrl: string;
    url: string;
    dateInserted: string;
    /** Who awarded it by hand and why; null for a rule's badge. */
    reason: string | null;
}
