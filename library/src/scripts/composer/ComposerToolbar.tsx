/**
 * The composer's formatting toolbar (role="toolbar"): real buttons with accessible names, marks
 * and blocks say whether they are on with aria-pressed. One button is in the tab order at a time
 * (roving tabindex): Tab reaches the toolbar, the arrow keys, Home and End move inside it.
 * Buttons act on mouse down without taking focus, so the editor keeps its selection.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { composerClasses as classes } from "@library/composer/composer.styles";
import { t } from "@library/i18n/t";

export interface IToolbarItem {
    key: string;
    /** The accessible name (and tooltip): "Bold (Ctrl+B)". */
    label: string;
    /** What the button shows (a short glyph, hidden from assistive technology). */
    glyph: ReactNode;
    /** On/off state for marks and blocks; absent for actions (link, upload). */
    pressed?: boolean;
    disabled?: boolean;
    /** Set for actions that open something: the button takes focus normally. */
    keepsFocus?: boolean;
    run(): void;
}

interface IProps {
    items: Array<IToolbarItem | "separator">;
    /** The editor the toolbar formats (aria-controls). */
    controls: string;
}

export function ComposerToolbar({ items, controls }: IProps) {
    const buttons = items.filter((item): item is IToolbarItem => item !== "separator");
    const [current, setCurrent] = useState(0);
    const refs = useRef<Array<HTMLButtonElement | null>>([]);

    const move = (index: number) => {
        const next = (index + buttons.length) % buttons.length;
        setCurrent(next);
        refs.current[next]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        const keys: Record<string, () => void> = {
            ArrowRight: () => move(current + 1),
            ArrowLeft: () => move(current - 1),
            Home: () => move(0),
            End: () => move(buttons.length - 1),
        };
        const action = keys[event.key];
        if (!action) return;
        event.preventDefault();
        action();
    };

    let index = -1;
    return (
        <div role="toolbar" aria-label={t("Formatting")} aria-controls={controls} className={classes.toolbar} onKeyDown={onKeyDown}>
            {items.map((item, position) => {
                if (item === "separator") return <span key={`separator-${position}`} className={classes.separator} aria-hidden="true" />;
                index++;
                const own = index;
                return (
                    <button
                        key={item.key}
                        ref={(element) => {
                            refs.current[own] = element;
                        }}
                        type="button"
                        className={classes.toolButton}
                        aria-label={item.label}
                        title={item.label}
                        aria-pressed={item.pressed}
                        disabled={item.disabled}
                        tabIndex={own === current ? 0 : -1}
                        onFocus={() => setCurrent(own)}
                        onMouseDown={(event) => {
                            // Keeps the editor's focus and selection for formatting buttons.
                            if (!item.keepsFocus) event.preventDefault();
                        }}
                        onClick={item.run}
                    >
                        <span aria-hidden="true">{item.glyph}</span>
                    </button>
                );
            })}
        </div>
    );
}
