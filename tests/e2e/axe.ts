/**
 * axe-core in Chromium, the one way the browser tests ask it: the serious and critical
 * violations of the page as it is (README "Standards": axe finds nothing serious), each as
 * "rule: help — up to three element selectors", so a failure names what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export interface IAxeScope {
    /** Only these rules (e.g. contrast alone, for a second colour scheme). */
    rules?: string[];
    /** Only this part of the page (a CSS selector). */
    include?: string;
}

export async function seriousViolations(page: Page, scope: IAxeScope = {}): Promise<string[]> {
    // Only violations are collected: the passes and incomplete results (nodes by the thousand on a
    // long discussion) are not read here, and skipping them makes each check about a quarter faster.
    // Legacy mode runs axe.run in the page itself. The default mode runs axe once per frame and then
    // combines the results in a blank page of its own, with axe injected again: 2.3-2.9 s a check on
    // /discussions, against 0.65-1.3 s. What it loses is cross-origin frames, and our pages embed none.
    let axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
    if (scope.include) axe = axe.include(scope.include);
    if (scope.rules) axe = axe.withRules(scope.rules);
    const results = await axe.analyze();
    return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}
