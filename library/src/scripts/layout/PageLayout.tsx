import { useContext, type ReactNode } from "react";
import { Island } from "@library/components/Island";
import { InsideLayout } from "@library/layout/insideLayout";
import { TitleBar } from "@library/layout/TitleBar";
import { WidgetSlot } from "@library/layout/WidgetSlot";
import { pageLayoutClasses as classes } from "@library/layout/pageLayout.styles";
import "@library/theme/globalStyles";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { LanguagePicker } from "@library/i18n/LanguagePicker";
import { languagePickerClasses } from "@library/i18n/languagePicker.styles";
import { toastContainerIsland } from "@library/toasts/toastContainerIsland";

interface IProps {
    title: ReactNode;
    children: ReactNode;
    /** Extra panel content before the widgets placed in the "panel" slot. */
    panel?: ReactNode;
}

/** Title bar, the main column (target of the skip link) and the side panel. */
export function PageLayout({ title, children, panel }: IProps) {
    if (useContext(InsideLayout)) {
        return (
            <div className={classes.container}>
                <div className={classes.columns}>
                    <div className={classes.main}>
                        <h1 className={classes.pageTitle}>{title}</h1>
                        {children}
                    </div>
                    <aside className={classes.panel} aria-label="Panel">
                        {panel}
                        <WidgetSlot slot="panel" />
                    </aside>
                </div>
            </div>
        );
    }
    return (
        <>
            <TitleBar />
            <div className={classes.container}>
                <div className={classes.columns}>
                    <main id="main-content" className={classes.main} tabIndex={-1}>
                        <h1 className={classes.pageTitle}>{title}</h1>
                        {children}
                    </main>
                    <aside className={classes.panel} aria-label="Panel">
                        {panel}
                        <WidgetSlot slot="panel" />
                    </aside>
                </div>
                <footer className={languagePickerClasses.footer}>
                    <LanguagePicker />
                </footer>
            </div>
            {/* One per page. On Island pages it is an island of its own, registered by boot for
                every entry; it renders the same empty live region on the server and on the
                client (no toast exists before boot), so it hydrates without mismatch. */}
            <Island of={toastContainerIsland} component={ToastContainer} props={{}} />
        </>
    );
}
