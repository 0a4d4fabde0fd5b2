/** Vanilla's UserFragment: the user fields embedded in other records (insertUser, lastUser). */
export interface IUserFragment {
    userID: number;
    name: string;
    photoUrl: string;
    dateLastActive: string | null;
}
