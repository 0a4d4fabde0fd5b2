/**
 * Warming up before taking traffic (issue 10 item 6, fair service). A new process renders its
 * first pages before V8 has compiled the code they share, several times slower than later ones:
 * with 200 clients opening at once on a cold process, the first two seconds answered at a median
 * of 1 s and up to 2.9 s, every later second under 0.9 s. So before a process listens (a load
 * balancer sends it nothing until then) it renders the pages guests ask for most, for WARM_UP_MS.
 *
 * On PostgreSQL the renders run `parallel` at a time, one per pool connection: each connection is
 * then open, authenticated and has read the catalog for the tables a page reads. Opened by the
 * first burst instead, they made its requests wait (200 clients at once on two processes: the
 * slowest answers of the first 2.5 s took 2.3-2.6 s, the later ones under 1.2 s).
 *
 * The API reads behind those pages are warmed too: without them the first burst of API calls
 * met cold code, and the opening second's slowest answers took 1.8-2.1 s (200 clients, half of
 * them on the API, PostgreSQL with two processes), every later second's under 1.2 s.
 *
 * The renders change nothing and are seen by no one: pages are not rate limited, and the API's
 * limits do not count the warm-up's calls (apiRateLimits.ts: the process does not listen yet,
 * so no one else's call can arrive); a guest's view is counted by the page-view tick and not by
 * the render, and a forum cookie that names no session keeps them out of the guest page cache
 * (which would otherwise answer all but the first from memory and warm nothing).
 */
import type { FastifyInstance } from "fastify";
import { uncountedWhileWarmingUp } from "@server/http/apiRateLimits";

/** Not the session cookie: the visitor is a guest, but not a plain one (guestPageCache.ts). */
const WARM_UP_COOKIE = "hearth_warm_up=1";

/** Pages with no address of their own to know: the first discussion and category are read from them. */
const START_PAGES = ["/", "/discussions", "/categories"];
const LINKED_PAGES = [/href="(\/discussion\/\d+[^"#?]*)"/, /href="(\/categories\/[^"/?#]+)"/];

export interface IWarmUpReport {
    pages: string[];
    renders: number;
    ms: number;
    /** Rounds over `pages` (of all parallel loops), and when the last of them started (ms from the start). */
    rounds: number;
    lastRoundStartedMs: number;
}

export async function warmUp(app: FastifyInstance, budgetMs: number, parallel = 1): Promise<IWarmUpReport> {
    return uncountedWhileWarmingUp(app.hearth, () => warmUpUncounted(app, budgetMs, parallel));
}

async function warmUpUncounted(app: FastifyInstance, budgetMs: number, parallel: number): Promise<IWarmUpReport> {
    const started = performance.now();
    let renders = 0;
    // Compressed as a browser asks, but for the first round, whose links are read.
    const render = async (url: string, encoding = "gzip, deflate, br"): Promise<string> => {
        renders++;
        const response = await app.inject({ url, headers: { cookie: WARM_UP_COOKIE, "accept-encoding": encoding } });
        return response.statusCode === 200 ? response.body : "";
    };
    if (budgetMs <= 0) return { pages: [], renders, ms: 0, rounds: 0, lastRoundStartedMs: 0 };
    const pages = [...START_PAGES];
    for (const url of START_PAGES) {
        const html = await render(url, "identity");
        for (const link of LINKED_PAGES) {
            const href = link.exec(html)?.[1];
            if (href && !pages.includes(href)) pages.push(href);
        }
    }
    // The API reads behind those pages (hydration, paging), the linked discussion's comments among them.
    pages.push("/api/v2/discussions?limit=30", "/api/v2/categories");
    const discussionID = pages.map((page) => /^\/discussion\/(\d+)/.exec(page)?.[1]).find(Boolean);
    if (discussionID) pages.push(`/api/v2/comments?discussionID=${discussionID}&limit=30`);
    // Every page at least once, however slow the first round was.
    let rounds = 0;
    let lastRoundStartedMs = 0;
    const renderLoop = async () => {
        do {
            rounds++;
            lastRoundStartedMs = Math.max(lastRoundStartedMs, performance.now() - started);
            for (const url of pages) await render(url);
        } while (performance.now() - started < budgetMs);
    };
    await Promise.all(Array.from({ length: Math.max(1, parallel) }, renderLoop));
    return { pages, renders, ms: Math.round(performance.now() - started), rounds, lastRoundStartedMs: Math.round(lastRoundStartedMs) };
}
