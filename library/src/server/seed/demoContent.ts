/** Words the demo forum is written from; all of it is ours, invented for the seed. */
export const ROLES = [
    { name: "Guest", type: "guest", permissions: ["discussions.view", "profiles.view"] },
    {
        name: "Member",
        type: "member",
        permissions: ["session.valid", "discussions.view", "discussions.add", "comments.add", "profiles.view", "reactions.positive.add", "reactions.negative.add", "reactions.flag.add", "conversations.add", "reactions.view"],
    },
    {
        name: "Moderator",
        type: "moderator",
        permissions: [
            "session.valid", "discussions.view", "discussions.add", "comments.add", "profiles.view", "reactions.positive.add", "reactions.negative.add", "reactions.flag.add", "reactions.view",
            "conversations.add", "community.moderate", "discussions.moderate", "discussions.manage", "discussions.edit", "discussions.close", "comments.edit", "personalInfo.view", "users.edit", "curation.manage",
        ],
    },
    { name: "Administrator", type: "administrator", permissions: ["session.valid", "site.manage"] },
] as const;

export const FIRST_NAMES = ["ada", "bram", "cora", "dev", "elin", "finn", "gia", "hugo", "ines", "jonas", "kira", "lev", "mina", "noor", "otto", "pia", "quinn", "rosa", "sami", "tove", "uma", "viktor"];
export const LAST_NAMES = ["lund", "okafor", "marsh", "reyes", "kowal", "haddad", "berg", "sato", "novak", "ferreira", "quist", "adeyemi"];
