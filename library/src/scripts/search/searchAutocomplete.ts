/**
 * The autocomplete engine (shell §4, §9; content §4, §7) behind every search box: the typed
 * text settles for 100 ms, then every registered source is asked for floor(10 / sources)
 * suggestions through the cached look-ups (fresh 5 minutes, no retries, dropped on a
 * back-forward-cache restore), at most one page of 20 in all. A newer text cancels the look-ups still running for an older
 * one (their requests are aborted), and an empty text asks nothing.
 */
import { useEffect, useRef, useState } from "react";
import { LOOKUP_FRESH_SECONDS } from "@library/api/lookupApi";
import type { AppDispatch } from "@library/redux/store";
import { useAppDispatch } from "@library/redux/hooks";
import { searchAutocompleteApi } from "@library/search/searchAutocompleteApi";
import { getSearchSources, perSourceLimit } from "@library/search/searchSources";
import { SEARCH_DEBOUNCE_MS, SUGGESTION_PAGE_SIZE, type ISearchAutocompleteOption } from "@library/search/searchTypes";

export interface IAutocompleteState {
    /** The trimmed text the state answers ("" asks nothing). */
    query: string;
    /** idle: no text; loading: settling or asking; done: every source answered (or failed). */
    status: "idle" | "loading" | "done";
    /** Suggestions of every source, in source order (during loading, the previous text's). */
    suggestions: ISearchAutocompleteOption[];
    /** The message of a source that failed, if any (content §8: shown beside the suggestions). */
    error: string | null;
}

export const IDLE_AUTOCOMPLETE: IAutocompleteState = { query: "", status: "idle", suggestions: [], error: null };

export interface IAutocompleteEngine {
    /** The text in the box changed. */
    setText(text: string): void;
    /** Stops the timer and cancels what runs (the box closed or unmounted). */
    dispose(): void;
}

interface IRunning {
    abort(): void;
    unsubscribe(): void;
}

export function createAutocompleteEngine(dispatch: AppDispatch, locale: string, onUpdate: (state: IAutocompleteState) => void): IAutocompleteEngine {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: IRunning[] = [];
    let generation = 0;
    let current: IAutocompleteState = IDLE_AUTOCOMPLETE;

    const update = (state: IAutocompleteState) => {
        current = state;
        onUpdate(state);
    };

    function cancel() {
        clearTimeout(timer);
        for (const request of running) {
            request.abort();
            request.unsubscribe();
        }
        running = [];
        generation++;
    }

    async function ask(query: string, mine: number) {
        const sources = getSearchSources();
        const limit = perSourceLimit(sources.length);
        const requests = sources.map((source) =>
            dispatch(searchAutocompleteApi.endpoints.searchSuggestions.initiate({ source: source.key, query, limit, locale }, { forceRefetch: LOOKUP_FRESH_SECONDS })),
        );
        running = requests;
        const answers = await Promise.all(
            requests.map((request) =>
                request.unwrap().then(
                    (options) => ({ options, error: null }),
                    (error: { message?: string }) => ({ options: [] as ISearchAutocompleteOption[], error: error?.message ?? String(error) }),
                ),
            ),
        );
        // The cache keeps each answer for 5 minutes once nothing subscribes to it.
        for (const request of requests) request.unsubscribe();
        if (mine !== generation) return;
        running = [];
        // One page of suggestions at most (content §7): more than ten sources still ask one each.
        update({ query, status: "done", suggestions: answers.flatMap((answer) => answer.options).slice(0, SUGGESTION_PAGE_SIZE), error: answers.find((answer) => answer.error)?.error ?? null });
    }

    return {
        setText(text) {
            const query = text.trim();
            if (query === current.query && current.status !== "idle") return;
            cancel();
            if (!query) {
                update(IDLE_AUTOCOMPLETE);
                return;
            }
            update({ ...current, query, status: "loading" });
            const mine = generation;
            timer = setTimeout(() => void ask(query, mine), SEARCH_DEBOUNCE_MS);
        },
        dispose: cancel,
    };
}

/** The engine as a hook: the suggestions for `text` while `enabled` (disabled: always idle). */
export function useSearchAutocomplete(text: string, enabled: boolean, locale: string): IAutocompleteState {
    const dispatch = useAppDispatch();
    const [state, setState] = useState<IAutocompleteState>(IDLE_AUTOCOMPLETE);
    const engine = useRef<IAutocompleteEngine | null>(null);
    useEffect(() => {
        const created = createAutocompleteEngine(dispatch, locale, setState);
        engine.current = created;
        return () => {
            created.dispose();
            engine.current = null;
        };
    }, [dispatch, locale]);
    useEffect(() => {
        engine.current?.setText(enabled ? text : "");
    }, [text, enabled, dispatch, locale]);
    return state;
}
