import type { ReactNode } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { TitleBar } from "@library/layout/TitleBar";
import "@library/theme/globalStyles";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { toastContainerIsland } from "@library/toasts/toastContainerIsland";
import { adminLayoutClasses as classes } from "@dashboard/admin/adminLayout.styles";
import { visibleAdminSections, type IAdminSection } from "@dashboard/admin/adminSections";

interface IProps {
    /** The id of the page's section (adminSections.ts): marked aria-current in the navigation. */
    section: string;
    title: string;
    children: ReactNode;
    /** The title bar's logo link, when the page shows a live one (the settings page: SiteLogo.tsx). */
    logoLink?: ReactNode;
}

function SectionList({ sections, active, className }: { sections: IAdminSection[]; active: string; className: string }) {
    return (
        <ul className={className}>
            {sections.map((section) => (
                <li key={section.id}>
                    <a className={classes.link} href={section.href} aria-current={section.id === active ? "page" : undefined}>
                        {t(section.label)}
                    </a>
                </li>
            ))}
        </ul>
    );
}

/**
 * The frame of every dashboard page (issue 14): the site's title bar, a side navigation of the
 * sections this viewer may open (from the preloaded permissions, never a fetch), the page's
 * <h1> and its content. Rendered on the server and not hydrated: it needs no JavaScript, so it
 * costs no page any bytes. At 800 px and below the list sits in a <details> disclosure (the
 * browser makes it keyboard operable); the wide list is display:none there, and the other way
 * round above, so assistive technology meets one list at a time.
 */
export function AdminLayout({ section, title, children, logoLink }: IProps) {
    const { permissions, addonAdminSections } = useMeta();
    // The enabled add-ons' sections (add-on API 5) follow the core's; the server already checked their permissions.
    const sections = [...visibleAdminSections({ permissions }), ...(addonAdminSections ?? []).map((section) => ({ ...section, permission: [] }))];
    const navLabel = t("Dashboard");
    return (
        <>
            <TitleBar logoLink={logoLink} />
            <div className={classes.container}>
                <div className={classes.columns}>
                    <nav className={classes.nav} aria-label={navLabel}>
                        <SectionList sections={sections} active={section} className={classes.wideList} />
                        <details className={classes.disclosure}>
                            <summary className={classes.summary}>{t("Dashboard sections")}</summary>
                            <SectionList sections={sections} active={section} className={classes.compactList} />
                        </details>
                    </nav>
                    <main id="main-content" className={classes.main} tabIndex={-1}>
                        <h1 className={classes.title}>{title}</h1>
                        {children}
                    </main>
                </div>
            </div>
            <Island of={toastContainerIsland} component={ToastContainer} props={{}} />
        </>
    );
}
