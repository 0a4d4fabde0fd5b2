import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { classes } from "typestyle";
import { Button } from "@library/components/Button";
import type { ButtonType } from "@library/components/button.styles";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { DropDownContext, type IDropDownContext } from "@library/components/dropDownContext";
import { announceClosed, announceOpen } from "@library/components/dropDownRegistry";
import { focusableElements } from "@library/utility/focusable";

interface IProps {
    /** What the toggle button shows. */
    buttonContent: ReactNode;
    /** The button's accessible name when its content is only an icon. */
    buttonLabel?: string;
    buttonType?: ButtonType;
    buttonClassName?: string;
    /** Width 250, or 300 for "medium" (shell §9). */
    size?: "default" | "medium";
    /** Which edge of the button the flyout lines up with. */
    align?: "left" | "right";
    /** DropDownItem elements (list items). */
    children: ReactNode;
    onOpenChange?: (open: boolean) => void;
    className?: string;
    /**
     * The flyout's id. Give one to a drop-down that is an island of its own: useId() counts from
     * the island's root on the client but from the whole page on the server.
     */
    id?: string;
    /**
     * While closed, only the button is in the page (no flyout, no aria-controls): for a menu
     * repeated on every post, whose closed flyouts would otherwise fill a long discussion's HTML
     * (issue 18: HTML per comment).
     */
    flyoutOnlyWhenOpen?: boolean;
}

type FocusOnOpen = "first" | "last";

/**
 * A button and its flyout (shell §4): the button toggles it; Escape closes it and returns focus
 * to the button; opening one closes every other; a click outside or focus leaving closes it.
 * Inside, ArrowUp/ArrowDown move between items (wrapping), Home/End go to the ends. On open the
 * first item takes focus (ArrowUp on the button opens on the last), as in the menu-button pattern.
 * The flyout is in the page while closed too (hidden), so aria-controls always points at it,
 * unless `flyoutOnlyWhenOpen`; the server and the client render the same thing either way.
 */
export function DropDown({
    buttonContent,
    buttonLabel,
    buttonType = "standard",
    buttonClassName,
    size = "default",
    align = "left",
    children,
    onOpenChange,
    className,
    id,
    flyoutOnlyWhenOpen = false,
}: IProps) {
    const generatedID = useId();
    const flyoutID = id ?? generatedID;
    const [isOpen, setIsOpen] = useState(false);
    const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>("first");
    const rootRef = useRef<HTMLDivElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const flyoutRef = useRef<HTMLDivElement>(null);
    const onOpenChangeRef = useRef(onOpenChange);
    onOpenChangeRef.current = onOpenChange;

    // One stable close function: the registry knows this drop-down by it.
    const [closeSelf] = useState(() => () => setIsOpen(false));

    function open(focus: FocusOnOpen) {
        setFocusOnOpen(focus);
        setIsOpen(true);
    }

    function close(returnFocus: boolean) {
        setIsOpen(false);
        if (returnFocus) buttonRef.current?.focus();
    }

    const context: IDropDownContext = { close: (options) => close(options?.returnFocus ?? true) };

    const reportedOpen = useRef(false);
    useEffect(() => {
        if (reportedOpen.current === isOpen) return;
        reportedOpen.current = isOpen;
        onOpenChangeRef.current?.(isOpen);
    }, [isOpen]);

    useEffect(() => {
        if (!isOpen) return;
        announceOpen(closeSelf);
        const items = flyoutRef.current ? focusableElements(flyoutRef.current) : [];
        (focusOnOpen === "last" ? items[items.length - 1] : items[0])?.focus();

        const onDocumentMouseDown = (event: MouseEvent) => {
            if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
        };
        document.addEventListener("mousedown", onDocumentMouseDown);
        return () => {
            document.removeEventListener("mousedown", onDocumentMouseDown);
            announceClosed(closeSelf);
        };
    }, [isOpen, focusOnOpen, closeSelf]);

    function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            open(event.key === "ArrowDown" ? "first" : "last");
        } else if (event.key === "Escape" && isOpen) {
            event.stopPropagation();
            close(true);
        }
    }

    function onFlyoutKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.key === "Escape") {
            event.stopPropagation();
            close(true);
            return;
        }
        const items = flyoutRef.current ? focusableElements(flyoutRef.current) : [];
        if (items.length === 0) return;
        const index = items.indexOf(document.activeElement as HTMLElement);
        let next: HTMLElement | undefined;
        if (event.key === "ArrowDown") next = items[(index + 1) % items.length];
        else if (event.key === "ArrowUp") next = items[index <= 0 ? items.length - 1 : index - 1];
        else if (event.key === "Home") next = items[0];
        else if (event.key === "End") next = items[items.length - 1];
        if (!next) return;
        event.preventDefault();
        next.focus();
    }

    function onBlur(event: FocusEvent<HTMLDivElement>) {
        // Focus moved to something outside (Tab past the last item): close without taking it back.
        if (isOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
    }

    return (
        <div ref={rootRef} className={classes(dropDownClasses.root, className)} onBlur={onBlur}>
            <Button
                ref={buttonRef}
                buttonType={buttonType}
                className={buttonClassName}
                aria-label={buttonLabel}
                aria-expanded={isOpen}
                aria-controls={flyoutOnlyWhenOpen && !isOpen ? undefined : flyoutID}
                onClick={() => (isOpen ? close(false) : open("first"))}
                onKeyDown={onButtonKeyDown}
            >
                {buttonContent}
            </Button>
            {(isOpen || !flyoutOnlyWhenOpen) && (
                <div
                    ref={flyoutRef}
                    role="presentation"
                    id={flyoutID}
                    hidden={!isOpen}
                    className={classes(
                        dropDownClasses.flyout,
                        size === "medium" && dropDownClasses.medium,
                        align === "right" ? dropDownClasses.alignRight : dropDownClasses.alignLeft,
                    )}
                    onKeyDown={onFlyoutKeyDown}
                >
                    <DropDownContext.Provider value={context}>
                        <ul className={dropDownClasses.list}>{children}</ul>
                    </DropDownContext.Provider>
                </div>
            )}
        </div>
    );
}
