import { useState, type ComponentType } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import type { INavigationPanelProps } from "@library/layout/NavigationPanel";
import { logError } from "@library/utility/logger";
import { loadFeature } from "@library/lazy/loadFeature";

/**
 * The hamburger of compact widths (shell §2; CSS shows it at 800px and below). The side panel
 * and the modal code are loaded on the first click, so no page downloads them up front; the
 * modal gives the focus back to this button when it closes.
 */
export function TitleBarHamburger() {
    const [Panel, setPanel] = useState<ComponentType<INavigationPanelProps> | null>(null);
    const [isOpen, setIsOpen] = useState(false);

    function onClick() {
        if (Panel) {
            setIsOpen(true);
            return;
        }
        loadFeature(() => import(/* webpackChunkName: "navigationPanel" */ "@library/layout/NavigationPanel"))
            .then((module) => {
                setPanel(() => module.NavigationPanel);
                setIsOpen(true);
            })
            .catch((error) => logError("Could not load the site navigation.", error));
    }

    return (
        <>
            <Button buttonType="custom" className={classes.iconButton} aria-label={t("Site Navigation")} aria-haspopup="dialog" aria-expanded={isOpen} onClick={onClick}>
                <Icon name="menu" />
            </Button>
            {Panel && <Panel isVisible={isOpen} onClose={() => setIsOpen(false)} />}
        </>
    );
}
