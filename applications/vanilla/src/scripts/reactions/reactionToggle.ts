/**
 * The reaction toggle of content §4, as pure functions the slice applies optimistically:
 * the user's existing reaction is removed; if the chosen one was not already active and the
 * action is not delete-only, the chosen one is added; the score falls by the removed value and
 * rises by the added one. Counts and hasReacted are refreshed from the server afterwards.
 */
import type { IReaction } from "@vanilla/reactions/reactionTypes";

export interface IReactionSnapshot {
    reactions: IReaction[];
    score: number;
}

function sameUrlcode(a: string, b: string): boolean {
    return a.toLowerCase() === b.toLowerCase();
}

/** The viewer's current reaction on the record, if any (one per user per record). */
export function activeReaction(reactions: IReaction[]): IReaction | undefined {
    return reactions.find((reaction) => reaction.hasReacted);
}

/** True when the toggle only removes (the chosen reaction is active, or the action is delete-only). */
export function isRemoval(reactions: IReaction[], urlcode: string, deleteOnly = false): boolean {
    const active = activeReaction(reactions);
    return deleteOnly || (active !== undefined && sameUrlcode(active.urlcode, urlcode));
}

export function applyReactionToggle(snapshot: IReactionSnapshot, urlcode: string, deleteOnly = false): IReactionSnapshot {
    const active = activeReaction(snapshot.reactions);
    const add = !isRemoval(snapshot.reactions, urlcode, deleteOnly);
    let score = snapshot.score;
    const reactions = snapshot.reactions.map((reaction) => {
        if (reaction === active) {
            score -= reaction.reactionValue ?? 0;
            return { ...reaction, count: Math.max(0, reaction.count - 1), hasReacted: false };
        }
        if (add && sameUrlcode(reaction.urlcode, urlcode)) {
            score += reaction.reactionValue ?? 0;
            return { ...reaction, count: reaction.count + 1, hasReacted: true };
        }
        return reaction;
    });
    return { reactions, score };
}

/**
 * Counts and hasReacted from the server's answer, keeping what the answer does not carry
 * (Vanilla's POST response has no reactionValue).
 */
export function refreshReactionCounts(current: IReaction[], fresh: IReaction[]): IReaction[] {
    const previous = new Map(current.map((reaction) => [reaction.tagID, reaction]));
    return fresh.map((reaction) => ({
        ...reaction,
        hasReacted: reaction.hasReacted === true,
        reactionValue: reaction.reactionValue ?? previous.get(reaction.tagID)?.reactionValue ?? 0,
    }));
}
