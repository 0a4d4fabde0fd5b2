import { isSafeLink, isValidWebAddress, leavingUrl } from "@library/utility/safeLinks";

describe("the link rules of shell §5", () => {
    it("accepts http(s), tel:, mailto:, a path and a hash, and nothing else", () => {
        for (const href of ["https://a.example", "HTTP://a.example", "tel:+100", "mailto:a@b.example", "/path", "#top", "  /padded"]) expect(isSafeLink(href)).toBe(true);
        for (const href of ["javascript:alert(1)", "//evil.example", "data:text/html,x", "ftp://a.example", "vbscript:x", "relative/path", "", "/\\evil.example"]) expect(isSafeLink(href)).toBe(false);
    });

    it("takes only http and https addresses with a host as valid web addresses", () => {
        expect(isValidWebAddress("https://a.example/page?x=1")).toBe(true);
        expect(isValidWebAddress("http://a.example")).toBe(true);
        for (const address of ["javascript:alert(1)", "ftp://a.example", "/local", "a.example", "https://", "mailto:a@b.example"]) expect(isValidWebAddress(address)).toBe(false);
    });

    it("builds the interstitial address with the target encoded", () => {
        expect(leavingUrl("https://a.example/?q=1&r=2")).toBe("/home/leaving?target=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2");
    });
});
