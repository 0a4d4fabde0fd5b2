/**
 * Table types for Kysely. Dates are ISO-8601 text and booleans 0/1 integers, so SQLite and
 * PostgreSQL store and sort them the same way.
 */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export interface UsersTable {
    userID: Generated<number>;
    name: string;
    email: string;
    passwordHash: string;
    photoUrl: string;
    title: string;
    dateInserted: string;
    dateLastActive: string | null;
    emailConfirmed: number;
    banned: number;
    private: number;
    countDiscussions: number;
    countComments: number;
    /** Rank label HTML (shell §3); written by holders of users.edit, sanitised again on every read. */
    labelHtml: Generated<string>;
    /** Markdown source of the user's signature (content §5); null = none. Optional on insert. */
    signature: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RolesTable {
    roleID: Generated<number>;
    name: string;
    /** guest, member, moderator, administrator: the built-in kinds. */
    type: string;
    /** JSON map of global permission name to boolean. */
    permissions: string;
}

export interface UserRolesTable {
    userID: number;
    roleID: number;
}

export interface RoleCategoryPermissionsTable {
    roleID: number;
    categoryID: number;
    /** JSON map of permission name to boolean for that category (and its descendants). */
    permissions: string;
}

export interface SessionsTable {
    sessionID: string;
    userID: number;
    dateInserted: string;
    dateExpires: string;
    /** What the member's list of signed-in devices shows (migration 2026_11_24_310). */
    userAgent: Generated<string>;
    ipAddress: Generated<string>;
    dateLastActive: string | null;
}

export interface ConfigTable {
    key: string;
    /** JSON-encoded value. */
    value: string;
}

export interface CategoriesTable {
    categoryID: Generated<number>;
    parentCategoryID: number | null;
    name: string;
    urlcode: string;
    description: string;
    sort: number;
    countDiscussions: number;
    countComments: number;
    dateInserted: string;
    /** JSON list of discussion types; null = the default list (vanilla's migration 2026_11_23_600). */
    allowedDiscussionTypes: Generated<string | null>;
}

export interface DiscussionsTable {
    discussionID: Generated<number>;
    categoryID: number;
    insertUserID: number;
    type: string;
    name: string;
    body: string;
    format: string;
    dateInserted: string;
    dateUpdated: string | null;
    dateLastComment: string;
    lastCommentUserID: number | null;
    countComments: number;
    countViews: number;
    score: number;
    pinned: number;
    pinLocation: string | null;
    closed: number;
    sink: number;
    /** Triage (content §4 "resolved"); added by vanilla's migration 2026_11_23_600. */
    resolved: Generated<number>;
}

export interface CommentsTable {
    commentID: Generated<number>;
    discussionID: number;
    insertUserID: number;
    body: string;
    format: string;
    dateInserted: string;
    dateUpdated: string | null;
    score: number;
    /** Set when the comment was deleted: it is then shown as a tombstone. Optional on insert. */
    dateDeleted: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReactionTypesTable {
    tagID: Generated<number>;
    urlcode: string;
    name: string;
    class: string;
    reactionValue: number;
}

export interface ReactionsTable {
    recordType: string;
    recordID: number;
    userID: number;
    tagID: number;
    dateInserted: string;
}

export interface BookmarksTable {
    discussionID: number;
    userID: number;
    dateInserted: string;
}

export interface NotificationsTable {
    notificationID: Generated<number>;
    userID: number;
    activityType: string;
    reason: string;
    /** HTML whose only markup is <b>, around already escaped text. */
    body: string;
    photoUrl: string;
    url: string;
    recordType: string;
    recordID: number;
    discussionID: number | null;
    dateInserted: string;
    dateUpdated: string;
    read: number;
}

export interface ConversationsTable {
    conversationID: Generated<number>;
    insertUserID: number;
    dateInserted: string;
    dateLastMessage: string;
    countMessages: number;
}

export interface ConversationParticipantsTable {
    conversationID: number;
    userID: number;
    /** Messages this participant has seen; unread = countMessages minus this. */
    countReadMessages: number;
}

export interface MessagesTable {
    messageID: Generated<number>;
    conversationID: number;
    insertUserID: number;
    body: string;
    format: string;
    dateInserted: string;
}

export interface Database {
    users: UsersTable;
    roles: RolesTable;
    userRoles: UserRolesTable;
    roleCategoryPermissions: RoleCategoryPermissionsTable;
    sessions: SessionsTable;
    config: ConfigTable;
    categories: CategoriesTable;
    discussions: DiscussionsTable;
    comments: CommentsTable;
    reactionTypes: ReactionTypesTable;
    reactions: ReactionsTable;
    bookmarks: BookmarksTable;
    notifications: NotificationsTable;
    conversations: ConversationsTable;
    conversationParticipants: ConversationParticipantsTable;
    messages: MessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type DiscussionRow = Selectable<DiscussionsTable>;
export type NewDiscussion = Insertable<DiscussionsTable>;
