import { pagingFromHeaders } from "@library/api/paging";

function headers(values: Record<string, string>) {
    return (name: string) => values[name] ?? null;
}

describe("pagingFromHeaders", () => {
    it("reads every x-app-page-* header", () => {
        expect(
            pagingFromHeaders(
                headers({
                    "x-app-page-next-url": "/api/v2/discussions?page=2",
                    "x-app-page-prev-url": "",
                    "x-app-page-result-count": "120",
                    "x-app-page-current": "1",
                    "x-app-page-limit": "30",
                }),
            ),
        ).toEqual({ nextURL: "/api/v2/discussions?page=2", prevURL: undefined, total: 120, currentPage: 1, limit: 30, hasMorePages: true });
    });

    it("has more pages when a next URL exists even without a total", () => {
        const paging = pagingFromHeaders(headers({ "x-app-page-next-url": "/api/v2/search?page=3", "x-app-page-current": "2" }));
        expect(paging.hasMorePages).toBe(true);
        expect(paging.total).toBeUndefined();
    });

    it("derives hasMorePages from total, current page and limit when there is no next URL", () => {
        const page = (current: number) =>
            pagingFromHeaders(headers({ "x-app-page-result-count": "61", "x-app-page-current": String(current), "x-app-page-limit": "30" }));
        expect(page(1).hasMorePages).toBe(true);
        expect(page(2).hasMorePages).toBe(true);
        expect(page(3).hasMorePages).toBe(false);
        // Exactly full pages: the last one has no next page.
        const full = pagingFromHeaders(headers({ "x-app-page-result-count": "60", "x-app-page-current": "2", "x-app-page-limit": "30" }));
        expect(full.hasMorePages).toBe(false);
    });

    it("ignores numbers that are not numbers and has no more pages without headers", () => {
        expect(pagingFromHeaders(headers({ "x-app-page-result-count": "lots", "x-app-page-limit": "" }))).toEqual({
            nextURL: undefined,
            prevURL: undefined,
            total: undefined,
            currentPage: undefined,
            limit: undefined,
            hasMorePages: false,
        });
    });
});
