/**
 * The site search (issue 11, content §7 GET /search): reads an ISearchQuery, asks the index
 * (searchEngine.ts) for what the viewer may see, and answers ISearchResults with the paging.
 * GET /api/v2/search (searchRoutes.ts) and the server-rendered search page both call searchSite,
 * so the page needs no HTTP round trip.
 *
 * Search domains (content §7): core registers "discussions" (discussions and comments); enabled
 * add-ons register theirs (api.registerSearchDomain). `domain=<key>` searches one domain; without
 * a domain the search covers the core records (discussions, comments, members, categories) and
 * then the add-on domains whose record types are asked for, when no core-only filter is set.
 * Add-on results follow the core results (scores of two engines do not compare); each add-on is
 * asked for at most SEARCH_MAX_LIMIT results and checks its own permissions.
 *
 * A full search (no collapse) reads every word whole; one that finds nothing is asked once more
 * with its last word as a prefix, as the autocomplete reads it (searchQueryText.ts,
 * unfinishedWordTerms), and answers that: pressing Enter on "dark mo" finds what the suggestions
 * showed. Only the core's records are asked again (an add-on reads the query text its own way, and
 * it found nothing), under the same visibility; a query that finds anything whole is never broadened.
 */
import type { FastifyRequest } from "fastify";
import type { IPaging } from "@library/api/paging";
import {
    CORE_SEARCH_RECORD_TYPES,
    SEARCH_QUERY_MAX_LENGTH,
    type ISearchBreadcrumb,
    type ISearchQuery,
    type ISearchResult,
    type SearchSort,
} from "@library/search/searchTypes";
import { HttpError } from "@server/http/httpErrors";
import { KeptWhileUnchanged } from "@server/db/generationMemo";
import { getViewer } from "@server/http/viewer";
import { renderBody } from "@server/content/bodyFormat";
import { userFragmentsByID } from "@server/users/usersModel";
import { categoryUrl, hiddenCategoryIDs, viewableCategories } from "../categoriesModel";
import { discussionUrl } from "../discussionsModel";
import { findableProfiles } from "../profileAccess";
import { runSearch, type IEngineQuery, type ISearchFilters, type ISearchHit } from "./searchEngine";
import { bodyPlainText, markedExcerpt } from "./searchExcerpt";
import { parseSearchTerms, unfinishedWordTerms, type ISearchTerm } from "./searchQueryText";
import { translatedMatches } from "./translatedMatches";
import { requestTranslator, siteDefaultLocale } from "@server/i18n/requestTranslator";
import { findSiteLocale } from "@server/i18n/siteLocales";
import { translationsOfRecords } from "@server/translations/translationsModel";
import { CONTENT_RESOURCE } from "@library/translations/translationTypes";
import { currentSiteSection, siteSectionCategoryIDs } from "@server/siteSections/siteSections";

export const SEARCH_DEFAULT_LIMIT = 30;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_SORTS: SearchSort[] = ["relevance", "-dateInserted", "dateInserted"];
export const SEARCH_EXPANSIONS = ["insertUser", "breadcrumbs", "-body", "excerpt", "image", "all"];
export const SEARCH_SCOPES = ["site", "hub"];
/** The domain core registers. */
export const DISCUSSIONS_DOMAIN = { key: "discussions", name: "Discussions", recordTypes: ["discussion", "comment"] };

export interface ISearchSiteAnswer {
    results: ISearchResult[];
    paging: IPaging;
}

/** A search domain as the search page lists it: core's and the enabled add-ons'. */
export interface ISearchDomainInfo {
    key: string;
    name: string;
    recordTypes: string[];
}

export function searchDomains(request: FastifyRequest): ISearchDomainInfo[] {
    const addons = request.server.hearth.addons.searchDomains().map(({ key, name, recordTypes }) => ({ key, name, recordTypes }));
    return [DISCUSSIONS_DOMAIN, ...addons];
}

