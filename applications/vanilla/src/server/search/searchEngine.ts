/**
 * One query against the search index (searchIndexMigration.ts): FTS5 on SQLite, the tsvector on
 * PostgreSQL, the same filters and ranking on both. The caller decides what the
 * viewer may see (`visibility`); this module only turns it into SQL. Hidden rows are filtered
 * before counting and paging, so the total never counts them.
 */
import { sql, type Kysely, type QueryResult, type RawBuilder } from "kysely";
import type { DialectName } from "@server/db/database";
import type { Database } from "@server/db/schema";
import type { SearchSort } from "@library/search/searchTypes";
import { toFts5Match, toFts5Term, toTsQuery, toTsTerm, type ISearchTerm } from "./searchQueryText";
import type { SearchDocumentsTable } from "./searchIndexMigration";

/** What the viewer may see: categories (null = every category) and which members' profiles. */
export interface ISearchVisibility {
    categoryIDs: number[] | null;
    /** none: no member results; public: members whose profile is not private (nor banned, when banned profiles are private); all. */
    profiles: "none" | "public" | "all";
    hideBannedProfiles: boolean;
    viewerID: number;
}

export interface ISearchFilters {
    recordTypes?: string[];
    types?: string[];
    discussionID?: number;
    categoryIDs?: number[];
    insertUserIDs?: number[];
    /** Tag names or url codes; "and" needs every one. */
    tags?: { names: string[]; operator: "and" | "or" };
    dateFrom?: { date: string; inclusive: boolean };
    dateTo?: { date: string; inclusive: boolean };
    /** Records left out (found another way: by their translation, translatedMatches.ts). */
    excludeRecords?: Array<{ recordType: string; recordID: number }>;
}

export interface IEngineQuery {
    terms: ISearchTerm[];
    filters: ISearchFilters;
    visibility: ISearchVisibility;
    sort: SearchSort;
    /** One result per discussion (its best); members and categories stay. */
    collapse: boolean;
    offset: number;
    limit: number;
}

/** A row of the index (searchIndexMigration.ts) that matched, with its rank. */
export interface ISearchHit extends Omit<SearchDocumentsTable, "recordType"> {
    recordType: "discussion" | "comment" | "user" | "category";
    score: number;
}

const ref = (column: string) => sql.ref(`d.${column}`);

function inList(column: string, values: Array<string | number>): RawBuilder<unknown> {
    return sql`${ref(column)} in (${sql.join(values)})`;
}

function visibilityCondition(visibility: ISearchVisibility): RawBuilder<unknown> {
    const categories = visibility.categoryIDs === null ? sql`${ref("categoryID")} is not null` : visibility.categoryIDs.length ? inList("categoryID", visibility.categoryIDs) : sql`1 = 0`;
    let profiles: RawBuilder<unknown>;
    if (visibility.profiles === "none") profiles = sql`${ref("recordID")} = ${visibility.viewerID}`;
    else if (visibility.profiles === "all") profiles = sql`1 = 1`;
    else {
        const banned = visibility.hideBannedProfiles ? sql`and ${sql.ref("u.banned")} = ${0}` : sql``;
        profiles = sql`exists (select 1 from ${sql.table("users")} as u where ${sql.ref("u.userID")} = ${ref("recordID")}
            and (${sql.ref("u.userID")} = ${visibility.viewerID} or (${sql.ref("u.private")} = ${0} ${banned})))`;
    }
    return sql`(${categories} or (${ref("recordType")} = 'user' and ${profiles}))`;
}

/** The filter's categories narrowed to those the viewer may see. */
function withVisibleCategories(filters: ISearchFilters, visibility: ISearchVisibility): ISearchFilters {
    const visible = visibility.categoryIDs;
    if (!filters.categoryIDs || visible === null) return filters;
    return { ...filters, categoryIDs: filters.categoryIDs.filter((categoryID) => visible.includes(categoryID)) };
}

