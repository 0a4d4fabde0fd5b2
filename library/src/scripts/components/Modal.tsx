import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { classes } from "typestyle";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { modalClasses } from "@library/components/modal.styles";
import { modalVariables, type ModalSize } from "@library/components/modal.variables";
import { t } from "@library/i18n/t";
import { focusableElements } from "@library/utility/focusable";

export type { ModalSize } from "@library/components/modal.variables";

/** Shell §4: a modal is visible, then exiting (its closing animation), then destroyed. */
export type ModalPhase = "visible" | "exiting" | "destroyed";

interface IProps {
    /** Controlled: true shows the modal; false starts its exit. */
    isVisible: boolean;
    /** Asked to close: Escape, the close button, a click on the backdrop. */
    onClose: () => void;
    /** Labels the dialog (aria-labelledby). */
    title: ReactNode;
    size?: ModalSize;
    children?: ReactNode;
    /** Receives focus on open; otherwise the first focusable element of the content. */
    initialFocusRef?: RefObject<HTMLElement | null>;
    /** Called once the exit is over and the modal is gone from the page. */
    onDestroyed?: () => void;
    closeOnBackdropClick?: boolean;
    className?: string;
}

/** Open modals, innermost last: only that one traps focus and answers Escape. */
const openModals: HTMLElement[] = [];
let bodyOverflowBefore = "";

function pushModal(dialog: HTMLElement) {
    if (openModals.length === 0) {
        bodyOverflowBefore = document.body.style.overflow;
        document.body.style.overflow = "hidden";
    }
    openModals.push(dialog);
}

function removeModal(dialog: HTMLElement) {
    const index = openModals.indexOf(dialog);
    if (index === -1) return;
    openModals.splice(index, 1);
    if (openModals.length === 0) document.body.style.overflow = bodyOverflowBefore;
}

/**
 * A dialog rendered through a portal into document.body (shell §3 sizes, §4 lifecycle).
 * Focus moves into it on open, Tab and Shift+Tab wrap inside it, and on close focus returns to
 * the element that had it when the modal opened. It renders nothing on the server and in the
 * first client render (portals do not hydrate), so a page rendered with an open modal hydrates
 * without a mismatch and shows the modal right after.
 */
export function Modal({ isVisible, onDestroyed, ...rest }: IProps) {
    const [phase, setPhase] = useState<ModalPhase>(isVisible ? "visible" : "destroyed");
    const [mounted, setMounted] = useState(false);
    const onDestroyedRef = useRef(onDestroyed);
    onDestroyedRef.current = onDestroyed;

    // Derived from the prop during render (no effect, no extra paint in the wrong phase).
    if (isVisible && phase !== "visible") setPhase("visible");
    else if (!isVisible && phase === "visible") setPhase("exiting");

    useEffect(() => setMounted(true), []);

    useEffect(() => {
        if (phase !== "exiting") return;
        const timer = setTimeout(() => {
            setPhase("destroyed");
            onDestroyedRef.current?.();
        }, modalVariables.exitDurationMs);
        return () => clearTimeout(timer);
    }, [phase]);

    if (!mounted || phase === "destroyed") return null;
    return createPortal(<ModalFrame {...rest} exiting={phase === "exiting"} />, document.body);
}

interface IFrameProps extends Omit<IProps, "isVisible" | "onDestroyed"> {
    exiting: boolean;
}

function ModalFrame({ onClose, title, size = "medium", children, initialFocusRef, closeOnBackdropClick = true, className, exiting }: IFrameProps) {
    const titleID = useId();
    const dialogRef = useRef<HTMLDivElement>(null);
    const bodyRef = useRef<HTMLDivElement>(null);
    // Read during the first render, before anything inside (autoFocus) can take focus.
    const [opener] = useState(() => document.activeElement);
    const returned = useRef(false);
    // The document's Escape listener (below) is added once per opening: it calls the latest onClose.
    const onCloseRef = useRef(onClose);
    onCloseRef.current = onClose;
    // Both effects below call it; it reads only refs and the opener, so it never changes.
    const returnFocus = useCallback(() => {
        if (returned.current) return;
        returned.current = true;
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }, [opener]);

    useEffect(() => {
        const dialog = dialogRef.current;
        if (!dialog) return;
        returned.current = false;
        pushModal(dialog);
        if (!dialog.contains(document.activeElement)) {
            const target = initialFocusRef?.current ?? (bodyRef.current && focusableElements(bodyRef.current)[0]) ?? dialog;
            target.focus();
        }
        // Focus that escapes (a click on the page behind, a script) is brought back in.
        const onFocusIn = (event: FocusEvent) => {
            if (openModals[openModals.length - 1] !== dialog) return;
            if (event.target instanceof Node && !dialog.contains(event.target)) (focusableElements(dialog)[0] ?? dialog).focus();
        };
        document.addEventListener("focusin", onFocusIn);
        // Escape still closes it when the focus has left for the page itself (no focusin then).
        const onEscapeOutside = (event: globalThis.KeyboardEvent) => {
            if (event.key !== "Escape" || event.defaultPrevented || openModals[openModals.length - 1] !== dialog) return;
            if (event.target instanceof Node && dialog.contains(event.target)) return;
            onCloseRef.current();
        };
        document.addEventListener("keydown", onEscapeOutside);
        return () => {
            document.removeEventListener("focusin", onFocusIn);
            document.removeEventListener("keydown", onEscapeOutside);
            removeModal(dialog);
            returnFocus();
        };
        // Runs once per opening: the dialog and the opener do not change while it is open.
    }, [initialFocusRef, returnFocus]);

    useEffect(() => {
        if (!exiting || !dialogRef.current) return;
        removeModal(dialogRef.current);
        returnFocus();
    }, [exiting, returnFocus]);

    function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        const dialog = dialogRef.current;
        if (!dialog || exiting) return;
        if (event.key === "Escape") {
            event.stopPropagation();
            onClose();
            return;
        }
        if (event.key !== "Tab") return;
        const focusable = focusableElements(dialog);
        if (focusable.length === 0) {
            event.preventDefault();
            dialog.focus();
            return;
        }
        // Not empty (above), so both ends exist.
        const first = focusable[0]!;
        const last = focusable[focusable.length - 1]!;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
            event.preventDefault();
            last.focus();
        } else if (!event.shiftKey && (active === last || active === dialog)) {
            event.preventDefault();
            first.focus();
        }
    }

    function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
        if (closeOnBackdropClick && !exiting && event.target === event.currentTarget) onClose();
    }

    return (
        <div role="presentation" className={classes(modalClasses.overlay, exiting && modalClasses.exiting)} data-state={exiting ? "exiting" : "visible"} onMouseDown={onBackdropMouseDown}>
            {/* The focus trap and Escape listen on the dialog: keys bubble up from its controls. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
                ref={dialogRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleID}
                tabIndex={-1}
                className={classes(modalClasses.dialog, modalClasses.size[size], className)}
                data-size={size}
                onKeyDown={onKeyDown}
            >
                <div className={modalClasses.header}>
                    <h2 id={titleID} className={modalClasses.title}>
                        {title}
                    </h2>
                    <Button buttonType="icon" aria-label={t("Close")} onClick={onClose}>
                        <Icon name="close" />
                    </Button>
                </div>
                <div ref={bodyRef} className={modalClasses.body}>
                    {children}
                </div>
            </div>
        </div>
    );
}