function fieldError(field: string, message: string, code = "invalid"): HttpError {
    return new HttpError(400, message, [{ field, message, code, status: 400 }]);
}

const DAY_MS = 86_400_000;

/** One end of a date filter as an ISO instant; a day alone is its start, or (`endOfDay`) the next day's start. */
function dateBound(text: string, endOfDay: boolean): string {
    const value = text.trim();
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const time = Date.parse(dayOnly ? `${value}T00:00:00Z` : value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) throw fieldError("dateInserted", `dateInserted has an invalid date: ${value.slice(0, 40)}.`);
    return new Date(dayOnly && endOfDay ? time + DAY_MS : time).toISOString();
}

/** Vanilla's date filter: "2026-01-01" (that day), ">…", ">=…", "<…", "<=…", "[a,b]", "(a,b)" and mixed brackets. */
export function parseDateFilter(filter: string): Pick<ISearchFilters, "dateFrom" | "dateTo"> {
    const value = filter.trim();
    const range = /^([[(])\s*([^,]*)\s*,\s*([^\])]*)\s*([\])])$/.exec(value);
    if (range) {
        const [, open, from, to, close] = range as unknown as [string, string, string, string, string];
        return {
            ...(from ? { dateFrom: open === "[" ? { date: dateBound(from, false), inclusive: true } : { date: dateBound(from, true), inclusive: true } } : {}),
            ...(to ? { dateTo: close === "]" ? { date: dateBound(to, true), inclusive: false } : { date: dateBound(to, false), inclusive: false } } : {}),
        };
    }
    const compare = /^(>=|<=|>|<|=)?\s*(.+)$/.exec(value);
    if (!compare) throw fieldError("dateInserted", "dateInserted must be a date or a date range.");
    const [, operator = "=", date] = compare as unknown as [string, string | undefined, string];
    switch (operator) {
        case ">":
            return { dateFrom: { date: dateBound(date, true), inclusive: true } };
        case ">=":
            return { dateFrom: { date: dateBound(date, false), inclusive: true } };
        case "<":
            return { dateTo: { date: dateBound(date, false), inclusive: false } };
        case "<=":
            return { dateTo: { date: dateBound(date, true), inclusive: false } };
        default:
            return { dateFrom: { date: dateBound(date, false), inclusive: true }, dateTo: { date: dateBound(date, true), inclusive: false } };
    }
}

/** The categories below (and including) each given one. */
function withDescendants(categories: ReadonlyArray<{ categoryID: number; parentCategoryID: number | null }>, roots: number[]): number[] {
    const found = new Set(roots);
    let grew = true;
    while (grew) {
        grew = false;
        for (const category of categories) {
            if (category.parentCategoryID !== null && found.has(category.parentCategoryID) && !found.has(category.categoryID)) {
                found.add(category.categoryID);
                grew = true;
            }
        }
    }
    return [...found];
}

interface IReadQuery {
    text: string;
    terms: ISearchTerm[];
    page: number;
    limit: number;
    sort: SearchSort;
    expand: Set<string>;
    collapse: boolean;
    domain?: string;
}

