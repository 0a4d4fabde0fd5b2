import { relativeTime } from "@library/utility/relativeTime";

const now = new Date("2024-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relativeTime", () => {
    it("says just now within 5 seconds, either way", () => {
        expect(relativeTime(now, now)).toBe("just now");
        expect(relativeTime(ago(4999), now)).toBe("just now");
        expect(relativeTime(ago(-4000), now)).toBe("just now");
    });

    it("counts seconds, minutes, hours, days, months and years", () => {
        expect(relativeTime(ago(5 * S), now)).toBe("5 seconds ago");
        expect(relativeTime(ago(59 * S), now)).toBe("59 seconds ago");
        expect(relativeTime(ago(M), now)).toBe("1 minute ago");
        expect(relativeTime(ago(59 * M), now)).toBe("59 minutes ago");
        expect(relativeTime(ago(H), now)).toBe("1 hour ago");
        expect(relativeTime(ago(23 * H), now)).toBe("23 hours ago");
        expect(relativeTime(ago(D), now)).toBe("1 day ago");
        expect(relativeTime(ago(29 * D), now)).toBe("29 days ago");
        expect(relativeTime(ago(30 * D), now)).toBe("1 month ago");
        expect(relativeTime(ago(364 * D), now)).toBe("12 months ago");
        expect(relativeTime(ago(365 * D), now)).toBe("1 year ago");
        expect(relativeTime(ago(3 * 365 * D), now)).toBe("3 years ago");
    });

    it("reads future dates as 'in …'", () => {
        expect(relativeTime(ago(-2 * H), now)).toBe("in 2 hours");
        expect(relativeTime(ago(-M), now)).toBe("in 1 minute");
    });
});
