/**
 * A poll as the API answers it (GET /api/v2/polls/{id}, `attributes.poll` of a discussion) and
 * as the poll box renders it. Shared by the server and the browser: no server imports here.
 */
export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 10;
export const MAX_POLL_TEXT_LENGTH = 200;

export interface IPollOption {
    pollOptionID: number;
    body: string;
    /** Votes for this option; null while the viewer may not see results. */
    countVotes: number | null;
}

export interface IPoll {
    pollID: number;
    discussionID: number;
    /** The question (Vanilla's poll `name`). */
    name: string;
    /** Several options may be chosen (checkboxes) instead of one (radio buttons). */
    multiple: boolean;
    /** When voting stops (ISO 8601), or null for never. */
    dateClosed: string | null;
    closed: boolean;
    options: IPollOption[];
    /** Members who voted; null while the viewer may not see results. */
    countVoters: number | null;
    /** The viewer's chosen options (empty: not voted, or a guest). */
    myVotes: number[];
    /** The viewer may vote (or change their vote) now. */
    canVote: boolean;
    /** The viewer sees the counts (voted, moderator, closed poll, or a guest while polls.guestResults is on). */
    showResults: boolean;
}

/** What the create-post form sends as `attributes.poll`. */
export interface IPollInput {
    question: string;
    options: string[];
    multiple?: boolean;
    dateClosed?: string | null;
}

/** An option's share of the voters, rounded to a whole percent (several choices: shares may add up to more than 100). */
export function percentOf(votes: number, voters: number): number {
    return voters === 0 ? 0 : Math.round((votes / voters) * 100);
}
