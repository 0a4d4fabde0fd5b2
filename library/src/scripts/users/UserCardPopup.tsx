import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { dropDownVariables } from "@library/components/dropDown.variables";
import { announceClosed, announceOpen } from "@library/components/dropDownRegistry";
import { Modal } from "@library/components/Modal";
import { UserCard } from "@library/users/UserCard";
import { userCardClasses as classes } from "@library/users/userCard.styles";
import { sizes } from "@library/theme/themeVariables";

interface IProps {
    /** The name that was clicked: the card is placed under it and focus returns to it. */
    anchor: HTMLElement;
    userID: number;
    name: string;
    /** Asked to close; returnFocus is true for Escape and the modal's close button. */
    onClose: (returnFocus: boolean) => void;
}

/** Shell §2: "mobile" (one column, ~766 px) and xs (500 px) both open the card as a small modal. */
export function isCompactViewport(): boolean {
    return window.innerWidth <= sizes.breakpoints.oneColumn;
}

/**
 * The user card popup (shell §4): under the name on wide screens, a small modal on mobile and
 * xs. The popup is a non-modal dialog: focus moves into it, Escape closes it and returns focus
 * to the name, a click outside closes it (focus stays where the reader clicked, as with the
 * drop-downs), and so does Tab past its last link. It takes part in "opening one closes the
 * others" with the drop-downs.
 */
export function UserCardPopup({ anchor, userID, name, onClose }: IProps) {
    const [compact] = useState(isCompactViewport);
    const headingID = useId();
    const onCloseRef = useRef(onClose);
    onCloseRef.current = onClose;

    if (compact) {
        return (
            <Modal isVisible size="small" title={name} onClose={() => onCloseRef.current(true)}>
                <UserCard userID={userID} name={name} />
            </Modal>
        );
    }
    return <Flyout anchor={anchor} userID={userID} name={name} headingID={headingID} onClose={onClose} />;
}

function Flyout({ anchor, userID, name, headingID, onClose }: IProps & { headingID: string }) {
    const ref = useRef<HTMLDivElement>(null);
    const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
    const onCloseRef = useRef(onClose);
    onCloseRef.current = onClose;

    // Focus moves in once the card is placed: while it waits for its position it is
    // visibility: hidden, and a hidden element does not take the focus (it stayed on the name).
    const placed = position !== null;
    useEffect(() => {
        if (placed) ref.current?.focus();
    }, [placed]);

    // Placed before paint, under the name, kept inside the viewport horizontally.
    useLayoutEffect(() => {
        const rect = anchor.getBoundingClientRect();
        const width = Math.min(dropDownVariables.mediumWidth, window.innerWidth - 16);
        const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
        setPosition({ top: rect.bottom + window.scrollY + 4, left: left + window.scrollX });
    }, [anchor]);

    useEffect(() => {
        const close = () => onCloseRef.current(false);
        announceOpen(close);
        const onMouseDown = (event: MouseEvent) => {
            const target = event.target;
            // A click on the name itself toggles the card (userCardTrigger), so it is not "outside".
            if (target instanceof Node && !ref.current?.contains(target) && !anchor.contains(target)) close();
        };
        const onKeyDown = (event: globalThis.KeyboardEvent) => {
            // Also when focus went back to the name or the page: Escape closes an open card.
            if (event.key === "Escape") onCloseRef.current(true);
        };
        document.addEventListener("mousedown", onMouseDown);
        document.addEventListener("keydown", onKeyDown);
        return () => {
            document.removeEventListener("mousedown", onMouseDown);
            document.removeEventListener("keydown", onKeyDown);
            announceClosed(close);
        };
    }, [anchor]);

    function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.key !== "Escape") return;
        // Handled here so a page-level Escape handler (a modal behind) does not also act.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        onCloseRef.current(true);
    }

    function onBlur(event: FocusEvent<HTMLDivElement>) {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next) && !anchor.contains(next)) onCloseRef.current(false);
    }

    return (
        // Escape and focus leaving the card are heard on the dialog, bubbling up from its links.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
            ref={ref}
            role="dialog"
            aria-labelledby={headingID}
            tabIndex={-1}
            className={classes.popup}
            style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            data-user-card-popup={userID}
        >
            <UserCard userID={userID} name={name} headingID={headingID} />
        </div>
    );
}
