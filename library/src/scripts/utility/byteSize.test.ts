import { formatBytes } from "@library/utility/byteSize";

describe("formatBytes", () => {
    it("keeps whole bytes under 1 KB", () => {
        expect(formatBytes(0)).toBe("0 B");
        expect(formatBytes(512)).toBe("512 B");
        expect(formatBytes(1023)).toBe("1023 B");
    });

    it("uses KB, MB, GB and TB in powers of 1024 with two decimals", () => {
        expect(formatBytes(1024)).toBe("1.00 KB");
        expect(formatBytes(1536)).toBe("1.50 KB");
        expect(formatBytes(2 * 1024 ** 2)).toBe("2.00 MB");
        expect(formatBytes(1.234 * 1024 ** 3)).toBe("1.23 GB");
        expect(formatBytes(5 * 1024 ** 4)).toBe("5.00 TB");
    });

    it("stays in TB above it", () => {
        expect(formatBytes(2048 * 1024 ** 4)).toBe("2048.00 TB");
    });

    it("shows 0 B for negative or non-finite values", () => {
        expect(formatBytes(-1)).toBe("0 B");
        expect(formatBytes(Number.NaN)).toBe("0 B");
    });
});
