import { useEffect, useRef, useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { Modal } from "@library/components/Modal";
import { LanguagePicker } from "@library/i18n/LanguagePicker";
import { languagePickerClasses } from "@library/i18n/languagePicker.styles";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { DEFAULT_NAVIGATION_ITEMS, type INavigationItem } from "@library/navigation/navigationItems";
import { SmartLink } from "@library/routing/SmartLink";
import { focusableElements } from "@library/utility/focusable";

export interface INavigationPanelProps {
    isVisible: boolean;
    onClose: () => void;
}

/**
 * The side panel of compact widths (shell §2): a left side-panel modal titled "Site Navigation"
 * holding the navigation items; an item with children drills in (a Back button returns a level
 * up). The modal's own Close button, Escape and the backdrop close it.
 */
export function NavigationPanel({ isVisible, onClose }: INavigationPanelProps) {
    const meta = useMeta();
    const items = meta.navigation ?? DEFAULT_NAVIGATION_ITEMS;
    const [path, setPath] = useState<INavigationItem[]>([]);
    const [focusAfterMove, setFocusAfterMove] = useState<"back" | "first" | null>(null);
    const backRef = useRef<HTMLButtonElement>(null);
    const listRef = useRef<HTMLUListElement>(null);
    const current = path.length > 0 ? path[path.length - 1] : null;
    const list = current ? (current.children ?? []) : items;

    useEffect(() => {
        if (!focusAfterMove) return;
        if (focusAfterMove === "back") backRef.current?.focus();
        else if (listRef.current) focusableElements(listRef.current)[0]?.focus();
        setFocusAfterMove(null);
    }, [focusAfterMove, path]);

    return (
        <Modal isVisible={isVisible} onClose={onClose} title={t("Site Navigation")} size="sidePanelLeft" onDestroyed={() => setPath([])}>
            {current && (
                <>
                    <Button
                        ref={backRef}
                        buttonType="text"
                        className={classes.panelBack}
                        onClick={() => {
                            setPath(path.slice(0, -1));
                            setFocusAfterMove("first");
                        }}
                    >
                        <Icon name="chevronLeft" size="small" />
                        {t("Back")}
                    </Button>
                    <h3 className={classes.panelHeading}>{t(current.name)}</h3>
                </>
            )}
            <ul ref={listRef} className={classes.panelList}>
                {current?.url && (
                    <li>
                        <SmartLink href={current.url} className={classes.panelItem} onClick={onClose}>
                            {t("View All")}
                        </SmartLink>
                    </li>
                )}
                {list.map((item) => (
                    <li key={item.id}>
                        {item.children?.length ? (
                            <button
                                type="button"
                                className={classes.panelItem}
                                onClick={() => {
                                    setPath([...path, item]);
                                    setFocusAfterMove("back");
                                }}
                            >
                                {t(item.name)}
                                <Icon name="chevronRight" size="small" />
                            </button>
                        ) : (
                            <SmartLink href={item.url ?? "#"} className={classes.panelItem} onClick={onClose}>
                                {t(item.name)}
                            </SmartLink>
                        )}
                    </li>
                ))}
            </ul>
            {/* On a phone the title bar has no room for its language picker: it is here (and in the footer). */}
            {!current && (
                <div className={languagePickerClasses.panel}>
                    <LanguagePicker />
                </div>
            )}
        </Modal>
    );
}
