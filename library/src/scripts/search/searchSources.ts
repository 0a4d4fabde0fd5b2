/**
 * Search sources for autocomplete (content §7 "the configured search sources"): each source
 * answers suggestions for a query. The core registers "community" (GET /api/v2/search, loaded
 * with the search box); add-ons register theirs through `addonApi.registerSearchSource`. This
 * module stays tiny and imports no API client, so an add-on's bundle may register a source
 * without pulling the autocomplete into every page's first load.
 */
import { AUTOCOMPLETE_TOTAL, type ISearchAutocompleteOption } from "@library/search/searchTypes";

export interface ISearchSourceContext {
    /** floor(10 / number of sources) (shell §9). */
    limit: number;
    locale: string;
    /** Aborted when a newer query supersedes this one: pass it to the request. */
    signal: AbortSignal;
}

export interface ISearchSource {
    /** Unique: "community" for the core, the add-on's key (or "<key>.<what>") otherwise. */
    key: string;
    /** Untranslated name of the source (shown as a group label when there is more than one). */
    label: string;
    /** Suggestions for a non-empty query, at most `context.limit` of them. */
    search(query: string, context: ISearchSourceContext): Promise<ISearchAutocompleteOption[]>;
}

export const COMMUNITY_SOURCE_KEY = "community";

const sources = new Map<string, ISearchSource>();

/** A later registration under the same key replaces the earlier one. */
export function registerSearchSource(source: ISearchSource): void {
    sources.set(source.key, source);
}

/** The registered sources, the community's first (it registers lazily, after add-ons). */
export function getSearchSources(): ISearchSource[] {
    const all = [...sources.values()];
    return [...all.filter((source) => source.key === COMMUNITY_SOURCE_KEY), ...all.filter((source) => source.key !== COMMUNITY_SOURCE_KEY)];
}

export function getSearchSource(key: string): ISearchSource | undefined {
    return sources.get(key);
}

/**
 * How many suggestions each source is asked for: floor(10 / number of sources) (shell §9,
 * content §7). With more than ten sources each still gets one, rather than none.
 */
export function perSourceLimit(sourceCount: number): number {
    return Math.max(1, Math.floor(AUTOCOMPLETE_TOTAL / Math.max(1, sourceCount)));
}

/** For tests only. */
export function resetSearchSources(): void {
    sources.clear();
}