function filterConditions(filters: ISearchFilters): RawBuilder<unknown>[] {
    const conditions: RawBuilder<unknown>[] = [];
    if (filters.recordTypes) conditions.push(filters.recordTypes.length ? inList("recordType", filters.recordTypes) : sql`1 = 0`);
    if (filters.types) conditions.push(filters.types.length ? inList("type", filters.types) : sql`1 = 0`);
    if (filters.discussionID !== undefined) conditions.push(sql`${ref("discussionID")} = ${filters.discussionID}`);
    if (filters.categoryIDs) conditions.push(filters.categoryIDs.length ? inList("categoryID", filters.categoryIDs) : sql`1 = 0`);
    if (filters.insertUserIDs) conditions.push(filters.insertUserIDs.length ? inList("insertUserID", filters.insertUserIDs) : sql`1 = 0`);
    if (filters.tags) {
        const { names, operator } = filters.tags;
        const tagIDs = sql`select ${sql.ref("t.tagID")} from ${sql.table("tags")} as t where ${sql.ref("t.name")} in (${sql.join(names)}) or ${sql.ref("t.urlcode")} in (${sql.join(names)})`;
        const tagged =
            operator === "and"
                ? sql`select ${sql.ref("dt.discussionID")} from ${sql.table("discussionTags")} as dt where ${sql.ref("dt.tagID")} in (${tagIDs})
                      group by ${sql.ref("dt.discussionID")} having count(distinct ${sql.ref("dt.tagID")}) >= ${names.length}`
                : sql`select ${sql.ref("dt.discussionID")} from ${sql.table("discussionTags")} as dt where ${sql.ref("dt.tagID")} in (${tagIDs})`;
        conditions.push(sql`${ref("discussionID")} in (${tagged})`);
    }
    if (filters.dateFrom) conditions.push(sql`${ref("dateInserted")} ${sql.raw(filters.dateFrom.inclusive ? ">=" : ">")} ${filters.dateFrom.date}`);
    if (filters.dateTo) conditions.push(sql`${ref("dateInserted")} ${sql.raw(filters.dateTo.inclusive ? "<=" : "<")} ${filters.dateTo.date}`);
    for (const recordType of new Set(filters.excludeRecords?.map((record) => record.recordType))) {
        const ids = filters.excludeRecords!.filter((record) => record.recordType === recordType).map((record) => record.recordID);
        conditions.push(sql`not (${ref("recordType")} = ${recordType} and ${inList("recordID", ids)})`);
    }
    return conditions;
}

function orderBy(sort: SearchSort): RawBuilder<unknown> {
    const recency = sql`${sql.ref("dateInserted")} desc, ${sql.ref("searchID")} desc`;
    if (sort === "-dateInserted") return recency;
    if (sort === "dateInserted") return sql`${sql.ref("dateInserted")} asc, ${sql.ref("searchID")} asc`;
    // Relevance, the newer of two equally relevant records first.
    return sql`${sql.ref("score")} desc, ${recency}`;
}

/**
 * How many matches are ranked: the newest SEARCH_RANK_WINDOW matching records the viewer may see
 * (searchID follows the order records were written). A rare word has fewer matches and is ranked
 * whole; a word in half the forum is ranked among its newest thousand. That keeps every search a
 * bounded amount of work at a million posts (issue 11: p99 50 ms). The total in the paging
 * headers is therefore exact up to the window and the window's size beyond it, and pages end
 * there: a member narrows a query that broad rather than reading page 40.
 */
export const SEARCH_RANK_WINDOW = 1000;

/**
 * The autocomplete's window (collapse: a few suggestions while the member types, no count shown):
 * the newest 100 matches, so a prefix that matches half the forum costs a tenth of a full search.
 */
export const SEARCH_SUGGEST_WINDOW = 100;

/**
 * Relevance, the same on both engines, in this order: how many of the query's terms the record's
 * name holds (a discussion's title, a member's or category's name), then whether the query's
 * words stand side by side as typed (in the name or in the text), then recency. Each signal is
 * a yes/no match read from the index for the window's records only, so ranking costs the same
 * for a rare word and for one in half the forum. Not bm25: FTS5 computes its IDF by reading
 * every match of every term (5 to 35 ms for a common word at a million posts, whatever the
 * window), and bm25 and ts_rank_cd would order the same records differently.
 * (On PostgreSQL the name's and the text's words are one vector, so words "side by side" may be
 * the last of a title and the first of its text; FTS5 keeps the columns apart.)
 */
