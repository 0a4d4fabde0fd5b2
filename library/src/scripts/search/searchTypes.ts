/**
 * The search contract shared by the server (`GET /api/v2/search`) and the search page and
 * autocomplete (issue 11). Wire names follow Vanilla's search.yml (SearchResult); the parts
 * content §3 names for the page ("name, url, type, breadcrumbs, dateUpdated or dateInserted,
 * labelCodes, isForeign; body comes from excerpt else body") are all here.
 */

/** Record types the core indexes; add-on domains add their own (content §7). */
export const CORE_SEARCH_RECORD_TYPES = ["discussion", "comment", "user", "category"] as const;
export type SearchRecordType = (typeof CORE_SEARCH_RECORD_TYPES)[number] | (string & {});

export type SearchSort = "relevance" | "-dateInserted" | "dateInserted";
export type SearchScope = "site" | "hub";

/** The longest query the server accepts (longer ones are a 400 with a field error on `query`). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Autocomplete asks every source for floor(10 / sources) results (shell §9, content §7). */
export const AUTOCOMPLETE_TOTAL = 10;
/** The suggestion page size (content §7). */
export const SUGGESTION_PAGE_SIZE = 20;
/** Typing waits this long before asking (shell §9, content §7). */
export const SEARCH_DEBOUNCE_MS = 100;

/** GET /api/v2/search's query parameters that Hearth reads (search.yml names). */
export interface ISearchQuery {
    query?: string;
    /** Search domains (core: "discussions"; add-ons add theirs), for the autocomplete's per-source look-ups. */
    domain?: string;
    recordTypes?: SearchRecordType[];
    /** Discussion sub-types (discussion, question, idea, …) and "comment". */
    types?: string[];
    discussionID?: number;
    categoryID?: number;
    includeChildCategories?: boolean;
    insertUserIDs?: number[];
    insertUserNames?: string[];
    tags?: string[];
    tagOperator?: "and" | "or";
    /** A date range in Vanilla's filter form: "2026-01-01", ">2026-01-01", "[2026-01-01,2026-02-01]". */
    dateInserted?: string;
    sort?: SearchSort;
    locale?: string;
    scope?: SearchScope;
    page?: number;
    limit?: number;
    /** "insertUser", "breadcrumbs", "-body", "excerpt", "all". */
    expand?: string[];
    /** Autocomplete asks for one result per discussion ("collapse true", content §7). */
    collapse?: boolean;
}

export interface ISearchBreadcrumb {
    name: string;
    url: string;
}

export interface ISearchUserFragment {
    userID: number;
    name: string;
    photoUrl?: string;
}

/** One result (search.yml SearchResult). */
export interface ISearchResult {
    recordID: number;
    recordType: SearchRecordType;
    /** discussion, question, comment, user, category, or an add-on's type. */
    type: string;
    /** A comment's name is "RE: {discussion title}". */
    name: string;
    /** Absolute path to the record; a comment's url opens that comment in place. */
    url: string;
    /** Full body HTML, sanitised; null when expand has "-body". */
    body: string | null;
    /**
     * Plain-text excerpt around the first match, HTML-escaped, with every matched word wrapped
     * in <mark>…</mark>: the only markup it carries, so the page may insert it as HTML.
     */
    excerpt?: string;
    score: number;
    insertUserID: number;
    insertUser?: ISearchUserFragment;
    updateUserID: number | null;
    dateInserted: string;
    dateUpdated: string | null;
    discussionID?: number;
    commentID?: number;
    categoryID?: number;
    breadcrumbs?: ISearchBreadcrumb[];
    labelCodes?: string[];
    /** True for results from another site (federated sources); core results are never foreign. */
    isForeign?: boolean;
    image?: string;
}

/** A suggestion in the autocomplete menu (content §3 "Search autocomplete option"). */
export interface ISearchAutocompleteOption {
    label: string;
    value: string;
    source: "community" | "other";
    type: string;
    data: {
        url?: string;
        dateUpdated?: string;
        crumbs?: string[];
        labels?: string[];
        isForeign?: boolean;
        isFirst?: boolean;
        parentLabel?: string;
    };
}
