/**
 * A layout widget drawn by a custom fragment (content §2): the server sends an empty, busy
 * placeholder (a fragment's code runs only in the browser); the browser loads the fragment
 * (loadFragment.ts, its own chunk) and renders its component with the widget's props. A load
 * failure shows "Error Loading Fragment" with the error (content §8); a component that throws
 * is caught by the island's error boundary. Either way the rest of the page works.
 */
import { useEffect, useState, type ReactElement } from "react";
import { style } from "typestyle";
import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import { t } from "@library/i18n/t";
import type { FragmentComponent } from "@library/fragments/fragmentContract";
import type { IFragmentImpl } from "@library/fragments/fragmentTypes";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export interface IFragmentWidgetProps {
    /** The fragment type: the widget's component name. */
    fragmentType: string;
    impl: IFragmentImpl;
    /** The widget's `$reactProps`, handed to the fragment's component. */
    props: Record<string, unknown>;
}

type LoadState = { state: "loading" } | { state: "loaded"; component: FragmentComponent } | { state: "failed"; message: string };

const classes = {
    error: style({
        padding: cssVars.spacing.gutter,
        border: `${cssVars.borders.width} solid ${colorVars.error}`,
        borderRadius: cssVars.borders.radius,
        color: colorVars.fg,
        background: colorVars.errorBg,
    }),
    title: style({ margin: 0, fontSize: "1em", fontWeight: 600 }),
    message: style({ margin: `calc(${cssVars.spacing.gutter} / 2) 0 0`, overflowWrap: "anywhere" }),
};

export function FragmentWidget({ fragmentType, impl, props }: IFragmentWidgetProps): ReactElement {
    const [load, setLoad] = useState<LoadState>({ state: "loading" });
    // The props arrive parsed from the island's JSON at each render: the effect follows the values.
    const { fragmentUUID, jsUrl, cssUrl, css } = impl;
    useEffect(() => {
        const wanted: IFragmentImpl = { fragmentUUID, ...(jsUrl !== undefined ? { jsUrl } : {}), ...(cssUrl !== undefined ? { cssUrl } : {}), ...(css !== undefined ? { css } : {}) };
        let current = true;
        setLoad({ state: "loading" });
        import("@library/fragments/loadFragment")
            .then(({ loadFragment }) => loadFragment(wanted))
            .then(
                (component) => current && setLoad({ state: "loaded", component }),
                (error: unknown) => current && setLoad({ state: "failed", message: error instanceof Error ? error.message : String(error) }),
            );
        return () => {
            current = false;
        };
    }, [fragmentUUID, jsUrl, cssUrl, css]);

    // Like the boxes below the banner, a fragment draws in the page's content width (one that
    // wants the full width can step out with CSS).
    if (load.state === "failed") {
        return (
            <div className={pageLayoutClasses.container}>
                <div role="alert" className={classes.error} data-fragment-error={fragmentType}>
                    <p className={classes.title}>{t("Error Loading Fragment")}</p>
                    <p className={classes.message}>{load.message}</p>
                </div>
            </div>
        );
    }
    if (load.state === "loading") return <div aria-busy="true" className={pageLayoutClasses.container} data-fragment-loading={fragmentType} />;
    const Component = load.component;
    return (
        <div className={pageLayoutClasses.container} data-fragment={fragmentUUID}>
            {/* A fragment that throws fails alone, under the widget's name. */}
            <ErrorBoundary name={fragmentType}>
                <Component {...props} />
            </ErrorBoundary>
        </div>
    );
}
