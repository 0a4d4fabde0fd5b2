import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { classes as join } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { announceClosed, announceOpen } from "@library/components/dropDownRegistry";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { megaMenuVariables } from "@library/layout/megaMenu.variables";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { DEFAULT_NAVIGATION_ITEMS, type INavigationItem } from "@library/navigation/navigationItems";
import { SmartLink } from "@library/routing/SmartLink";
import { focusableElements } from "@library/utility/focusable";

/** Marks the focusable element of each top-level item (the Left/Right arrow targets). */
const TOP_ATTRIBUTE = "data-nav-top";

/**
 * The main navigation (shell §2): top-level items, already filtered for the viewer by the
 * server; an item with children opens a mega-menu. Left/Right arrows move between top-level
 * items (wrapping), from the item or from inside its open menu.
 */
export function TitleBarNavigation() {
    const meta = useMeta();
    const items = meta.navigation ?? DEFAULT_NAVIGATION_ITEMS;
    const listRef = useRef<HTMLDivElement>(null);

    function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        const list = listRef.current;
        const active = document.activeElement;
        if (!list || !(active instanceof HTMLElement)) return;
        const tops = Array.from(list.children);
        const index = tops.findIndex((li) => li.contains(active));
        if (index === -1 || tops.length < 2) return;
        const step = event.key === "ArrowRight" ? 1 : -1;
        const next = tops[(index + step + tops.length) % tops.length]!.querySelector<HTMLElement>(`[${TOP_ATTRIBUTE}]`);
        if (!next) return;
        event.preventDefault();
        next.focus();
    }

    return (
        <nav aria-label={t("Main navigation")}>
            {/* Not a list: the items are the navigation landmark's links, as before menus existed. */}
            <div ref={listRef} role="presentation" className={classes.navList} onKeyDown={onKeyDown}>
                {items.map((item) => (
                    <div key={item.id} className={classes.navItem}>
                        {item.children?.length ? (
                            <MegaMenuItem item={item} />
                        ) : (
                            <SmartLink href={item.url ?? "#"} className={classes.navLink} {...{ [TOP_ATTRIBUTE]: "" }}>
                                {t(item.name)}
                                {item.badge && <span className={classes.navBadge}>{item.badge.text}</span>}
                            </SmartLink>
                        )}
                    </div>
                ))}
            </div>
        </nav>
    );
}

/** closed: panel hidden; open: shown; closing: fading out, hidden hideDelayMs later (shell §4). */
export type MegaMenuPhase = "closed" | "open" | "closing";

interface IMegaMenuItemProps {
    /** A top-level item with children. */
    item: INavigationItem;
}

/**
 * A top-level item with children: a button (aria-expanded) and its mega-menu panel. Opens on
 * hover, focus, Enter, Space or ArrowDown (which also moves into the menu); Escape closes it and
 * puts the focus back on the button; it closes megaMenuVariables.closeDelayMs after the pointer
 * or the focus left the item and its panel. Opening it closes every other menu or drop-down
 * (the drop-down registry). The panel is always in the page (hidden while closed), so the server
 * and the client render the same thing; its links are ordinary links.
 */
