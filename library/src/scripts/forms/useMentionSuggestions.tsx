import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";
import { classes } from "typestyle";
import { toApiError } from "@library/api/apiErrors";
import { Avatar } from "@library/components/Avatar";
import { activeMention, insertMention, type IActiveMention } from "@library/forms/mentionQuery";
import { mentionClasses } from "@library/forms/mentions.styles";
import { t } from "@library/i18n/t";
import type { AppDispatch } from "@library/redux/store";
import { useAppDispatch } from "@library/redux/hooks";
import type { IUserFragment } from "@library/users/userTypes";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

/** Shell §7: the mention look-up is debounced 50 ms. */
export const MENTION_DEBOUNCE_MS = 50;

/**
 * The members whose names start with the prefix, from lookupApi's cache or the server. The
 * look-up module (RTK Query, the API client) loads with the first look-up, not with the form.
 */
export async function lookUpMentions(dispatch: AppDispatch, prefix: string): Promise<IUserFragment[]> {
    const { mentionApi } = await loadOnDemand(() => import(/* webpackChunkName: "mentionApi" */ "@library/forms/mentionApi"));
    // Not a subscription: the answer is kept 5 minutes for the next time anyone types this prefix.
    return dispatch(mentionApi.endpoints.getMentionSuggestions.initiate(prefix, { subscribe: false })).unwrap();
}

interface IOptions {
    /** The text box (a textarea, or an input: the Recipients of a new message). */
    textareaRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
    value: string;
    /** Writes the text with the chosen mention in it. */
    onChange: (text: string) => void;
    /** The name being typed at the caret: an @mention unless given (a comma-separated name list). */
    find?: (text: string, caret: number) => IActiveMention | null;
    /** The text with that name replaced by the chosen one, and where the caret goes. */
    insert?: (text: string, caret: number, mention: IActiveMention, name: string) => { text: string; caret: number };
    /** The listbox's name ("Mention suggestions" unless given). */
    label?: string;
    /**
     * Members not to suggest for this text and name (Recipients: the ones already chosen). They
     * are left out of the list, its keys and its count alike.
     */
    exclude?: (user: IUserFragment, text: string, mention: IActiveMention) => boolean;
    /** Told of each member picked from the list (before onChange). */
    onPick?: (user: IUserFragment) => void;
}

interface IState {
    mention: IActiveMention | null;
    users: IUserFragment[];
    error: string | null;
    activeIndex: number;
}

const CLOSED: IState = { mention: null, users: [], error: null, activeIndex: 0 };

/**
 * @mention suggestions for a text box (shell §7, §8, §9): typing "@" and a letter or more asks
 * the server, 50 ms after the last keystroke, for names starting with it. The suggestions are a
 * listbox the text box points at (aria-controls, aria-activedescendant): ArrowDown/ArrowUp move,
 * Enter or Tab picks, Escape closes until the mention changes. A look-up answered with a status
 * of 500 or more is an error and says so; other refusals (a guest's 403) just show nothing.
 */
