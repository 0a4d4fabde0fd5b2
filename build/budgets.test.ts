/**
 * The first-load budget check that `npm run build` runs (build/budgets.cjs): an entry over its
 * budget, or without one, fails the build; every real entry names its budget.
 */
import zlib from "node:zlib";

interface IBudgets {
    budgetOf(source: string): number | null;
    readBudgets(entries: Record<string, string>): Record<string, number | null>;
    checkBudgets(
        entrypoints: Record<string, string[]>,
        readAsset: (file: string) => Buffer | string,
        budgets: Record<string, number | null>,
    ): { sizes: Record<string, number>; problems: string[] };
}
interface IEntries {
    discoverEntries(): { entries: Record<string, string> };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helpers
const { budgetOf, readBudgets, checkBudgets } = require("./budgets.cjs") as IBudgets;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { discoverEntries } = require("./entries.cjs") as IEntries;

/** Text that gzip cannot shrink much: a page of pseudo-random digits. */
function incompressible(bytes: number, seed: number): string {
    let value = seed;
    let text = "";
    while (text.length < bytes) {
        value = (value * 1103515245 + 12345) % 2147483648;
        text += value.toString(36);
    }
    return text.slice(0, bytes);
}

const assets: Record<string, string> = {
    "runtime.js": incompressible(2_000, 1),
    "react.js": incompressible(40_000, 2),
    "leaving.js": incompressible(1_000, 3),
    "page.js": incompressible(60_000, 4),
};
const gzip = (file: string) => zlib.gzipSync(assets[file]!, { level: 9 }).length;

describe("first-load budgets", () => {
    it("reads the budget written beside an entry", () => {
        expect(budgetOf("/** Entry. */\n// first-load budget: 96 KB gzip\nimport x from 'y';")).toBe(96 * 1024);
        expect(budgetOf("// first-load budget: 4.5 KB gzip")).toBe(4608);
        expect(budgetOf("import x from 'y';")).toBeNull();
    });

    it("passes entries within their budget and reports each entry's gzip size", () => {
        const entrypoints = { leaving: ["runtime.js", "react.js", "leaving.js"] };
        const { sizes, problems } = checkBudgets(entrypoints, (file) => assets[file]!, { leaving: 60 * 1024 });
        expect(problems).toEqual([]);
        expect(sizes.leaving).toBe(gzip("runtime.js") + gzip("react.js") + gzip("leaving.js"));
    });

    it("fails an entry that went over its budget, e.g. after importing a whole page for one constant", () => {
        const entrypoints = { leaving: ["runtime.js", "react.js", "leaving.js", "page.js"] };
        const { problems } = checkBudgets(entrypoints, (file) => assets[file]!, { leaving: 60 * 1024 });
        expect(problems).toEqual([expect.stringMatching(/^The entry "leaving" ships [\d.]+ KB gzip of first-load JavaScript, over its budget of 60\.0 KB\.$/)]);
    });

    it("counts for an add-on only what it adds to every page: the shared runtime and React are the pages' own", () => {
        const entrypoints = { leaving: ["runtime.js", "react.js", "leaving.js"], "addon-online-online": ["runtime.js", "react.js", "page.js"] };
        const { sizes, problems } = checkBudgets(entrypoints, (file) => assets[file]!, { leaving: 60 * 1024, "addon-online-online": 5 * 1024 });
        expect(sizes["addon-online-online"]).toBe(gzip("page.js"));
        expect(problems).toEqual([expect.stringContaining('The entry "addon-online-online" ships')]);
    });

    it("fails an entry that names no budget", () => {
        const { problems } = checkBudgets({ newPage: ["runtime.js"] }, (file) => assets[file]!, { newPage: null });
        expect(problems).toEqual([expect.stringContaining('The entry "newPage" has no first-load budget')]);
    });

    it("finds a budget in every page and add-on entry of the repository", () => {
        const budgets = readBudgets(discoverEntries().entries);
        expect(Object.keys(budgets).length).toBeGreaterThan(5);
        expect(Object.entries(budgets).filter(([, budget]) => budget === null)).toEqual([]);
    });
});
