/**
 * The full set of reactions behind the bar's "React" button (content §9: one column below
 * 806 px). A menu of checkable items (the menu-button pattern): it opens with the first item
 * focused, the arrow keys move between items (wrapping), Home and End go to the ends, Escape
 * closes it and gives the focus back to the React button (shell §4); Tab or a click elsewhere
 * closes it without taking the focus. Choosing an item toggles that reaction and closes the
 * menu, focus back on the button. Its code loads when a member first opens it.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { t } from "@library/i18n/t";
import { ReactionIcon } from "@vanilla/reactions/ReactionIcon";
import { reactionFlyoutClasses as classes } from "@vanilla/reactions/reactionFlyout.styles";
import type { IReaction } from "@vanilla/reactions/reactionTypes";

export interface IReactionFlyoutProps {
    id: string;
    /** The reactions the member may use here. */
    reactions: IReaction[];
    /** A toggle is under way: items stay focusable but do nothing (a disabled item would drop the focus). */
    busy: boolean;
    onChoose: (reaction: IReaction) => void;
    /** `returnFocus`: put the focus back on the React button (Escape, a choice), not on a click elsewhere or Tab. */
    onClose: (returnFocus: boolean) => void;
    /** The bar around the button and the menu: a press inside it is not "outside". */
    containerRef: RefObject<HTMLElement | null>;
}

const NEXT_KEYS = new Set(["ArrowDown", "ArrowRight"]);
const PREVIOUS_KEYS = new Set(["ArrowUp", "ArrowLeft"]);

/** Which item the key moves to, from `index` among `count` items; null: the key is not a move. */
export function nextMenuIndex(key: string, index: number, count: number): number | null {
    if (count === 0) return null;
    if (NEXT_KEYS.has(key)) return (index + 1) % count;
    if (PREVIOUS_KEYS.has(key)) return index <= 0 ? count - 1 : index - 1;
    if (key === "Home") return 0;
    if (key === "End") return count - 1;
    return null;
}

export function ReactionFlyout({ id, reactions, busy, onChoose, onClose, containerRef }: IReactionFlyoutProps) {
    const menuRef = useRef<HTMLUListElement>(null);
    const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitemcheckbox]") ?? []);

    useEffect(() => {
        items()[0]?.focus();
        const onDocumentMouseDown = (event: MouseEvent) => {
            if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onClose(false);
        };
        document.addEventListener("mousedown", onDocumentMouseDown);
        return () => document.removeEventListener("mousedown", onDocumentMouseDown);
        // Once per opening: the callbacks change every render of the bar, the menu does not.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
        if (event.key === "Escape") {
            event.stopPropagation();
            onClose(true);
            return;
        }
        if (event.key === "Tab") {
            onClose(false);
            return;
        }
        const all = items();
        const next = nextMenuIndex(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
        if (next === null) return;
        event.preventDefault();
        all[next]?.focus();
    }

    return (
        <ul ref={menuRef} id={id} role="menu" aria-label={t("Reactions")} className={classes.menu} onKeyDown={onKeyDown} data-testid="reaction-flyout">
            {reactions.map((reaction) => (
                <li key={reaction.tagID} role="none">
                    <button
                        type="button"
                        role="menuitemcheckbox"
                        aria-checked={reaction.hasReacted}
                        aria-disabled={busy || undefined}
                        tabIndex={-1}
                        className={classes.item}
                        onClick={() => {
                            if (!busy) onChoose(reaction);
                        }}
                    >
                        <ReactionIcon urlcode={reaction.urlcode} size={20} />
                        <span className={classes.name}>{t(reaction.name)}</span>
                        {reaction.count > 0 && <span className={classes.count}>{reaction.count}</span>}
                    </button>
                </li>
            ))}
        </ul>
    );
}

export default ReactionFlyout;