/** Checks what the engine cannot: a 400 with a field error for each wrong value. */
function readQuery(query: ISearchQuery): IReadQuery {
    const text = query.query ?? "";
    if (text.length > SEARCH_QUERY_MAX_LENGTH) throw fieldError("query", `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters long.`, "maxLength");
    const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) throw fieldError("limit", `limit must be between 1 and ${SEARCH_MAX_LIMIT}.`, "range");
    const page = query.page ?? 1;
    if (!Number.isInteger(page) || page < 1 || page > SEARCH_MAX_PAGE) throw fieldError("page", `page must be between 1 and ${SEARCH_MAX_PAGE}.`, "range");
    const sort = query.sort ?? "relevance";
    if (!SEARCH_SORTS.includes(sort)) throw fieldError("sort", `sort must be one of: ${SEARCH_SORTS.join(", ")}.`, "enum");
    const expand = query.expand ?? [];
    const unknown = expand.filter((value) => !SEARCH_EXPANSIONS.includes(value));
    if (unknown.length) throw fieldError("expand", `expand must be one of: ${SEARCH_EXPANSIONS.join(", ")}.`, "enum");
    if (query.scope !== undefined && !SEARCH_SCOPES.includes(query.scope)) throw fieldError("scope", `scope must be one of: ${SEARCH_SCOPES.join(", ")}.`, "enum");
    if (query.tagOperator !== undefined && query.tagOperator !== "and" && query.tagOperator !== "or") throw fieldError("tagOperator", "tagOperator must be one of: and, or.", "enum");
    const collapse = query.collapse === true;
    // The autocomplete (collapse, content §7) asks while the member types: the last word is a prefix.
    return { text, terms: parseSearchTerms(text, { autocomplete: collapse }), page, limit, sort, expand: new Set(expand), collapse, domain: query.domain || undefined };
}

function hasCoreOnlyFilter(query: ISearchQuery): boolean {
    return Boolean(
        query.types?.length ||
            query.discussionID !== undefined ||
            query.categoryID !== undefined ||
            query.insertUserIDs?.length ||
            query.insertUserNames?.length ||
            query.tags?.length ||
            query.dateInserted,
    );
}

async function coreFilters(request: FastifyRequest, query: ISearchQuery, recordTypes: string[] | undefined): Promise<ISearchFilters> {
    const { db } = request.server.hearth;
    const filters: ISearchFilters = {};
    if (recordTypes) filters.recordTypes = recordTypes;
    if (query.types?.length) filters.types = query.types;
    if (query.discussionID !== undefined) filters.discussionID = query.discussionID;
    if (query.categoryID !== undefined) {
        filters.categoryIDs = query.includeChildCategories ? withDescendants(await viewableCategories(request), [query.categoryID]) : [query.categoryID];
    }
    const userIDs = [...(query.insertUserIDs ?? [])];
    if (query.insertUserNames?.length) {
        const names = query.insertUserNames.map((name) => name.toLowerCase());
        const rows = await db.selectFrom("users").select("userID").where((eb) => eb(eb.fn("lower", ["name"]), "in", names)).execute();
        userIDs.push(...rows.map((row) => row.userID));
    }
    if (query.insertUserIDs?.length || query.insertUserNames?.length) filters.insertUserIDs = userIDs;
    if (query.tags?.length) filters.tags = { names: query.tags, operator: query.tagOperator ?? "or" };
    if (query.dateInserted) Object.assign(filters, parseDateFilter(query.dateInserted));
    // Content §2: on a site section's search page, scope "site" (the default) is the section's categories; "hub" the whole site.
    const section = currentSiteSection(request);
    if (section && query.scope !== "hub") {
        const inSection = await siteSectionCategoryIDs(request, section);
        filters.categoryIDs = filters.categoryIDs ? filters.categoryIDs.filter((id) => inSection.includes(id)) : inSection;
    }
    return filters;
}

/** Home, then the chain of categories down to (and including) the given one, as far as the viewer may see. */
function categoryCrumbs(byID: Map<number, { categoryID: number; parentCategoryID: number | null; name: string; urlcode: string }>, categoryID: number | null): ISearchBreadcrumb[] {
    const chain: ISearchBreadcrumb[] = [];
    const seen = new Set<number>();
    let current = categoryID === null ? undefined : byID.get(categoryID);
    while (current && !seen.has(current.categoryID)) {
        seen.add(current.categoryID);
        chain.unshift({ name: current.name, url: categoryUrl(current) });
        current = current.parentCategoryID === null ? undefined : byID.get(current.parentCategoryID);
    }
    return [{ name: "Home", url: "/" }, ...chain];
}

/** Vanilla's contract has the excerpt as an expansion: the search page asks for it, the title bar's suggestions do not. */
function wantsExcerpt(read: IReadQuery): boolean {
    return read.expand.has("all") || read.expand.has("excerpt");
}

