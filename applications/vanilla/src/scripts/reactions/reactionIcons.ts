/**
 * The icon kind of each reaction urlcode (content §3), drawn as an emoji: no icon font and
 * nothing loaded from another host. Unknown urlcodes get a neutral mark.
 */
export type ReactionIconKind =
    | "fire"
    | "off-topic"
    | "insightful"
    | "disagree"
    | "agree"
    | "dislike"
    | "like"
    | "up"
    | "down"
    | "support"
    | "awesome"
    | "lol"
    | "wtf"
    | "default";

const KIND_BY_URLCODE: Record<string, ReactionIconKind> = {
    promote: "fire",
    offtopic: "off-topic",
    insightful: "insightful",
    disagree: "disagree",
    agree: "agree",
    dislike: "dislike",
    like: "like",
    up: "up",
    down: "down",
    support: "support",
    awesome: "awesome",
    lol: "lol",
    wtf: "wtf",
};

export const REACTION_ICONS: Record<ReactionIconKind, string> = {
    fire: "\u{1F525}",
    "off-topic": "\u{1F500}",
    insightful: "\u{1F4A1}",
    disagree: "\u{1F645}",
    agree: "\u{1F44C}",
    dislike: "\u{1F44E}",
    like: "\u{1F44D}",
    up: "\u{2B06}\u{FE0F}",
    down: "\u{2B07}\u{FE0F}",
    support: "\u{1F91D}",
    awesome: "\u{1F929}",
    lol: "\u{1F602}",
    wtf: "\u{1F632}",
    default: "\u{2B50}",
};

/** "Promote" → fire, "OffTopic" / "off-topic" → off-topic, "LOL" → lol … (case and dashes ignored). */
export function reactionIconKind(urlcode: string): ReactionIconKind {
    return KIND_BY_URLCODE[urlcode.toLowerCase().replace(/[^a-z]/g, "")] ?? "default";
}
