/** A subcommunity as the API answers it (GET /api/v2/subcommunities), shared by the server and the dashboard page. */
export interface ISubcommunity {
    subcommunityID: number;
    name: string;
    /** The address prefix: the section lives at /{folder}. */
    folder: string;
    /** The section's root category: it and the categories under it are the section's. */
    categoryID: number;
    /** The section's language (a site locale: "en", "fr" …), or null for each visitor's own. */
    locale: string | null;
    sort: number;
    url: string;
}

/** One entry of the title bar's section picker. */
export interface ISectionLink {
    subcommunityID: number;
    name: string;
    url: string;
}
