/**
 * The statuses of an idea, shared by the server and the browser. The IDs are the API's
 * `statusID` (Vanilla's contract names statuses by number); `code` is what lists filter by
 * (`/ideas?status=planned`); `state` is Vanilla's open/closed grouping.
 */
export const IDEA_STATUSES = [
    { statusID: 1, code: "open", name: "Open", state: "open" },
    { statusID: 2, code: "planned", name: "Planned", state: "open" },
    { statusID: 3, code: "in-progress", name: "In Progress", state: "open" },
    { statusID: 4, code: "done", name: "Done", state: "closed" },
    { statusID: 5, code: "declined", name: "Declined", state: "closed" },
] as const;

export type IIdeaStatus = (typeof IDEA_STATUSES)[number];
export type IdeaStatusCode = IIdeaStatus["code"];
export const IDEA_STATUS_CODES = IDEA_STATUSES.map((status) => status.code);
/** A new idea is open until a moderator says otherwise. */
export const DEFAULT_STATUS: IIdeaStatus = IDEA_STATUSES[0];

export function statusByID(statusID: number | null | undefined): IIdeaStatus {
    return IDEA_STATUSES.find((status) => status.statusID === statusID) ?? DEFAULT_STATUS;
}

export type IdeaVote = "up" | "down";

/** The idea's tally as the vote widget and the API show it. */
export interface IIdeaTally {
    score: number;
    countUp: number;
    countDown: number;
}

/** The tally after the viewer's vote goes from `from` to `to` (the optimistic update). */
export function tallyAfterVote(tally: IIdeaTally, from: IdeaVote | null, to: IdeaVote | null): IIdeaTally {
    const next = { ...tally };
    if (from === "up") next.countUp -= 1;
    if (from === "down") next.countDown -= 1;
    if (to === "up") next.countUp += 1;
    if (to === "down") next.countDown += 1;
    next.score = next.countUp - next.countDown;
    return next;
}
