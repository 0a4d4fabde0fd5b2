import { formatDate, parseDate } from "@library/utility/dates";

describe("parseDate", () => {
    it("parses ISO dates", () => {
        expect(parseDate("2024-03-05T10:20:30Z").toISOString()).toBe("2024-03-05T10:20:30.000Z");
    });

    it("falls back to the 1970 epoch for unparseable, empty or missing values", () => {
        for (const value of ["not a date", "", null, undefined, "2024-13-45"]) {
            expect(parseDate(value).getTime()).toBe(0);
        }
    });
});

describe("formatDate", () => {
    it("formats in UTC so the server and the browser agree", () => {
        expect(formatDate("2024-03-05T23:30:00Z")).toBe("Mar 5, 2024");
        expect(formatDate("2024-03-06T00:30:00+02:00")).toBe("Mar 5, 2024");
    });

    it("shows the 1970 date for an unparseable value", () => {
        expect(formatDate("yesterday-ish")).toBe("Jan 1, 1970");
        expect(formatDate(null)).toBe("Jan 1, 1970");
    });
});
