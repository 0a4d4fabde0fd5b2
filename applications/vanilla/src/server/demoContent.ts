/** Words the demo forum's discussions are written from; all of it is ours, invented for the seed. */
export const CATEGORIES = [
    { key: "announcements", name: "Announcements", description: "News from the team running this community." },
    { key: "general", name: "General Discussion", description: "Anything about the project that fits nowhere else." },
    { key: "help", name: "Help & Support", description: "Stuck? Ask here and someone will lend a hand." },
    { key: "installation", name: "Installation & Setup", description: "Getting a forum running on your own machine.", parent: "help" },
    { key: "ideas", name: "Feature Ideas", description: "Suggest what we should build next." },
    { key: "show-and-tell", name: "Show and Tell", description: "Share the communities you have built." },
    { key: "off-topic", name: "Off Topic", description: "Coffee, books, weekend plans." },
    { key: "staff", name: "Staff Room", description: "Private to moderators and administrators.", staffOnly: true },
] as const;

export const TOPICS = ["dark mode", "email digests", "the mobile layout", "keyboard shortcuts", "search results", "category permissions", "SQLite backups", "custom themes", "notification settings", "the editor", "moderation queues", "add-on loading", "page speed", "screen readers", "user profiles"];

export const TITLE_TEMPLATES = [
    "How do I set up {topic}?",
    "Ideas for improving {topic}",
    "{Topic} stopped working after the update",
    "Our experience with {topic} so far",
    "Is anyone else using {topic}?",
    "A short guide to {topic}",
    "Question about {topic} on large forums",
    "What would make {topic} better for you?",
];

export const SENTENCES = [
    "I have been running a small community for a couple of years and this keeps coming up.",
    "The setup took about ten minutes on a fresh machine.",
    "Has anyone found a way to make this work with a reverse proxy in front?",
    "We tried the default settings first and they were mostly fine.",
    "Members mentioned it during our last community call.",
    "It would help a lot if the behaviour were documented somewhere.",
    "I am happy to test a change if someone points me at it.",
    "Keyboard users on our forum rely on this every day.",
    "The numbers looked much better after we turned caching on.",
    "Thanks to everyone who replied in the earlier thread.",
    "I wrote down the steps below in case they help the next person.",
    "On phones the layout already feels quick.",
    "Our moderators would love a faster way to handle this.",
    "Maybe this belongs in a separate category, happy to move it.",
];

export const REPLIES = [
    "Same here, thanks for writing it up.",
    "This worked for me after a restart.",
    "Could you share which version you are on?",
    "+1, we would use this too.",
    "I think the settings page covers part of it.",
    "Good point about accessibility.",
    "We solved it by splitting the category in two.",
    "Following this thread.",
    "Tried it this morning and it is much better now.",
    "Not sure I agree, but I see why it matters for big forums.",
];

export const REACTION_TYPES = [
    { urlcode: "Like", name: "Like", class: "positive", reactionValue: 1 },
    { urlcode: "Insightful", name: "Insightful", class: "positive", reactionValue: 1 },
    { urlcode: "Agree", name: "Agree", class: "positive", reactionValue: 1 },
    { urlcode: "LOL", name: "LOL", class: "positive", reactionValue: 0 },
    { urlcode: "Disagree", name: "Disagree", class: "negative", reactionValue: 0 },
    { urlcode: "Promote", name: "Promote", class: "positive", reactionValue: 5 },
    { urlcode: "Spam", name: "Spam", class: "flag", reactionValue: -1 },
] as const;
