/**
 * Loading a custom fragment (content §2, §8, §9): its stylesheet and its script, lazily, from
 * this site only. This module is its own chunk: the page fetches it only when a layout has a
 * custom fragment.
 *
 * - Script: `jsUrl`, else `/api/v2/fragments/{uuid}/js`; it defines its component through
 *   `window.HearthFragments.define` (fragmentContract.ts). A script that fails to load or
 *   defines nothing rejects: the widget shows "Error Loading Fragment" with the error.
 * - Stylesheet: inline `css`, else `cssUrl`, else `/api/v2/fragments/{uuid}/css`. A stylesheet
 *   that fails is logged ("Failed to load stylesheet") and loading goes on; one that neither
 *   loads nor fails within 1 s is waited for no longer. A stylesheet replacing another of the
 *   same fragment (a new revision) removes the old one 100 ms after the new one is in, so the
 *   widget is never unstyled in between.
 */
// The default import (react is CommonJS): a namespace import of it in a lazy chunk would add
// webpack's namespace helper to the runtime every page loads.
import React from "react";
import { fragmentAssetUrl, isSameOriginPath, type IFragmentImpl } from "@library/fragments/fragmentTypes";
import type { FragmentComponent, FragmentFactory, IHearthFragments } from "@library/fragments/fragmentContract";
import { logError } from "@library/utility/logger";

export const STYLESHEET_FALLBACK_MS = 1000;
export const STYLESHEET_REMOVAL_DELAY_MS = 100;

const STYLE_ATTRIBUTE = "data-fragment-style";
const SCRIPT_ATTRIBUTE = "data-fragment-script";

/** Scripts loading now, waiting for their define() call. */
const pendingDefinitions = new Map<HTMLOrSVGScriptElement, (factory: FragmentFactory) => void>();
/** One load per script URL: two widgets using one fragment share it. */
const scriptLoads = new Map<string, Promise<FragmentComponent>>();
/** One load per stylesheet source. */
const styleLoads = new Map<string, Promise<void>>();

function installContract(): void {
    if (window.HearthFragments) return;
    const contract: IHearthFragments = {
        version: 1,
        define(factory) {
            const script = document.currentScript;
            const settle = script ? pendingDefinitions.get(script) : undefined;
            if (!settle) {
                logError("HearthFragments.define() was called outside a fragment script the page is loading; ignored.");
                return;
            }
            settle(factory);
        },
    };
    window.HearthFragments = contract;
}

function loadScript(url: string): Promise<FragmentComponent> {
    const known = scriptLoads.get(url);
    if (known) return known;
    installContract();
    const load = new Promise<FragmentComponent>((resolve, reject) => {
        const script = document.createElement("script");
        let factory: FragmentFactory | null = null;
        pendingDefinitions.set(script, (defined) => (factory = defined));
        const fail = (error: Error) => {
            pendingDefinitions.delete(script);
            script.remove();
            // Not kept: the next render may try again.
            scriptLoads.delete(url);
            reject(error);
        };
        script.addEventListener("load", () => {
            pendingDefinitions.delete(script);
            if (!factory) return fail(new Error(`The fragment script ${url} did not call HearthFragments.define().`));
            try {
                resolve(factory({ React }));
            } catch (error) {
                fail(error instanceof Error ? error : new Error(String(error)));
            }
        });
        script.addEventListener("error", () => fail(new Error(`The fragment script ${url} could not be loaded.`)));
        script.setAttribute(SCRIPT_ATTRIBUTE, url);
        script.async = true;
        script.src = url;
        document.head.append(script);
    });
    scriptLoads.set(url, load);
    return load;
}

/** Adds a fragment's stylesheet; resolves once it is in (or failed, logged, or 1 s passed), never rejects. */
export function loadFragmentStylesheet(fragmentUUID: string, source: { href: string } | { css: string }): Promise<void> {
    const key = `${fragmentUUID} ${"href" in source ? `href:${source.href}` : `css:${source.css}`}`;
    const known = styleLoads.get(key);
    if (known) return known;
    const previous = [...document.head.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)].filter((element) => element.getAttribute(STYLE_ATTRIBUTE) === fragmentUUID);
    let element: HTMLLinkElement | HTMLStyleElement;
    const arrived = new Promise<void>((resolve) => {
        if ("css" in source) {
            element = document.createElement("style");
            element.textContent = source.css;
            resolve();
        } else {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            link.href = source.href;
            link.addEventListener("load", () => resolve());
            link.addEventListener("error", () => {
                logError("Failed to load stylesheet", source.href);
                resolve();
            });
            // The fallback: a stylesheet that neither loads nor fails does not hold the fragment back.
            window.setTimeout(resolve, STYLESHEET_FALLBACK_MS);
            element = link;
        }
        element.setAttribute(STYLE_ATTRIBUTE, fragmentUUID);
        document.head.append(element);
    });
    const load = arrived.then(() => {
        if (previous.length) {
            // The replaced sources are loads no longer: going back to one adds it again.
            for (const oldKey of [...styleLoads.keys()]) if (oldKey.startsWith(`${fragmentUUID} `) && oldKey !== key) styleLoads.delete(oldKey);
            window.setTimeout(() => previous.forEach((old) => old.remove()), STYLESHEET_REMOVAL_DELAY_MS);
        }
    });
    styleLoads.set(key, load);
    return load;
}

/** The stylesheet of a fragment implementation: inline css, else its URL (this site's only: another is a stylesheet failure). */
function loadStylesheetOf(impl: IFragmentImpl): Promise<void> {
    if (impl.css !== undefined) return loadFragmentStylesheet(impl.fragmentUUID, { css: impl.css });
    const href = impl.cssUrl ?? fragmentAssetUrl(impl.fragmentUUID, "css");
    if (!isSameOriginPath(href)) {
        logError("Failed to load stylesheet", href, "is not a path of this site.");
        return Promise.resolve();
    }
    return loadFragmentStylesheet(impl.fragmentUUID, { href });
}

/** Loads a custom fragment's stylesheet and script (at once), resolving to its component. */
export async function loadFragment(impl: IFragmentImpl): Promise<FragmentComponent> {
    const scriptUrl = impl.jsUrl ?? fragmentAssetUrl(impl.fragmentUUID, "js");
    if (!isSameOriginPath(scriptUrl)) throw new Error(`Fragment code loads only from this site; "${scriptUrl}" is not a path of this site.`);
    const [component] = await Promise.all([loadScript(scriptUrl), loadStylesheetOf(impl)]);
    return component;
}

/** Tests: forget every load (the elements stay in the document, as a page would keep them). */
export function resetFragmentLoads(): void {
    pendingDefinitions.clear();
    scriptLoads.clear();
    styleLoads.clear();
}