/** The result's excerpt field when asked for: `text` (read only then) marked where it matches the query. */
function excerptField(read: IReadQuery, text: () => string): { excerpt?: string } {
    return wantsExcerpt(read) ? { excerpt: markedExcerpt(text(), read.terms) } : {};
}

/** The API shape of the page's hits, in the hits' order. */
async function toResults(request: FastifyRequest, hits: ISearchHit[], read: IReadQuery): Promise<ISearchResult[]> {
    const { db } = request.server.hearth;
    const ids = (type: ISearchHit["recordType"]) => hits.filter((hit) => hit.recordType === type).map((hit) => hit.recordID);
    const all = read.expand.has("all");
    const withBody = !read.expand.has("-body");
    // The posts' text is read only for what is answered from it: a suggestion (-body, no excerpt) needs none.
    const textColumns = withBody || wantsExcerpt(read) ? (["body", "format"] as const) : [];
    const commentIDs = ids("comment");
    const comments = commentIDs.length
        ? await db
              .selectFrom("comments")
              .select(["commentID", "discussionID", "dateUpdated", "insertUserID", ...textColumns])
              .where("commentID", "in", commentIDs)
              .execute()
        : [];
    const discussionIDs = [...new Set([...ids("discussion"), ...comments.map((comment) => comment.discussionID)])];
    const discussions = discussionIDs.length
        ? await db
              .selectFrom("discussions")
              .select(["discussionID", "name", "dateUpdated", "pinned", "closed", ...textColumns])
              .where("discussionID", "in", discussionIDs)
              .execute()
        : [];
    const userIDs = ids("user");
    const users = userIDs.length ? await db.selectFrom("users").select(["userID", "name", "photoUrl"]).where("userID", "in", userIDs).execute() : [];
    const categories = new Map((await viewableCategories(request)).map((row) => [row.categoryID, row]));
    const discussionByID = new Map(discussions.map((row) => [row.discussionID, row]));
    const commentByID = new Map(comments.map((row) => [row.commentID, row]));
    const userByID = new Map(users.map((row) => [row.userID, row]));

    const withCrumbs = all || read.expand.has("breadcrumbs");
    const insertUsers = all || read.expand.has("insertUser") ? await userFragmentsByID(db, hits.map((hit) => hit.insertUserID)) : null;

    const results: ISearchResult[] = [];
    for (const hit of hits) {
        const base = {
            recordID: hit.recordID,
            recordType: hit.recordType,
            type: hit.type,
            score: hit.score,
            insertUserID: hit.insertUserID ?? 0,
            updateUserID: null,
            dateInserted: hit.dateInserted,
            isForeign: false,
            labelCodes: [] as string[],
            ...(hit.categoryID !== null && hit.recordType !== "user" ? { categoryID: hit.categoryID } : {}),
            ...(withCrumbs ? { breadcrumbs: categoryCrumbs(categories, hit.recordType === "category" ? (categories.get(hit.recordID)?.parentCategoryID ?? null) : hit.categoryID) } : {}),
            ...(insertUsers && hit.insertUserID ? { insertUser: insertUsers.get(hit.insertUserID) } : {}),
        };
        if (hit.recordType === "discussion" || hit.recordType === "comment") {
            const comment = hit.recordType === "comment" ? commentByID.get(hit.recordID) : undefined;
            const discussion = discussionByID.get(comment ? comment.discussionID : hit.recordID);
            if (!discussion || (hit.recordType === "comment" && !comment)) continue; // deleted since the index was read
            const source = comment ?? discussion;
            const text = "body" in source ? { body: source.body, format: source.format } : null;
            const html = text && (withBody || text.format !== "rich2") ? renderBody(text.body, text.format) : undefined;
            results.push({
                ...base,
                name: comment ? `RE: ${discussion.name}` : discussion.name,
                url: comment ? `/discussion/comment/${comment.commentID}#Comment_${comment.commentID}` : discussionUrl(discussion),
                body: withBody ? (html ?? null) : null,
                ...(text ? excerptField(read, () => bodyPlainText(text.body, text.format, html)) : {}),
                dateUpdated: source.dateUpdated,
                discussionID: discussion.discussionID,
                ...(comment ? { commentID: comment.commentID } : {}),
                labelCodes: comment ? [] : [...(discussion.pinned ? ["announcement"] : []), ...(discussion.closed ? ["closed"] : [])],
            });
        } else if (hit.recordType === "user") {
            const user = userByID.get(hit.recordID);
            if (!user) continue;
            results.push({ ...base, name: user.name, url: `/profile/${encodeURIComponent(user.name)}`, body: null, ...excerptField(read, () => ""), dateUpdated: null, ...(user.photoUrl ? { image: user.photoUrl } : {}) });
        } else {
            const category = categories.get(hit.recordID);
            if (!category) continue;
            results.push({
                ...base,
                name: category.name,
                url: categoryUrl(category),
                body: withBody ? renderBody(category.description, "text") : null,
                ...excerptField(read, () => category.description.replace(/\s+/g, " ").trim()),
                dateUpdated: null,
            });
        }
    }
    return results;
}

