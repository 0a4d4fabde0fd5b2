/**
 * The client never rewrites what the server's style sheet already holds (issue 18 item 3).
 * Every style module registers its rules with typestyle as it is imported, in the browser as on
 * the server, and typestyle would write all of them into the page's `<style>` element, again on
 * each new module: each write makes the browser restyle the whole page, tens of milliseconds on a
 * phone during boot. The site stylesheet (siteStylesheet.ts) is built from the same modules, and
 * a generated class name is a hash of its rules, so a class the site sheet names is already
 * styled exactly so. Only what it lacks (an add-on's bundle, code the server never imports) is
 * written here, and only when that changes.
 */
import { setStylesTarget } from "typestyle";

/** typestyle's generated names: `.f1x2y3` classes and `@keyframes f1x2y3`. */
const GENERATED_CLASS = /\.(f[0-9a-z]+)/g;
const GENERATED_KEYFRAMES = /@keyframes\s+(f[0-9a-z]+)/g;

/** The selectors (and at-rule preludes) of a rule: the text before each opening brace. */
function preludes(rule: string): string[] {
    return rule
        .split("{")
        .slice(0, -1)
        .map((before) => before.slice(Math.max(before.lastIndexOf("}"), before.lastIndexOf(";")) + 1));
}

function generatedNames(text: string): string[] {
    return [...text.matchAll(GENERATED_CLASS), ...text.matchAll(GENERATED_KEYFRAMES)].map((match) => match[1]!);
}

/** Every generated name the site stylesheet defines, from its parsed rules. */
function namesInSheet(sheet: CSSStyleSheet): Set<string> {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) generatedNames(rule.selectorText).forEach((name) => names.add(name));
            else if (rule instanceof CSSKeyframesRule) names.add(rule.name);
            else if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
        }
    };
    visit(sheet.cssRules);
    return names;
}

/** The sheet's top-level rules (a `@media` block whole), as typestyle writes them: no comments. */
function topLevelRules(css: string): string[] {
    const rules: string[] = [];
    let depth = 0;
    let start = 0;
    for (let index = 0; index < css.length; index++) {
        if (css[index] === "{") depth++;
        else if (css[index] === "}" && --depth === 0) {
            rules.push(css.slice(start, index + 1));
            start = index + 1;
        }
    }
    return rules;
}

/**
 * What of `css` the site sheet lacks: rules naming a generated class or keyframes it does not
 * define. Document-wide rules (globalStyles.ts, `cssRule`) name none; the server has them all.
 */
export function missingFromSiteSheet(css: string, siteNames: ReadonlySet<string>): string {
    return topLevelRules(css)
        .filter((rule) => preludes(rule).some((prelude) => generatedNames(prelude).some((name) => !siteNames.has(name))))
        .join("");
}

/**
 * Points typestyle at `element`, writing into it only what the site stylesheet (`siteSheet`,
 * the `<link>` the page's asset loader adds) lacks. Until that sheet has loaded nothing is
 * written: the page's critical CSS styles what the server rendered. A sheet that fails to load,
 * or cannot be read, leaves typestyle writing everything, as it would alone.
 */
export function installClientStyles(element: HTMLStyleElement, siteSheet: HTMLLinkElement | null): void {
    let latest = "";
    let siteNames: Set<string> | null | undefined;
    const write = () => {
        if (siteNames === undefined) return;
        const css = siteNames ? missingFromSiteSheet(latest, siteNames) : latest;
        if (element.textContent !== css) element.textContent = css;
    };
    const settle = () => {
        try {
            siteNames = siteSheet?.sheet ? namesInSheet(siteSheet.sheet) : null;
        } catch {
            // A sheet from another origin (a CDN without CORS) cannot be read.
            siteNames = null;
        }
        write();
    };
    if (!siteSheet || siteSheet.sheet) settle();
    else {
        siteSheet.addEventListener("load", settle, { once: true });
        siteSheet.addEventListener("error", settle, { once: true });
    }
    setStylesTarget({
        get textContent() {
            return latest;
        },
        set textContent(css: string | null) {
            latest = css ?? "";
            write();
        },
    });
}
