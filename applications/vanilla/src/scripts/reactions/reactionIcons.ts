/**
 * The icon kind of each reaction urlcode (content §3), drawn from the icon sprite (no icon font,
 * no emoji font needed, nothing loaded from another host; the drawings are in
 * server/reactionIconPaths.ts). Unknown urlcodes get a neutral star.
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

/** "Promote" → fire, "OffTopic" / "off-topic" → off-topic, "LOL" → lol … (case and dashes ignored). */
export function reactionIconKind(urlcode: string): ReactionIconKind {
    return KIND_BY_URLCODE[urlcode.toLowerCase().replace(/[^a-z]/g, "")] ?? "default";
}

/** The kind's symbol in the icon sprite (components/iconSprite.tsx). */
export function reactionSymbolID(kind: ReactionIconKind): string {
    return `reaction-${kind}`;
}
