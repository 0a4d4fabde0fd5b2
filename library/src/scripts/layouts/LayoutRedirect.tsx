import { useEffect } from "react";
import { t, tf } from "@library/i18n/t";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { LAYOUT_REDIRECT_DELAY_MS, scheduleLayoutRedirect, type ILayoutRedirectTimer } from "@library/layouts/layoutRedirect";
import { isSafeLink } from "@library/utility/safeLinks";

export interface ILayoutRedirectProps {
    to: string;
    /** Tests only: the timer and the navigation (layoutRedirect.ts). */
    timer?: ILayoutRedirectTimer;
}

/**
 * What a page whose layout redirects shows during the 5 s wait (content §2): where it goes, in
 * how long, and a link to go now. Server-rendered, so the link works before any script runs.
 */
export function LayoutRedirect({ to, timer }: ILayoutRedirectProps) {
    const safe = isSafeLink(to);
    useEffect(() => (safe ? scheduleLayoutRedirect(to, timer) : undefined), [safe, to, timer]);
    if (!safe) return null;
    const seconds = Math.round((timer?.delayMs ?? LAYOUT_REDIRECT_DELAY_MS) / 1000);
    return (
        <section aria-labelledby="layout-redirect-title" data-layout-redirect={to}>
            <h1 id="layout-redirect-title" className={pageLayoutClasses.pageTitle}>
                {t("This page has moved")}
            </h1>
            <p role="status">{tf("layouts.redirecting", { seconds }, "You will be taken to its new address in {seconds} seconds.")}</p>
            <p>
                <a href={to}>{t("Go there now")}</a>
            </p>
        </section>
    );
}
