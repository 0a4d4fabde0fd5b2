import type { IUserFragment } from "@library/users/userTypes";

/** Vanilla's Comment shape (vanilla-openapi comments.yml), the fields this page uses. */
export interface IComment {
    commentID: number;
    discussionID: number;
    categoryID: number;
    insertUserID: number;
    insertUser?: IUserFragment;
    body: string;
    dateInserted: string;
    dateUpdated: string | null;
    score: number;
    url: string;
}
