import { applyReactionToggle, isRemoval, refreshReactionCounts, type IReactionSnapshot } from "@vanilla/reactions/reactionToggle";
import type { IReaction } from "@vanilla/reactions/reactionTypes";

function reaction(tagID: number, urlcode: string, reactionValue: number, count: number, hasReacted = false): IReaction {
    return { tagID, urlcode, name: urlcode, class: urlcode === "Spam" ? "flag" : "positive", count, hasReacted, reactionValue };
}

/** Like (+1), Promote (+5), Disagree (0), Spam (-1). */
function snapshot(active?: string): IReactionSnapshot {
    const list = [reaction(1, "Like", 1, 3), reaction(2, "Promote", 5, 1), reaction(3, "Disagree", 0, 2), reaction(4, "Spam", -1, 0)];
    const reactions = list.map((item) => (item.urlcode === active ? { ...item, count: item.count + 1, hasReacted: true } : item));
    const score = reactions.reduce((sum, item) => sum + item.count * (item.reactionValue ?? 0), 0);
    return { reactions, score };
}

const view = (state: IReactionSnapshot) => ({
    score: state.score,
    counts: Object.fromEntries(state.reactions.map((item) => [item.urlcode, item.count])),
    active: state.reactions.filter((item) => item.hasReacted).map((item) => item.urlcode),
});

describe("applyReactionToggle (content §4)", () => {
    it("adds the chosen reaction when the user has none: count +1, pressed, score + its value", () => {
        const before = snapshot();
        expect(view(before)).toEqual({ score: 8, counts: { Like: 3, Promote: 1, Disagree: 2, Spam: 0 }, active: [] });
        expect(view(applyReactionToggle(before, "Like"))).toEqual({ score: 9, counts: { Like: 4, Promote: 1, Disagree: 2, Spam: 0 }, active: ["Like"] });
        expect(view(applyReactionToggle(before, "Promote"))).toEqual({ score: 13, counts: { Like: 3, Promote: 2, Disagree: 2, Spam: 0 }, active: ["Promote"] });
    });

    it("switches: the existing reaction is removed (score - its value) and the chosen one added (score + its value)", () => {
        const before = snapshot("Promote");
        expect(view(before)).toEqual({ score: 13, counts: { Like: 3, Promote: 2, Disagree: 2, Spam: 0 }, active: ["Promote"] });
        expect(view(applyReactionToggle(before, "Like"))).toEqual({ score: 9, counts: { Like: 4, Promote: 1, Disagree: 2, Spam: 0 }, active: ["Like"] });
        expect(view(applyReactionToggle(before, "Disagree"))).toEqual({ score: 8, counts: { Like: 3, Promote: 1, Disagree: 3, Spam: 0 }, active: ["Disagree"] });
    });

    it("switches away from a negative-valued reaction: removing it raises the score", () => {
        const before = snapshot("Spam");
        expect(before.score).toBe(7);
        expect(view(applyReactionToggle(before, "Like"))).toEqual({ score: 9, counts: { Like: 4, Promote: 1, Disagree: 2, Spam: 0 }, active: ["Like"] });
    });

    it("removes the chosen reaction when it was already active, adding nothing", () => {
        const before = snapshot("Like");
        expect(view(applyReactionToggle(before, "Like"))).toEqual({ score: 8, counts: { Like: 3, Promote: 1, Disagree: 2, Spam: 0 }, active: [] });
        expect(view(applyReactionToggle(before, "like"))).toEqual(view(applyReactionToggle(before, "Like"))); // urlcodes ignore case
    });

    it("delete-only removes the existing reaction whatever is chosen, and adds nothing", () => {
        const before = snapshot("Promote");
        expect(view(applyReactionToggle(before, "Like", true))).toEqual({ score: 8, counts: { Like: 3, Promote: 1, Disagree: 2, Spam: 0 }, active: [] });
        expect(view(applyReactionToggle(before, "Promote", true))).toEqual({ score: 8, counts: { Like: 3, Promote: 1, Disagree: 2, Spam: 0 }, active: [] });
    });

    it("delete-only without an existing reaction changes nothing", () => {
        const before = snapshot();
        expect(applyReactionToggle(before, "Like", true)).toEqual(before);
    });

    it("never counts below zero and does not change the input", () => {
        const broken: IReactionSnapshot = { reactions: [reaction(1, "Like", 1, 0, true)], score: 0 };
        const frozen = JSON.stringify(broken);
        expect(applyReactionToggle(broken, "Like").reactions[0]!.count).toBe(0);
        expect(JSON.stringify(broken)).toBe(frozen);
    });

    it("isRemoval: true for the active reaction or delete-only, false for a new one", () => {
        expect(isRemoval(snapshot("Like").reactions, "Like")).toBe(true);
        expect(isRemoval(snapshot("Like").reactions, "Promote")).toBe(false);
        expect(isRemoval(snapshot().reactions, "Like")).toBe(false);
        expect(isRemoval(snapshot().reactions, "Like", true)).toBe(true);
    });
});

describe("refreshReactionCounts", () => {
    it("takes counts and hasReacted from the server and keeps reactionValue when the answer has none", () => {
        const current = snapshot("Like").reactions;
        const fresh = current.map(({ reactionValue: _value, ...rest }) => ({ ...rest, count: 10, hasReacted: rest.urlcode === "Disagree" }));
        const refreshed = refreshReactionCounts(current, fresh);
        expect(refreshed.map((item) => [item.urlcode, item.count, item.hasReacted, item.reactionValue])).toEqual([
            ["Like", 10, false, 1],
            ["Promote", 10, false, 5],
            ["Disagree", 10, true, 0],
            ["Spam", 10, false, -1],
        ]);
    });
});
