/** A rank as the API answers it (GET /api/v2/ranks), shared by the server and the dashboard page. */
export interface IRankCriteria {
    /** Discussions and comments. */
    posts: number;
    /** Reactions others gave to the member's posts. */
    reactions: number;
    daysJoined: number;
    /** Only a moderator gives it. */
    manualOnly: boolean;
}

export interface IRank {
    rankID: number;
    name: string;
    /** Inline HTML, sanitised by the server. */
    labelHtml: string;
    sort: number;
    criteria: IRankCriteria;
}

export interface IRankInput {
    name: string;
    labelHtml: string;
    criteria: IRankCriteria;
}
