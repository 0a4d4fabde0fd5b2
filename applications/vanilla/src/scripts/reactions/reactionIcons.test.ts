import { reactionIconKind, reactionSymbolID } from "@vanilla/reactions/reactionIcons";

describe("reactionIconKind (content §3)", () => {
    it.each([
        ["Promote", "fire"],
        ["OffTopic", "off-topic"],
        ["off-topic", "off-topic"],
        ["Insightful", "insightful"],
        ["Disagree", "disagree"],
        ["Agree", "agree"],
        ["Dislike", "dislike"],
        ["Like", "like"],
        ["Up", "up"],
        ["Down", "down"],
        ["Support", "support"],
        ["Awesome", "awesome"],
        ["LOL", "lol"],
        ["WTF", "wtf"],
        ["Spam", "default"],
    ])("%s → %s", (urlcode, kind) => {
        expect(reactionIconKind(urlcode)).toBe(kind);
        expect(reactionSymbolID(reactionIconKind(urlcode))).toBe(`reaction-${kind}`);
    });
});
