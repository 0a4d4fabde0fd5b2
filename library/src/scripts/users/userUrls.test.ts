import { decodeUserName, encodeUserName, profileUrl } from "@library/users/userUrls";

/** What a router does with the path of an address: it decodes the segment once. */
function routerSegment(url: string): string {
    const pathname = new URL(url, "http://forum.example").pathname;
    const segment = pathname.replace(/^\/profile\//, "");
    expect(segment).not.toContain("/");
    return decodeURIComponent(segment);
}

describe("profileUrl", () => {
    it("puts the name under /profile/", () => {
        expect(profileUrl("alice")).toBe("/profile/alice");
        expect(profileUrl("Bob Smith")).toBe("/profile/Bob%20Smith");
    });

    it("escapes slash, ampersand and percent twice so a decoded path keeps them inside the name", () => {
        expect(encodeUserName("a/b")).toBe("a%252Fb");
        expect(encodeUserName("a&b")).toBe("a%2526b");
        expect(encodeUserName("100%")).toBe("100%2525");
        expect(routerSegment(profileUrl("a/b"))).toBe("a%2Fb");
    });

    it.each(["a/b & c", "100% sure", "50%2F", "R&D/QA %", "plain", "José Müller", "a?b#c", "%E0%A4%A"])(
        "round-trips %j through the address, a router's decode and decodeUserName",
        (name) => {
            expect(decodeUserName(routerSegment(profileUrl(name)))).toBe(name);
        },
    );
});

describe("decodeUserName", () => {
    it("returns a segment that is not valid percent-encoding as it is", () => {
        expect(decodeUserName("100%")).toBe("100%");
    });
});
