/**
 * Reactions (content §3): the counts a record carries and the log entries of who reacted.
 * Field shapes follow Vanilla's API v2 (vanilla-openapi discussions.yml "/discussions/{id}/reactions").
 */
import type { IUserFragment } from "@library/users/userTypes";

/** The record types reactions attach to; the API path is "/{recordType}s/{recordID}/reactions". */
export type ReactionRecordType = "discussion" | "comment";

/** One reaction type on one record: how many people chose it and whether the viewer did. */
export interface IReaction {
    tagID: number;
    urlcode: string;
    name: string;
    class: string;
    count: number;
    hasReacted: boolean;
    /** Points the reaction adds to the record's score (content §3); Vanilla's response may omit it. */
    reactionValue?: number;
}

/** GET /{recordType}s/{recordID}/reactions: who reacted how. */
export interface IReactionLogEntry {
    recordType: ReactionRecordType;
    recordID: number;
    tagID: number;
    userID: number;
    user: IUserFragment;
    reactionType: { tagID: number; urlcode: string; name: string; class: string };
    dateInserted: string;
}

/** Reactions of this class are reports, not opinions: never on the reaction bar (content §6). */
export const FLAG_REACTION_CLASS = "flag";
/** The staff reaction that needs curation.manage (content §6). */
export const PROMOTE_URLCODE = "Promote";

/** Content §9: the reaction tooltip lists up to this many users, then stacked avatars with "+N". */
export const REACTION_TOOLTIP_MAX_USERS = 5;
/** Content §9: below this width the reactions menu uses one column. */
export const REACTIONS_ONE_COLUMN_BREAKPOINT = 806;

export function reactionRecordKey(recordType: ReactionRecordType, recordID: number): string {
    return `${recordType}:${recordID}`;
}
