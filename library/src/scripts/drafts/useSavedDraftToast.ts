/**
 * Content §2 "Draft prompts": the toast 'Saved Draft Available.' with 'Navigate to Draft' shows
 * while a comment draft exists for the discussion and its form is not visible; it hides when the
 * form scrolls into view (IntersectionObserver) and is removed when the draft is gone.
 *
 *     useSavedDraftToast({ hasDraft: draft.draftID !== null || hasText, form: formRef, href: "#create-comment" });
 *
 * `hasDraft`: a comment draft exists (e.g. useDraftSync's draftID, or the page's hasDraft link).
 *
 * Following the form's anchor — 'Navigate to Draft', or a draft-available link
 * (`?hasDraft=true#create-comment`, draftLinks.ts) that opened the page — also puts the caret in
 * the form's text box, so the member goes on writing where the draft is.
 */
import { useEffect, useState, type RefObject } from "react";
import { pageHasDraft } from "@library/drafts/draftLinks";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast, dismissToast, removeToast } from "@library/toasts/toastsSlice";

export const SAVED_DRAFT_TOAST_ID = "saved-draft-available";
export const SAVED_DRAFT_MESSAGE = "Saved Draft Available.";
export const NAVIGATE_TO_DRAFT = "Navigate to Draft";

interface IOptions {
    hasDraft: boolean;
    /** The form holding the draft (its visibility decides). */
    form: RefObject<HTMLElement | null>;
    /** Where 'Navigate to Draft' goes: the form's anchor. */
    href: string;
}

export function useSavedDraftToast({ hasDraft, form, href }: IOptions): void {
    const dispatch = useAppDispatch();
    // Until the observer reports, the form counts as visible: no toast flashes on load.
    const [formVisible, setFormVisible] = useState(true);

    useEffect(() => {
        const element = form.current;
        if (!element || typeof IntersectionObserver === "undefined") return;
        const observer = new IntersectionObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (entry) setFormVisible(entry.isIntersecting);
        });
        observer.observe(element);
        return () => observer.disconnect();
    }, [form]);

    useEffect(() => {
        if (!hasDraft) {
            dispatch(removeToast(SAVED_DRAFT_TOAST_ID));
            return;
        }
        if (formVisible) dispatch(dismissToast(SAVED_DRAFT_TOAST_ID));
        else dispatch(addToast({ toastID: SAVED_DRAFT_TOAST_ID, body: t(SAVED_DRAFT_MESSAGE), link: { url: href, label: t(NAVIGATE_TO_DRAFT) }, persistent: true, dismissible: true }));
    }, [dispatch, hasDraft, formVisible, href]);

    useEffect(() => () => void dispatch(removeToast(SAVED_DRAFT_TOAST_ID)), [dispatch]);

    useEffect(() => {
        if (!href.startsWith("#")) return;
        const focusForm = () => focusTextBox(form.current);
        if (window.location.hash === href && pageHasDraft()) focusForm();
        const onHashChange = () => window.location.hash === href && focusForm();
        // A click on a link to the anchor already in the address changes no hash: caught here.
        const onClick = (event: MouseEvent) => {
            const link = event.target instanceof Element ? event.target.closest("a") : null;
            if (link?.getAttribute("href") === href) focusForm();
        };
        window.addEventListener("hashchange", onHashChange);
        document.addEventListener("click", onClick);
        return () => {
            window.removeEventListener("hashchange", onHashChange);
            document.removeEventListener("click", onClick);
        };
    }, [form, href]);
}

/** The editor when it has loaded, else the plain box (whose focus loads the editor, which keeps the focus). */
function focusTextBox(form: HTMLElement | null): void {
    const box = form?.querySelector<HTMLElement>("[contenteditable='true']") ?? form?.querySelector<HTMLElement>("textarea:not([readonly])");
    box?.focus();
}
