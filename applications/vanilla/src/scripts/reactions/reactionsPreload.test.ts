import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import type { IReactionsState } from "@vanilla/reactions/reactionsSlice";
import type { IReaction } from "@vanilla/reactions/reactionTypes";

const LIKE = { tagID: 1, urlcode: "Like", name: "Like", class: "positive", reactionValue: 1 };
const LOL = { tagID: 4, urlcode: "LOL", name: "LOL", class: "positive", reactionValue: 0 };
const DISAGREE = { tagID: 5, urlcode: "Disagree", name: "Disagree", class: "negative" };
const reaction = (type: Omit<IReaction, "count" | "hasReacted">, count = 0, hasReacted = false): IReaction => ({ ...type, count, hasReacted });

const STATE: IReactionsState = {
    byRecord: {
        "discussion:1": { reactions: [reaction(LIKE, 3, true), reaction(LOL, 1), reaction(DISAGREE)], score: 3, pending: false },
        "comment:7": { reactions: [reaction(LIKE), reaction(LOL), reaction(DISAGREE)], score: 0, pending: false },
        "comment:8": { reactions: [reaction(LIKE), reaction(LOL), reaction(DISAGREE, 2, true)], score: -1, pending: false },
        // A record whose types differ from the page's list (another category's reactions).
        "comment:9": { reactions: [reaction(LOL, 1, true), reaction(LIKE, 2)], score: 2, pending: false },
        // A comment just posted: no reaction types at all yet (not every type at zero).
        "comment:10": { reactions: [], score: 0, pending: false },
    },
    logs: {},
};

describe("the reactions a page preloads", () => {
    it("come back on the client exactly as the server's store held them", () => {
        const sent = JSON.parse(JSON.stringify(reactionsPreloadCodec.pack(STATE)));
        expect(reactionsPreloadCodec.unpack(sent)).toEqual(STATE);
    });

    it("name each reaction type once, and a record nobody reacted to in one number", () => {
        const sent = reactionsPreloadCodec.pack(STATE) as { types: unknown[]; records: Record<string, unknown> };
        expect(sent.types).toEqual([LIKE, LOL, DISAGREE]);
        expect(sent.records["comment:7"]).toEqual([0]);
        expect(sent.records["discussion:1"]).toEqual([3, [3, 1], [0]]);
        expect(sent.records["comment:9"]).toEqual([2, [1, 2], [1], [1, 0]]);
        expect(sent.records["comment:10"]).toEqual([0, [], [], []]);
        // Thirty comments with four reaction types: the types' words appear once, not thirty times.
        const many: IReactionsState = { byRecord: {}, logs: {} };
        for (let id = 1; id <= 30; id++) many.byRecord[`comment:${id}`] = { reactions: [reaction(LIKE), reaction(LOL, id % 3), reaction(DISAGREE)], score: 0, pending: false };
        const text = JSON.stringify(reactionsPreloadCodec.pack(many));
        expect(text.match(/Disagree/g)).toHaveLength(2);
        expect(text.length).toBeLessThan(30 * 40);
    });
});
