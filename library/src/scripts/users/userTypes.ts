/** Vanilla's UserFragment: the user fields embedded in other records (insertUser, lastUser). */
export interface IUserFragment {
    userID: number;
    name: string;
    photoUrl: string;
    dateLastActive: string | null;
}

/**
 * The user as the user card reads it (shell §3; GET /users/{id}?expand=all). Fields after the
 * fragment are absent when the server hides them from this viewer: the e-mail without
 * personalInfo.view, every detail of a private profile (usersRoutes.ts).
 */
export interface IUser extends IUserFragment {
    email?: string;
    /** 0 or 1, as Vanilla sends it. */
    banned: number;
    private: boolean;
    title?: string;
    /** Rank label, HTML sanitised by the server. */
    labelHtml?: string;
    countDiscussions?: number;
    countComments?: number;
    /** Joined. */
    dateInserted?: string;
}

/**
 * Placeholder users (shell §3): stand-ins where a record's user is missing. All have userID 0,
 * no photo and no activity; their names are translation keys, passed through t() when shown.
 */
export const DELETED_USER: IUserFragment = Object.freeze({ userID: 0, name: "User Deleted", photoUrl: "", dateLastActive: null });
export const UNKNOWN_USER: IUserFragment = Object.freeze({ userID: 0, name: "Unknown User", photoUrl: "", dateLastActive: null });
export const REMOVED_USER: IUserFragment = Object.freeze({ userID: 0, name: "Removed User", photoUrl: "", dateLastActive: null });

/** A placeholder stands for nobody: no profile, no card. */
export function isPlaceholderUser(user: Pick<IUserFragment, "userID">): boolean {
    return user.userID === 0;
}