export function useMentionSuggestions({ textareaRef, value, onChange, find = activeMention, insert = insertMention, label, exclude, onPick }: IOptions) {
    const listboxID = useId();
    const dispatch = useAppDispatch();
    const [state, setState] = useState<IState>(CLOSED);
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const latest = useRef(0);
    const dismissed = useRef<string | null>(null);
    const pendingCaret = useRef<number | null>(null);

    useEffect(() => () => {
        if (timer.current) clearTimeout(timer.current);
    }, []);

    // After a pick, the caret goes after the inserted name once the new text is in the box.
    useClientLayoutEffect(() => {
        if (pendingCaret.current === null || !textareaRef.current) return;
        textareaRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
        pendingCaret.current = null;
    }, [value, textareaRef]);

    function close() {
        if (timer.current) clearTimeout(timer.current);
        latest.current++;
        setState(CLOSED);
    }

    /** Call after every change of the text or the caret. */
    function update(text: string, caret: number) {
        const mention = find(text, caret);
        const key = mention ? `${mention.start}:${mention.prefix}` : null;
        if (!mention || key === dismissed.current) {
            if (state.mention || timer.current) close();
            return;
        }
        dismissed.current = null;
        if (timer.current) clearTimeout(timer.current);
        const request = ++latest.current;
        timer.current = setTimeout(() => {
            timer.current = null;
            lookUpMentions(dispatch, mention.prefix).then(
                (found) => {
                    if (request !== latest.current) return;
                    // Against the text this look-up was for: any later change of it asks again.
                    const users = exclude ? found.filter((user) => !exclude(user, text, mention)) : found;
                    setState({ mention, users, error: null, activeIndex: 0 });
                },
                (caught: unknown) => {
                    if (request !== latest.current) return;
                    const error = toApiError(caught);
                    setState(error.status >= 500 ? { mention, users: [], error: error.message, activeIndex: 0 } : CLOSED);
                },
            );
        }, MENTION_DEBOUNCE_MS);
    }

    function pick(user: IUserFragment) {
        const textarea = textareaRef.current;
        if (!state.mention || !textarea) return;
        const caret = textarea.selectionStart ?? value.length;
        const next = insert(value, caret, state.mention, user.name);
        pendingCaret.current = next.caret;
        close();
        onPick?.(user);
        onChange(next.text);
    }

    const open = state.mention !== null && (state.users.length > 0 || state.error !== null);
    const listShown = open && state.error === null;
    const optionID = (index: number) => `${listboxID}-option-${index}`;

    /** Returns true when the key was for the suggestions (the form must not act on it). */
    function onKeyDown(event: KeyboardEvent<HTMLElement>): boolean {
        if (!open) return false;
        const count = state.users.length;
        if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            dismissed.current = state.mention ? `${state.mention.start}:${state.mention.prefix}` : null;
            close();
            return true;
        }
        if (count === 0) return false;
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setState({ ...state, activeIndex: (state.activeIndex + step + count) % count });
            return true;
        }
        if ((event.key === "Enter" && !event.ctrlKey && !event.metaKey) || (event.key === "Tab" && !event.shiftKey)) {
            event.preventDefault();
            // count > 0, and activeIndex is reset to 0 with every new list and moves modulo its length.
            pick(state.users[state.activeIndex]!);
            return true;
        }
        return false;
    }

    const inputProps = {
        "aria-autocomplete": "list" as const,
        "aria-controls": listShown ? listboxID : undefined,
        "aria-activedescendant": listShown ? optionID(state.activeIndex) : undefined,
    };

    let listbox: ReactNode = null;
    if (open && state.error !== null) {
        listbox = (
            <p className={mentionClasses.error} role="alert">
                {state.error}
            </p>
        );
    } else if (open) {
        listbox = (
            <ul id={listboxID} role="listbox" aria-label={label ?? t("Mention suggestions")} className={mentionClasses.listbox}>
                {state.users.map((user, index) => (
                    <li
                        key={user.userID}
                        id={optionID(index)}
                        role="option"
                        aria-selected={index === state.activeIndex}
                        className={classes(mentionClasses.option, index === state.activeIndex && mentionClasses.active)}
                        // Picked on mouse down, before the text box loses focus.
                        onMouseDown={(event) => {
                            event.preventDefault();
                            pick(user);
                        }}
                    >
                        {/* Decorative: the name beside it is the option's text. */}
                        <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="xsmall" decorative />
                        <span>{user.name}</span>
                    </li>
                ))}
            </ul>
        );
    }

    // For a live region: how many options the answered look-up shows (null: none answered, or an error).
    const shownCount = state.mention === null || state.error !== null ? null : state.users.length;

    // `expanded` is for a combobox's aria-expanded (not allowed on a textarea's textbox role).
    return { update, onKeyDown, inputProps, listbox, close, expanded: listShown, shownCount };
}
