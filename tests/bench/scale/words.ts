/**
 * Words the scale data set's titles and posts are made of (invented for it): varied enough
 * that full-text search has common and rare terms to chew on.
 */
export const NOUNS = [
    "forum", "thread", "reply", "category", "member", "moderator", "server", "database", "backup", "theme", "plugin", "editor", "profile", "avatar", "badge",
    "notification", "digest", "email", "password", "session", "cookie", "cache", "index", "query", "migration", "upgrade", "release", "version", "bug", "feature",
    "setting", "option", "menu", "button", "link", "image", "upload", "attachment", "layout", "sidebar", "header", "footer", "widget", "page", "search",
    "result", "filter", "tag", "bookmark", "draft", "comment", "discussion", "announcement", "poll", "question", "answer", "guide", "tutorial", "checklist", "roadmap",
    "garden", "bicycle", "kitchen", "recipe", "coffee", "teapot", "library", "novel", "poem", "painting", "camera", "lens", "mountain", "river", "harbour",
    "lantern", "compass", "violin", "piano", "drum", "festival", "market", "bakery", "tram", "ferry", "island", "meadow", "orchard", "workshop", "notebook",
    "keyboard", "monitor", "printer", "router", "cable", "battery", "charger", "laptop", "tablet", "phone", "browser", "extension", "shortcut", "terminal", "script",
    "spreadsheet", "calendar", "schedule", "deadline", "meeting", "volunteer", "newsletter", "survey", "budget", "invoice", "license", "policy", "guideline", "report", "archive",
];

export const VERBS = [
    "install", "configure", "update", "restore", "translate", "moderate", "publish", "schedule", "export", "import", "measure", "compare", "debug", "review", "test",
    "share", "organise", "rename", "move", "merge", "split", "archive", "bookmark", "follow", "mention", "invite", "welcome", "thank", "fix", "break",
    "improve", "simplify", "document", "explain", "describe", "build", "deploy", "host", "secure", "encrypt", "cache", "index", "search", "filter", "sort",
];

export const ADJECTIVES = [
    "quick", "slow", "bright", "dark", "quiet", "noisy", "careful", "curious", "friendly", "strange", "simple", "complex", "modern", "ancient", "tiny",
    "huge", "broken", "shiny", "sturdy", "fragile", "useful", "awkward", "elegant", "clumsy", "patient", "eager", "gentle", "rapid", "steady", "vivid",
    "hidden", "public", "private", "shared", "nested", "archived", "pinned", "closed", "popular", "recent", "older", "newer", "weekly", "daily", "nightly",
];

export const FILLERS = [
    "the", "a", "our", "my", "this", "that", "every", "each", "some", "any", "another", "their", "your", "no", "one",
    "with", "without", "after", "before", "during", "since", "under", "over", "through", "between", "for", "from", "into", "about", "near",
    "and", "but", "or", "so", "because", "while", "although", "when", "then", "also", "still", "really", "maybe", "perhaps", "usually",
];

export const OPENERS = [
    "Has anyone tried to", "I would like to", "We finally managed to", "Is there a way to", "How do you", "Today I learned how to", "It took me a week to",
    "Please help me", "Here is how we", "I am still trying to", "Does it make sense to", "Nobody told me how to", "We decided to", "Why is it so hard to",
];