/**
 * An add-on domain's results in the API's shape (its excerpt is plain text: escaped and marked
 * here). A domain that fails answers none, and its key is added to `failed`.
 */
async function addonResults(request: FastifyRequest, key: string, read: IReadQuery, failed: string[]): Promise<ISearchResult[]> {
    const domain = request.server.hearth.addons.searchDomains().find((candidate) => candidate.key === key);
    if (!domain || !read.terms.length) return [];
    let found;
    try {
        // Always the same number asked, so the total is the same on every page.
        found = await domain.search({ query: read.text, limit: SEARCH_MAX_LIMIT }, request);
    } catch (error) {
        // A failing add-on is contained: the site search answers without it.
        request.log.error({ err: error, addon: domain.addon, domain: key }, "search domain failed");
        failed.push(key);
        return [];
    }
    // Vanilla's contract requires every result's dateInserted as a date-time: a result without
    // one would answer "" and break it, so it is left out and the add-on's author finds why in the log.
    const wellFormed = found.filter((result) => dateTimeOf(result.dateInserted) !== null);
    if (wellFormed.length < found.length) {
        request.log.error({ addon: domain.addon, domain: key, left: found.length - wellFormed.length }, "search domain results without a dateInserted (ISO 8601 date-time) were left out");
    }
    return wellFormed.slice(0, SEARCH_MAX_LIMIT).map((result) => ({
        recordID: result.recordID,
        recordType: result.recordType,
        type: result.recordType,
        name: result.name,
        url: result.url,
        body: null,
        ...excerptField(read, () => result.excerpt ?? ""),
        score: 0,
        insertUserID: 0,
        updateUserID: null,
        dateInserted: dateTimeOf(result.dateInserted)!,
        dateUpdated: null,
        isForeign: false,
        labelCodes: [],
        ...(read.expand.has("breadcrumbs") || read.expand.has("all") ? { breadcrumbs: [{ name: "Home", url: "/" }] } : {}),
    }));
}

