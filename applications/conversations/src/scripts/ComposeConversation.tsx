import { useId, useRef, useState } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { formClasses } from "@library/components/form.styles";
import { BodyForm } from "@library/forms/BodyForm";
import { useMentionSuggestions } from "@library/forms/useMentionSuggestions";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import type { IActiveMention } from "@library/forms/mentionQuery";
import { visuallyHidden } from "@library/theme/globalStyles";
import type { IUserFragment } from "@library/users/userTypes";
import { useAppDispatch } from "@library/redux/hooks";
import { loadConversationThunks } from "@conversations/conversationActions";
import { focusSentMessageOn } from "@conversations/sentMessageFocus";
import { MAX_PARTICIPANTS, RECIPIENTS_FIELD, recipientsError } from "@conversations/conversationTypes";
import { activeRecipient, insertRecipient } from "@conversations/recipientQuery";

export interface IComposeProps {
    /** Names already chosen (from /messages/add/{name}). */
    recipients: string[];
    /** Shared content to start the message with (/messages/add?content=…). */
    content: string;
}

function splitNames(text: string): string[] {
    return [...new Set(text.split(",").map((name) => name.trim()).filter(Boolean))];
}

/** The names in the list other than the one being typed (from its start to the next comma). */
function otherNames(text: string, typed: IActiveMention): string[] {
    const nextComma = text.indexOf(",", typed.start);
    return splitNames(text.slice(0, typed.start) + (nextComma === -1 ? "" : text.slice(nextComma)));
}

/**
 * A new conversation (an island): recipients by name, then the first message. Recipients is a
 * combobox: the name being typed is looked up like an @mention (GET /users/by-names, 50 ms after
 * the last keystroke) and a suggestion picked replaces it. An error about the recipients (nobody
 * by that name, none, too many, the server's refusal) is shown under the field, which it
 * describes and marks invalid, and the focus goes there; the message stays as written.
 * Sent, it opens the new conversation with the focus on the message just sent (sentMessageFocus.ts).
 */
export function ComposeConversation({ recipients, content }: IComposeProps) {
    const [names, setNames] = useState(recipients.join(", "));
    const [namesError, setNamesError] = useState<string | null>(null);
    const inputID = useId();
    const errorID = useId();
    const inputRef = useRef<HTMLInputElement>(null);
    const dispatch = useAppDispatch();
    // The members picked from the suggestions, by their name in lower case: their IDs are known.
    const pickedIDs = useRef(new Map<string, number>());
    // A member already in the list is not suggested again: by name, whatever its case, and by ID
    // when picked (the name may have been written differently).
    const alreadyChosen = (user: IUserFragment, text: string, typed: IActiveMention) =>
        otherNames(text, typed).some((name) => {
            const lower = name.toLowerCase();
            return lower === user.name.toLowerCase() || pickedIDs.current.get(lower) === user.userID;
        });
    const suggestions = useMentionSuggestions({
        textareaRef: inputRef,
        value: names,
        onChange: setNames,
        find: activeRecipient,
        insert: insertRecipient,
        label: t("Member suggestions"),
        exclude: alreadyChosen,
        onPick: (user) => pickedIDs.current.set(user.name.toLowerCase(), user.userID),
    });
    const count = suggestions.shownCount;
    const announcement = count === null ? "" : count === 0 ? t("No suggestions.") : plural(count, { one: "{count} suggestion available.", other: "{count} suggestions available." });

    const send = async (body: string) => {
        setNamesError(null);
        const wanted = splitNames(names);
        if (wanted.length === 0) throw recipientsError(t("Add at least one recipient."));
        if (wanted.length > MAX_PARTICIPANTS) throw recipientsError(tf("A conversation can have at most {count} people.", { count: MAX_PARTICIPANTS }));
        const { postConversation } = await loadConversationThunks();
        const { url } = await dispatch(postConversation({ recipients: wanted, body }));
        focusSentMessageOn(url);
        return url;
    };

    const onSendError = (error: IApiError) => {
        const message = error.errors[RECIPIENTS_FIELD]?.[0]?.message;
        if (!message) return false;
        setNamesError(message);
        inputRef.current?.focus();
        return true;
    };

    return (
        <BodyForm label={t("Message")} submitLabel={t("Send Message")} draftKey="hearth:newConversationDraft" initialText={content} send={send} onSendError={onSendError}>
            <div className={formClasses.field}>
                <label htmlFor={inputID} className={formClasses.label}>
                    {t("Recipients")}
                </label>
                <input
                    id={inputID}
                    ref={inputRef}
                    role="combobox"
                    {...suggestions.inputProps}
                    aria-expanded={suggestions.expanded}
                    aria-controls={suggestions.inputProps["aria-controls"]}
                    aria-invalid={namesError ? true : undefined}
                    aria-describedby={namesError ? errorID : undefined}
                    autoComplete="off"
                    className={formClasses.input}
                    value={names}
                    onChange={(event) => {
                        setNames(event.target.value);
                        suggestions.update(event.target.value, event.target.selectionStart ?? event.target.value.length);
                    }}
                    onClick={(event) => suggestions.update(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
                    onBlur={suggestions.close}
                    // Enter picks a shown suggestion; otherwise it sends the form, as in any text field.
                    onKeyDown={suggestions.onKeyDown}
                    placeholder={t("Names, separated by commas")}
                />
                {suggestions.listbox}
                {/* How many suggestions are shown, the chosen names left out. */}
                <div role="status" aria-live="polite" className={visuallyHidden}>
                    {announcement}
                </div>
                {namesError && (
                    // An alert too: when the focus was in the field already, moving it there says nothing.
                    <p id={errorID} className={formClasses.fieldError} role="alert">
                        {namesError}
                    </p>
                )}
            </div>
        </BodyForm>
    );
}
