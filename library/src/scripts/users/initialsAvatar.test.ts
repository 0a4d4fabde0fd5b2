import { AVATAR_COLORS, avatarColorIndex, initialsOf, INITIALS_TEXT } from "@library/users/initialsAvatar";
import { DARK_COLORS, LIGHT_COLORS } from "@library/theme/themeVariables";

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((start) => {
        const value = parseInt(hex.slice(start, start + 2), 16) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high! + 0.05) / (low! + 0.05);
}

describe("initials avatars", () => {
    it("takes the first letters of the first two words of a name", () => {
        expect(initialsOf("ada_lovelace")).toBe("AL");
        expect(initialsOf("Ada Lovelace Byron")).toBe("AL");
        expect(initialsOf("AdaLovelace")).toBe("AL");
        expect(initialsOf("grace.hopper")).toBe("GH");
        expect(initialsOf("admin")).toBe("A");
        expect(initialsOf("émile-zola")).toBe("ÉZ");
        expect(initialsOf("_-42")).toBe("4");
        expect(initialsOf("𝒜lpha")).toBe("𝒜");
        expect(initialsOf("...")).toBe("?");
    });

    it("gives each member one colour, the same every time, spread over the palette", () => {
        for (let userID = 1; userID < 200; userID++) {
            const index = avatarColorIndex(userID);
            expect(index).toBe(avatarColorIndex(userID));
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(AVATAR_COLORS.length);
        }
        const used = new Set(Array.from({ length: 100 }, (_, i) => avatarColorIndex(i + 1)));
        expect(used.size).toBe(AVATAR_COLORS.length);
        // Neighbours (members who joined one after another) do not share a colour.
        for (let userID = 1; userID < 100; userID++) expect(avatarColorIndex(userID)).not.toBe(avatarColorIndex(userID + 1));
    });

    it("keeps initials readable (AA, 4.5:1) and the disc visible (3:1) in the light and the dark scheme", () => {
        for (const color of AVATAR_COLORS) {
            expect(contrast(INITIALS_TEXT.light, color.light)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(INITIALS_TEXT.dark, color.dark)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(color.light, LIGHT_COLORS.bg)).toBeGreaterThanOrEqual(3);
            expect(contrast(color.light, LIGHT_COLORS.panelBg)).toBeGreaterThanOrEqual(3);
            expect(contrast(color.dark, DARK_COLORS.bg)).toBeGreaterThanOrEqual(3);
            expect(contrast(color.dark, DARK_COLORS.panelBg)).toBeGreaterThanOrEqual(3);
        }
    });
});
