import { REACTION_ICONS, reactionIconKind } from "@vanilla/reactions/reactionIcons";

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
        expect(REACTION_ICONS[reactionIconKind(urlcode)]).toMatch(/^M[\d.\s]/); // an SVG path
    });
});
