import { countLabel, fullNumber, shortNumber } from "@library/utility/numbers";

describe("shortNumber", () => {
    it("keeps numbers under a thousand as they are", () => {
        expect(shortNumber(0)).toBe("0");
        expect(shortNumber(999)).toBe("999");
    });

    it("shortens with k, m, b, t and one decimal, dropping a trailing .0", () => {
        expect(shortNumber(1000)).toBe("1k");
        expect(shortNumber(1234)).toBe("1.2k");
        expect(shortNumber(15_500)).toBe("15.5k");
        expect(shortNumber(2_000_000)).toBe("2m");
        expect(shortNumber(3_450_000_000)).toBe("3.4b");
        expect(shortNumber(7_100_000_000_000)).toBe("7.1t");
    });

    it("never rounds up into a value that is not true (999,999 is not '1000k')", () => {
        expect(shortNumber(999_999)).toBe("999.9k");
        expect(shortNumber(1_999)).toBe("1.9k");
    });

    it("keeps the sign of negative numbers", () => {
        expect(shortNumber(-1500)).toBe("-1.5k");
        expect(shortNumber(-12)).toBe("-12");
    });
});

describe("fullNumber", () => {
    it("writes the full value with commas", () => {
        expect(fullNumber(1234567)).toBe("1,234,567");
        expect(fullNumber(999)).toBe("999");
    });
});

describe("countLabel", () => {
    it("abbreviates counts above 999 only", () => {
        expect(countLabel(999)).toBe("999");
        expect(countLabel(1000)).toBe("1k");
        expect(countLabel(1051)).toBe("1k");
        expect(countLabel(25_300)).toBe("25.3k");
    });
});
