/**
 * The contract of a page definition (DESIGN.md §3 "Typed contracts") as the server sees it:
 * every path it names is a GET route of the app, and its entry is a client entry the build
 * discovers. Each application's test runs it over that application's pages.
 */
import type { FastifyInstance } from "fastify";
import type { IPageDefinition } from "@library/boot/pageDefinition";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's entry discovery (CommonJS)
const { discoverEntries } = require("../../../../build/entries.cjs") as { discoverEntries(): { entries: Record<string, string> } };

export function pageContractProblems(app: FastifyInstance, page: Pick<IPageDefinition, "entry" | "paths">): string[] {
    const problems: string[] = [];
    if (!discoverEntries().entries[page.entry]) problems.push(`The page "${page.entry}" has no client entry entries/${page.entry}.tsx.`);
    for (const url of page.paths) {
        if (!app.hasRoute({ method: "GET", url })) problems.push(`The page "${page.entry}" names the path ${url}, which no GET route serves.`);
    }
    return problems;
}