/** An ISO 8601 date-time with its zone, as UTC ISO text; null for anything else. */
function dateTimeOf(value: unknown): string | null {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The locale whose translations a search reads: `locale` when the site has it, else the reader's; null for the content's own. */
async function searchLocale(request: FastifyRequest, asked: string | undefined): Promise<string | null> {
    const locale = (asked ? findSiteLocale(asked)?.localeID : undefined) ?? (await requestTranslator(request)).locale;
    return locale === siteDefaultLocale(request) ? null : locale;
}

/** Discussion and category results named in the reader's language where translated (one statement). */
async function inReaderLanguage(request: FastifyRequest, locale: string | null, results: ISearchResult[]): Promise<ISearchResult[]> {
    if (!locale) return results;
    const idsOf = (type: string) => results.filter((result) => result.recordType === type).map((result) => result.recordID);
    const found = await translationsOfRecords(request.server.hearth.db, CONTENT_RESOURCE, locale, { discussion: idsOf("discussion"), category: idsOf("category") });
    return results.map((result) => {
        const name = found.get(result.recordType)?.get(result.recordID)?.name;
        return name ? { ...result, name } : result;
    });
}

function pagingOf(read: IReadQuery, total: number): IPaging {
    return { total, currentPage: read.page, limit: read.limit, hasMorePages: read.page * read.limit < total };
}

/** Search answers kept per process (each a page of results): a few megabytes at most. */
const SEARCH_ANSWERS_KEPT = 300;
/** Site configuration: false asks the index every time (the benches' uncached figures). */
export const SEARCH_CACHE_CONFIG_KEY = "Cache.SearchAnswers.Enabled";

/**
 * Answers kept while the content generation is unchanged (db/generationMemo.ts: every write to a
 * record, a category, a permission, a translation or the site configuration raises it, in any
 * process). A search costs 3-50 ms of one core at a million posts (issue 11: p99 50 ms at 20
 * clients), and the same words come again and again: the title bar asks for each prefix as
 * members type, and what one member finds, every member who sees the same categories finds.
 * Guests' answers are kept whole by the guest cache; this serves members and the search page.
 */
const keptAnswers = new KeptWhileUnchanged<ISearchSiteAnswer>(SEARCH_ANSWERS_KEPT);

/**
 * What an answer depends on besides the content: the query, what the viewer may see (categories,
 * members' profiles), the language and the site section. The viewer is named only when the
 * answer is theirs alone: when their own profile is findable to them only, or an add-on's domain
 * (which checks the viewer its own way) takes part.
 */
async function answerKey(request: FastifyRequest, query: ISearchQuery, locale: string | null, withAddons: boolean): Promise<string> {
    const viewer = await getViewer(request);
    const profiles = await findableProfiles(request);
    const categories = (await viewableCategories(request)).map((row) => row.categoryID).sort((a, b) => a - b);
    // Its owner always finds their own profile (searchEngine.ts); a banned member searches as a guest.
    const personal = withAddons || profiles.profiles === "none" || (profiles.profiles === "public" && viewer.privateProfile);
    const asked = Object.keys(query)
        .sort()
        .map((name) => [name, query[name as keyof ISearchQuery]]);
    return JSON.stringify([asked, categories, profiles, locale, currentSiteSection(request)?.folder ?? null, personal ? viewer.user.userID : null]);
}

export async function searchSite(request: FastifyRequest, query: ISearchQuery): Promise<ISearchSiteAnswer> {
    const read = readQuery(query);
    const domains = searchDomains(request);
    if (read.domain && !domains.some((domain) => domain.key === read.domain)) {
        throw fieldError("domain", `domain must be one of: ${domains.map((domain) => domain.key).join(", ")}.`, "enum");
    }
    if (!read.terms.length) return { results: [], paging: pagingOf(read, 0) };

    // Core record types asked for: the domain's, narrowed by recordTypes.
    const asked = query.recordTypes?.length ? query.recordTypes : undefined;
    const domainTypes = read.domain ? DISCUSSIONS_DOMAIN.recordTypes : [...CORE_SEARCH_RECORD_TYPES];
    const coreTypes = asked ? domainTypes.filter((type) => asked.includes(type)) : read.domain ? domainTypes : undefined;
    const addonKeys =
        read.domain || hasCoreOnlyFilter(query)
            ? []
            : domains.filter((domain) => domain.key !== DISCUSSIONS_DOMAIN.key && (!asked || domain.recordTypes.some((type) => asked.includes(type)))).map((domain) => domain.key);
    const addonDomain = read.domain && read.domain !== DISCUSSIONS_DOMAIN.key ? read.domain : undefined;
    const locale = await searchLocale(request, query.locale);
    const failed: string[] = [];
    const load = async (): Promise<ISearchSiteAnswer> => {
        const offset = (read.page - 1) * read.limit;
        if (addonDomain) {
            const results = await addonResults(request, addonDomain, read, failed);
            return { results: results.slice(offset, offset + read.limit), paging: pagingOf(read, results.length) };
        }
        const answer = await searchCore(request, query, read, coreTypes, addonKeys, locale, failed);
        // Nothing found whole: the last word may be unfinished (the answer kept is this final one).
        const unfinished = !read.collapse && answer.paging.total === 0 ? unfinishedWordTerms(read.text, read.terms) : null;
        return unfinished ? searchCore(request, query, { ...read, terms: unfinished }, coreTypes, [], locale, failed) : answer;
    };
    if (!request.server.hearth.config.get<boolean>(SEARCH_CACHE_CONFIG_KEY)) return load();
    const key = await answerKey(request, query, locale, Boolean(addonDomain || addonKeys.length));
    const answer = await keptAnswers.get(request, key, load);
    // An answer without a failing add-on's results is not kept: the next search asks it again.
    if (failed.length) keptAnswers.forget(request, key);
    return answer;
}

/** The core's records (and then the add-on domains' in `addonKeys`), a page of them. */
async function searchCore(
    request: FastifyRequest,
    query: ISearchQuery,
    read: IReadQuery,
    coreTypes: string[] | undefined,
    addonKeys: string[],
    locale: string | null,
    failed: string[],
): Promise<ISearchSiteAnswer> {
    const offset = (read.page - 1) * read.limit;
    const viewer = await getViewer(request);
    const profiles = await findableProfiles(request);
    // Every category visible: no category condition at all (both lists are kept, no statement).
    const [visible, hidden] = [await viewableCategories(request), await hiddenCategoryIDs(request)];
    const engineQuery: IEngineQuery = {
        terms: read.terms,
        filters: await coreFilters(request, query, coreTypes),
        visibility: {
            categoryIDs: hidden.length === 0 ? null : visible.map((row) => row.categoryID),
            profiles: profiles.profiles,
            hideBannedProfiles: profiles.hideBanned,
            viewerID: viewer.user.userID,
        },
        sort: read.sort,
        collapse: read.collapse,
        offset,
        limit: read.limit,
    };
    const wantsCore = coreTypes === undefined || coreTypes.length > 0;
    const { db, dialect } = request.server.hearth;
    // Issue 15 item 4: a reader of another language than the content's also finds records by
    // their translation into it. Those come first (they are in the reader's words), then the
    // index's matches without them, so no record is listed twice.
    const translated = wantsCore && locale ? await translatedMatches(request, locale, read.terms, engineQuery.filters, engineQuery.visibility) : [];
    const translatedPage = translated.slice(offset, offset + read.limit);
    const coreLimit = read.limit - translatedPage.length;
    const coreQuery: IEngineQuery = {
        ...engineQuery,
        filters: { ...engineQuery.filters, ...(translated.length ? { excludeRecords: translated.map(({ recordType, recordID }) => ({ recordType, recordID })) } : {}) },
        offset: Math.max(0, offset - translated.length),
        // At least one row, for the count, when the translated matches fill the page.
        limit: Math.max(1, coreLimit),
    };
    const core = wantsCore ? await runSearch(db, dialect, coreQuery) : { hits: [], total: 0 };
    let results = await inReaderLanguage(request, locale, await toResults(request, [...translatedPage, ...core.hits.slice(0, coreLimit)], read));
    let total = translated.length + core.total;
    for (const key of addonKeys) {
        const extra = await addonResults(request, key, read, failed);
        // Add-on results take the places after the core's: positions total … total + extra.length - 1.
        const from = Math.max(0, offset - total);
        const room = read.limit - results.length;
        if (room > 0) results = [...results, ...extra.slice(from, from + room)];
        total += extra.length;
    }
    return { results, paging: pagingOf(read, total) };
}