function MegaMenuItem({ item }: IMegaMenuItemProps) {
    const children = item.children ?? [];
    // Not useId(): on Island pages the client counts from the island's root, the server from
    // the page's, and the ids would differ. Item ids are unique within the title bar.
    const panelID = `titleBar-mega-menu-${item.id}`;
    const [phase, setPhase] = useState<MegaMenuPhase>("closed");
    const buttonRef = useRef<HTMLButtonElement>(null);
    const panelRef = useRef<HTMLDivElement>(null);
    const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    /** Escape puts the focus back on the button: that focus must not reopen the menu. */
    const ignoreNextFocus = useRef(false);
    const focusFirstOnOpen = useRef(false);

    // One stable function: the drop-down registry knows this menu by it.
    const [closeNow] = useState(() => () => {
        if (closeTimer.current) clearTimeout(closeTimer.current);
        closeTimer.current = null;
        setPhase((current) => (current === "open" ? "closing" : current));
    });

    function cancelClose() {
        if (closeTimer.current) clearTimeout(closeTimer.current);
        closeTimer.current = null;
    }

    function open() {
        cancelClose();
        setPhase("open");
    }

    function scheduleClose() {
        cancelClose();
        closeTimer.current = setTimeout(closeNow, megaMenuVariables.closeDelayMs);
    }

    useEffect(() => {
        if (phase === "open") {
            announceOpen(closeNow);
            if (focusFirstOnOpen.current && panelRef.current) {
                focusFirstOnOpen.current = false;
                focusableElements(panelRef.current)[0]?.focus();
            }
            return () => announceClosed(closeNow);
        }
        if (phase === "closing") {
            const timer = setTimeout(() => setPhase("closed"), megaMenuVariables.hideDelayMs);
            return () => clearTimeout(timer);
        }
    }, [phase, closeNow]);

    useEffect(() => cancelClose, []);

    function onFocus() {
        if (ignoreNextFocus.current) {
            ignoreNextFocus.current = false;
            return;
        }
        open();
    }

    function onBlur(event: FocusEvent<HTMLDivElement>) {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        scheduleClose();
    }

    function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.key === "Escape" && phase === "open") {
            event.stopPropagation();
            closeNow();
            if (document.activeElement !== buttonRef.current) {
                ignoreNextFocus.current = true;
                buttonRef.current?.focus();
            }
            return;
        }
        if ((event.key === "ArrowDown" || event.key === "ArrowUp") && panelRef.current) {
            event.preventDefault();
            if (document.activeElement === buttonRef.current) {
                if (event.key !== "ArrowDown") return;
                if (phase === "open") focusableElements(panelRef.current)[0]?.focus();
                else {
                    focusFirstOnOpen.current = true;
                    open();
                }
                return;
            }
            // Inside the panel: the previous or next link, wrapping.
            const links = focusableElements(panelRef.current);
            const index = links.indexOf(document.activeElement as HTMLElement);
            if (index === -1) return;
            const step = event.key === "ArrowDown" ? 1 : -1;
            links[(index + step + links.length) % links.length]?.focus();
        }
    }

    const isOpen = phase === "open";
    return (
        <div role="presentation" onMouseEnter={open} onMouseLeave={scheduleClose} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
            <button
                ref={buttonRef}
                type="button"
                className={classes.navLink}
                aria-expanded={isOpen}
                aria-controls={panelID}
                // Enter and Space click the button: they open the menu (never toggle it shut, as
                // the focus that came before the click has opened it already).
                onClick={open}
                {...{ [TOP_ATTRIBUTE]: "" }}
            >
                {t(item.name)}
                {item.badge && <span className={classes.navBadge}>{item.badge.text}</span>}
                <Icon name="chevronDown" size="small" />
            </button>
            <div
                ref={panelRef}
                id={panelID}
                hidden={phase === "closed"}
                className={join(classes.megaPanel, phase === "closing" && classes.megaPanelClosing)}
            >
                {item.url && (
                    <SmartLink href={item.url} className={classes.megaOverview} onClick={closeNow}>
                        {t(item.name)}
                    </SmartLink>
                )}
                <ul className={classes.megaGroups}>
                    {children.map((child) => (
                        <li key={child.id}>
                            <MegaMenuEntry item={child} onNavigate={closeNow} />
                        </li>
                    ))}
                </ul>
            </div>
        </div>
    );
}

/** A child: a link, or a group (its heading, a link when it has a url) with its own children. */
function MegaMenuEntry({ item, onNavigate }: { item: INavigationItem; onNavigate: () => void }) {
    const heading = item.url ? (
        <SmartLink href={item.url} className={item.children ? classes.megaHeading : undefined} onClick={onNavigate}>
            {t(item.name)}
            {item.badge && <span className={classes.navBadge}>{item.badge.text}</span>}
        </SmartLink>
    ) : (
        <span className={classes.megaHeading}>{t(item.name)}</span>
    );
    if (!item.children?.length) return heading;
    return (
        <>
            {heading}
            <ul className={classes.megaList}>
                {item.children.map((child) => (
                    <li key={child.id}>
                        <MegaMenuEntry item={child} onNavigate={onNavigate} />
                    </li>
                ))}
            </ul>
        </>
    );
}
