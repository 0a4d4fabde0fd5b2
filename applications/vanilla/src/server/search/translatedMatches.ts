/**
 * Search in the reader's language (issue 15 item 4): the discussions and categories whose
 * translation into that locale holds every term of the query. The index (searchIndexMigration.ts)
 * holds the text as written; translations live in their own table, so a reader whose language is
 * not the content's also finds a discussion by the words of its translated title or body.
 *
 * The locale's translations are read newest first, at most TRANSLATIONS_SEARCHED of them, and
 * matched here with the index's own folding (searchWords: case and accents never matter), so
 * both databases answer the same. A forum with more translations than that in one language finds
 * only the newest ones this way (their text as written is always in the index).
 */
import type { FastifyRequest } from "fastify";
import { CONTENT_RESOURCE } from "@library/translations/translationTypes";
import type { ISearchFilters, ISearchHit, ISearchVisibility } from "./searchEngine";
import { searchWords, type ISearchTerm } from "./searchQueryText";

export const TRANSLATIONS_SEARCHED = 5000;

/** True when the folded words hold the term (a phrase: its words side by side; a prefix: the last word begun). */
function holds(words: string[], term: ISearchTerm): boolean {
    for (let start = 0; start + term.words.length <= words.length; start++) {
        const fits = term.words.every((word, index) => {
            const candidate = words[start + index]!;
            const last = index === term.words.length - 1;
            return last && term.prefix ? candidate.startsWith(word) : candidate === word;
        });
        if (fits) return true;
    }
    return false;
}

/**
 * The index rows of the records whose `locale` translation matches every term, that the viewer
 * may see and the filters keep (tags are not read here: with a tag filter, nothing is added).
 */
export async function translatedMatches(
    request: FastifyRequest,
    locale: string,
    terms: ISearchTerm[],
    filters: ISearchFilters,
    visibility: ISearchVisibility,
): Promise<ISearchHit[]> {
    if (!terms.length || filters.tags) return [];
    const types = ["discussion", "category"].filter((type) => !filters.recordTypes || filters.recordTypes.includes(type));
    if (!types.length) return [];
    const { db } = request.server.hearth;
    const rows = await db
        .selectFrom("translations")
        .select(["recordType", "recordID", "translation"])
        .where("resource", "=", CONTENT_RESOURCE)
        .where("locale", "=", locale)
        .where("recordType", "in", types)
        .orderBy("dateUpdated", "desc")
        .limit(TRANSLATIONS_SEARCHED)
        .execute();
    // A record matches when its translated properties together hold every term.
    const wordsByRecord = new Map<string, { recordType: string; recordID: number; words: string[] }>();
    for (const row of rows) {
        if (row.recordID === null) continue;
        const key = `${row.recordType}:${row.recordID}`;
        const entry = wordsByRecord.get(key) ?? { recordType: row.recordType, recordID: row.recordID, words: [] };
        entry.words.push(...searchWords(row.translation), "\u0000");
        wordsByRecord.set(key, entry);
    }
    const matched = [...wordsByRecord.values()].filter((entry) => terms.every((term) => holds(entry.words, term)));
    if (!matched.length) return [];
    const documents = await db
        .selectFrom("searchDocuments")
        .selectAll()
        .where((eb) => eb.or(types.map((type) => eb.and([eb("recordType", "=", type), eb("recordID", "in", [0, ...matched.filter((entry) => entry.recordType === type).map((entry) => entry.recordID)])]))))
        .execute();
    const visible = visibility.categoryIDs === null ? null : new Set(visibility.categoryIDs);
    return documents
        .filter((row) => row.categoryID !== null && (visible === null || visible.has(row.categoryID)))
        .filter((row) => !filters.types || filters.types.includes(row.type))
        .filter((row) => !filters.categoryIDs || (row.categoryID !== null && filters.categoryIDs.includes(row.categoryID)))
        .filter((row) => !filters.insertUserIDs || (row.insertUserID !== null && filters.insertUserIDs.includes(row.insertUserID)))
        .filter((row) => filters.discussionID === undefined || row.discussionID === filters.discussionID)
        .filter((row) => !filters.dateFrom || (filters.dateFrom.inclusive ? row.dateInserted >= filters.dateFrom.date : row.dateInserted > filters.dateFrom.date))
        .filter((row) => !filters.dateTo || (filters.dateTo.inclusive ? row.dateInserted <= filters.dateTo.date : row.dateInserted < filters.dateTo.date))
        .sort((a, b) => b.searchID - a.searchID)
        .map((row) => ({ ...row, recordType: row.recordType as ISearchHit["recordType"], score: 0 }));
}
