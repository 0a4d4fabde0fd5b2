import { clampPage, hasNextPage, hasPreviousPage, jumpTarget, lastPage, rangeLabel, showsBottomPager, type IPagerInput } from "@library/navigation/pagerMath";

const withTotal = (page: number, total = 45, limit = 10): IPagerInput => ({ page, limit, total, hasMorePages: page * limit < total });
const open = (page: number, hasMorePages: boolean): IPagerInput => ({ page, limit: 10, hasMorePages });

describe("lastPage", () => {
    it("is the number of pages of the total, at least 1", () => {
        expect(lastPage(withTotal(1, 45))).toBe(5);
        expect(lastPage(withTotal(1, 50))).toBe(5);
        expect(lastPage(withTotal(1, 0))).toBe(1);
    });

    it("is one past the current page when more pages exist and the total is unknown", () => {
        expect(lastPage(open(3, true))).toBe(4);
        expect(lastPage(open(3, false))).toBe(3);
    });
});

describe("clampPage", () => {
    it("keeps the page within 1..last page", () => {
        expect(clampPage(0, withTotal(2))).toBe(1);
        expect(clampPage(-4, withTotal(2))).toBe(1);
        expect(clampPage(99, withTotal(2))).toBe(5);
        expect(clampPage(3.7, withTotal(2))).toBe(3);
        expect(clampPage(Number.NaN, withTotal(2))).toBe(2);
    });
});

describe("rangeLabel", () => {
    it("shows 'a - b of c'", () => {
        expect(rangeLabel(withTotal(1), 10)).toBe("1 - 10 of 45");
        expect(rangeLabel(withTotal(2), 10)).toBe("11 - 20 of 45");
        expect(rangeLabel(withTotal(5), 5)).toBe("41 - 45 of 45");
    });

    it("adds '+' when more pages exist and the total is unknown", () => {
        expect(rangeLabel(open(2, true), 10)).toBe("11 - 20 of 20+");
        expect(rangeLabel(open(3, false), 4)).toBe("21 - 24 of 24");
    });

    it("shows 0 - 0 for an empty page", () => {
        expect(rangeLabel({ page: 1, limit: 10, total: 0, hasMorePages: false }, 0)).toBe("0 - 0 of 0");
    });
});

describe("jumpTarget", () => {
    it("keeps digits only and clamps", () => {
        expect(jumpTarget("3", withTotal(1))).toBe(3);
        expect(jumpTarget(" 4x ", withTotal(1))).toBe(4);
        expect(jumpTarget("-2", withTotal(3))).toBe(2);
        expect(jumpTarget("400", withTotal(1))).toBe(5);
        expect(jumpTarget("0", withTotal(3))).toBe(1);
    });

    it("keeps the current page when the field is empty or has no digits", () => {
        expect(jumpTarget("", withTotal(3))).toBe(3);
        expect(jumpTarget("abc", withTotal(3))).toBe(3);
    });
});

describe("previous and next", () => {
    it("has no previous page on page 1", () => {
        expect(hasPreviousPage(withTotal(1))).toBe(false);
        expect(hasPreviousPage(withTotal(2))).toBe(true);
    });

    it("has no next page on the last page unless the server says more pages exist", () => {
        expect(hasNextPage(withTotal(4))).toBe(true);
        expect(hasNextPage({ page: 5, limit: 10, total: 45, hasMorePages: false })).toBe(false);
        expect(hasNextPage({ page: 5, limit: 10, total: 45, hasMorePages: true })).toBe(true);
        expect(hasNextPage(open(3, false))).toBe(false);
        expect(hasNextPage(open(3, true))).toBe(true);
    });
});

describe("showsBottomPager", () => {
    it("shows only when the total exceeds the limit", () => {
        expect(showsBottomPager(withTotal(1, 10, 10))).toBe(false);
        expect(showsBottomPager(withTotal(1, 0, 10))).toBe(false);
        expect(showsBottomPager(withTotal(1, 11, 10))).toBe(true);
    });

    it("without a total, shows when there is another page before or after", () => {
        expect(showsBottomPager(open(1, false))).toBe(false);
        expect(showsBottomPager(open(1, true))).toBe(true);
        expect(showsBottomPager(open(2, false))).toBe(true);
    });
});