function relevanceScore(dialect: DialectName, terms: ISearchTerm[], scored: "matches" | "page"): RawBuilder<unknown> {
    // FTS5 reads each term's matches from the oldest scored record on (the fewer and newer the
    // records scored, the less it reads); a name match is asked of the names' own index.
    const matches = (term: ISearchTerm, nameOnly: boolean) => {
        if (dialect === "postgres") return sql`(${sql.ref("w.document")} @@ to_tsquery('simple'::regconfig, ${toTsTerm(term, nameOnly)}))::int`;
        const index = sql.table(nameOnly ? "searchNameFts" : "searchFts");
        return sql`(${sql.ref("w.searchID")} in (select ${sql.ref("rowid")} from ${index} where ${index} match ${toFts5Term(term)}
                and ${sql.ref("rowid")} >= (select min(${sql.ref("searchID")}) from ${sql.table(scored)})))`;
    };
    // Two points per name match, so one more word in the name outweighs the words side by side.
    const name = sql`2 * (${sql.join(
        terms.map((term) => matches(term, true)),
        sql` + `,
    )})`;
    if (terms.length < 2) return name;
    const together: ISearchTerm = { words: terms.flatMap((term) => term.words), prefix: terms[terms.length - 1]!.prefix }; // terms.length >= 2
    return sql`(${name} + ${matches(together, false)})`;
}

const COLUMNS = ["searchID", "recordType", "recordID", "discussionID", "categoryID", "insertUserID", "type", "dateInserted"];

/** A category filter of more categories than this (a large tree with its children) is one walk, as without the filter. */
const MAX_CATEGORY_WALKS = 20;

/** The newest SEARCH_RANK_WINDOW (SEARCH_SUGGEST_WINDOW) matching records the viewer may see (COLUMNS, and the document on PostgreSQL). */
function windowQuery(dialect: DialectName, query: IEngineQuery): RawBuilder<unknown> {
    const window = query.collapse ? SEARCH_SUGGEST_WINDOW : SEARCH_RANK_WINDOW;
    const filters = withVisibleCategories(query.filters, query.visibility);
    // A category filter holds only visible categories, and no member (who has none): it is the whole condition.
    const where = sql.join([...(filters.categoryIDs ? [] : [visibilityCondition(query.visibility)]), ...filterConditions(filters)], sql` and `);
    const columns = sql.join(COLUMNS.map((column) => ref(column)));
    if (dialect === "postgres") {
        const newest = (narrower: RawBuilder<unknown>) => sql`select ${columns}, ${ref("document")} from ${sql.table("searchDocuments")} as d
            where ${ref("document")} @@ to_tsquery('simple'::regconfig, ${toTsQuery(query.terms)}) and ${where} ${narrower}
            order by ${ref("searchID")} desc limit ${window}`;
        const categories = filters.categoryIDs ?? [];
        if (categories.length < 2 || categories.length > MAX_CATEGORY_WALKS) return newest(sql``);
        // Each category's newest matches (searchDocuments_category, walked backwards), merged:
        // an index walk keeps one order per category, never across an IN list.
        const walks = categories.map((categoryID) => sql`(${newest(sql`and ${ref("categoryID")} = ${categoryID}`)})`);
        return sql`select * from (${sql.join(walks, sql` union all `)}) as d order by ${ref("searchID")} desc limit ${window}`;
    }
    if (filters.insertUserIDs?.length || filters.discussionID !== undefined) {
        // One author's or one discussion's records, newest first (searchDocuments_author or
        // _discussion), each looked up in FTS5 by rowid: bounded by that author's posts rather
        // than by every match of a common word joined to its document (0.13 s for "garden").
        return sql`select ${columns} from ${sql.table("searchDocuments")} as d
            where ${where} and exists (select 1 from ${sql.table("searchFts")} where ${sql.table("searchFts")} match ${toFts5Match(query.terms)} and ${sql.ref("searchFts.rowid")} = ${ref("searchID")})
            order by ${ref("searchID")} desc limit ${window}`;
    }
    // FTS5 reads the matches newest first and stops at the window.
    return sql`select ${columns} from ${sql.table("searchFts")} join ${sql.table("searchDocuments")} as d on ${ref("searchID")} = ${sql.ref("searchFts.rowid")}
        where ${sql.table("searchFts")} match ${toFts5Match(query.terms)} and ${where}
        order by ${sql.ref("searchFts.rowid")} desc limit ${window}`;
}

/** How many hits the viewer may see: the window's records, or with `collapse` its discussions (and members, categories). */
function totalOfMatches(collapse: boolean): RawBuilder<unknown> {
    const count = collapse ? sql`count(distinct coalesce(${sql.ref("discussionID")}, -${sql.ref("searchID")}))` : sql`count(*)`;
    return sql`select ${count} from ${sql.table("matches")}`;
}

