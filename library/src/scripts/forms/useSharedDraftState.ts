/**
 * A named post form's draft, shared through the composer slice (content §4 "Reply form"): the
 * form tells the store whether it holds unposted text, and discards its draft when another
 * island asks (a Reply to a comment replacing the discussion's reply-form draft).
 *
 *     useSharedDraftState({ composer: REPLY_COMPOSER, hasDraft: hasText, discard: async () => { await draft.remove(); setValue(EMPTY_POST); } });
 *
 * Elsewhere: `useAppSelector((s) => selectComposerHasDraft(s, REPLY_COMPOSER))` and
 * `dispatch(discardComposerDraft({ composer: REPLY_COMPOSER }))`. Without a name it does nothing.
 */
import { useEffect, useRef } from "react";
import { composerDraftChanged, composerDraftDiscarded } from "@library/forms/composerActions";
import { selectComposerDiscardRequest } from "@library/forms/composerSlice";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";

interface IOptions {
    composer: string | undefined;
    hasDraft: boolean;
    /** Removes the draft (device and server) and empties the form. */
    discard(): Promise<void>;
}

export function useSharedDraftState({ composer, hasDraft, discard }: IOptions): void {
    const dispatch = useAppDispatch();
    const request = useAppSelector((state) => (composer === undefined ? undefined : selectComposerDiscardRequest(state, composer)));
    const discardRef = useRef(discard);
    discardRef.current = discard;

    useEffect(() => {
        if (composer === undefined) return;
        dispatch(composerDraftChanged({ composer, hasDraft }));
    }, [dispatch, composer, hasDraft]);

    // A form that goes away holds nothing anyone should be asked about.
    useEffect(() => {
        if (composer === undefined) return;
        return () => void dispatch(composerDraftChanged({ composer, hasDraft: false }));
    }, [dispatch, composer]);

    const requestID = request?.requestID;
    useEffect(() => {
        if (requestID === undefined) return;
        // Handled once: the request leaves the store before the (async) removal runs.
        dispatch(composerDraftDiscarded({ requestID }));
        discardRef.current().catch((error: unknown) => logError("Error deleting draft", error));
    }, [dispatch, requestID]);
}