/** With `collapse`, the best record of each discussion by `sort` (members and categories are their own group). */
function bestOfEachDiscussion(candidates: RawBuilder<unknown>, sort: SearchSort): RawBuilder<unknown> {
    return sql`select * from (select ${sql.table("candidates")}.*, row_number() over (partition by coalesce(${sql.ref("discussionID")}, -${sql.ref("searchID")}) order by ${orderBy(sort)}) as ${sql.ref("place")}
        from (${candidates}) as ${sql.table("candidates")}) as ${sql.table("ranked")} where ${sql.ref("place")} = 1`;
}

/**
 * Runs a statement over the window. On PostgreSQL with a category filter, the planner is told
 * that reading a page out of order costs little more than reading the next one (random_page_cost
 * 1.1 instead of 4, for this statement only): it then walks the category's own index backwards
 * instead of the whole table's newest first, dropping the other categories' rows one by one. At a
 * million posts, "garden" in the busiest category (a sixth of the forum): 118,000 rows read and
 * 27-54 ms, against 19,000 and 8-10 ms. Both are cached pages, as the search's pages usually are;
 * without a category filter the plans are the same either way.
 */
function executeWindowed<R>(db: Kysely<Database>, dialect: DialectName, query: IEngineQuery, statement: RawBuilder<R>): Promise<QueryResult<R>> {
    if (dialect !== "postgres" || !query.filters.categoryIDs?.length) return statement.execute(db);
    return db.transaction().execute(async (trx) => {
        await sql`set local random_page_cost = 1.1`.execute(trx);
        return statement.execute(trx);
    });
}

/**
 * A page of hits and the number of all hits the viewer may see. By relevance every record of
 * the window is scored before the page is cut; by date the page is cut first and only its
 * records are scored (the score is still answered), which spares FTS5 reading each term's
 * matches back to the window's oldest record. The total is counted from the window once
 * (a count over the ranked rows buffered every row: 0.9 ms of a 6.5 ms search at a million posts).
 */
export async function runSearch(db: Kysely<Database>, dialect: DialectName, query: IEngineQuery): Promise<{ hits: ISearchHit[]; total: number }> {
    if (!query.terms.length) return { hits: [], total: 0 };
    const columns = sql.join(COLUMNS.map((column) => sql.ref(`w.${column}`)));
    const window = windowQuery(dialect, query);
    const total = sql`(${totalOfMatches(query.collapse)}) as ${sql.ref("total")}`;
    let statement: RawBuilder<ISearchHit & { total: number | string }>;
    if (query.sort === "relevance") {
        let hits = sql`select ${columns}, ${relevanceScore(dialect, query.terms, "matches")} as ${sql.ref("score")} from ${sql.table("matches")} as w`;
        if (query.collapse) hits = bestOfEachDiscussion(hits, query.sort);
        statement = sql`with ${sql.table("matches")} as materialized (${window})
            select *, ${total} from (${hits}) as ${sql.table("page")}
            order by ${orderBy(query.sort)} limit ${query.limit} offset ${query.offset}`;
    } else {
        const candidates = query.collapse ? bestOfEachDiscussion(sql`select * from ${sql.table("matches")}`, query.sort) : sql`select * from ${sql.table("matches")}`;
        statement = sql`with ${sql.table("matches")} as materialized (${window}),
            ${sql.table("page")} as materialized (select * from (${candidates}) as ${sql.table("candidates")} order by ${orderBy(query.sort)} limit ${query.limit} offset ${query.offset})
            select ${columns}, ${relevanceScore(dialect, query.terms, "page")} as ${sql.ref("score")}, ${total} from ${sql.table("page")} as w
            order by ${orderBy(query.sort)}`;
    }
    const { rows } = await executeWindowed(db, dialect, query, statement);
    let count = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && query.offset > 0) {
        // Past the last page: the count alone.
        const counted = await executeWindowed(db, dialect, query, sql<{ total: number | string }>`with ${sql.table("matches")} as materialized (${window}) select ${total}`);
        count = Number(counted.rows[0]?.total ?? 0);
    }
    return {
        hits: rows.map((row) => ({
            searchID: Number(row.searchID),
            recordType: row.recordType,
            recordID: Number(row.recordID),
            discussionID: row.discussionID === null ? null : Number(row.discussionID),
            categoryID: row.categoryID === null ? null : Number(row.categoryID),
            insertUserID: row.insertUserID === null ? null : Number(row.insertUserID),
            type: row.type,
            dateInserted: row.dateInserted,
            score: Number(row.score),
        })),
        total: count,
    };
}
