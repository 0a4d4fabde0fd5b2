import { plural } from "@library/i18n/plural";
import { loadTranslations, resetTranslations } from "@library/i18n/t";

afterEach(() => resetTranslations());

const DISCUSSIONS = { one: "{count} discussion", other: "{count} discussions" };

describe("plural", () => {
    it("chooses the English singular for 1 only", () => {
        expect(plural(0, DISCUSSIONS)).toBe("0 discussions");
        expect(plural(1, DISCUSSIONS)).toBe("1 discussion");
        expect(plural(2, DISCUSSIONS)).toBe("2 discussions");
        expect(plural(1.5, DISCUSSIONS)).toBe("1.5 discussions");
    });

    it("shows the count as given, while choosing the form from the number", () => {
        expect(plural(1200, DISCUSSIONS, { count: "1.2k" })).toBe("1.2k discussions");
        expect(plural(1, DISCUSSIONS, { count: "one" })).toBe("one discussion");
    });

    it("translates the chosen form with the locale's own rules", () => {
        // French puts 0 and 1 in "one".
        loadTranslations("fr", { "{count} discussion": "{count} discussion (fr)", "{count} discussions": "{count} discussions (fr)" });
        expect(plural(0, DISCUSSIONS)).toBe("0 discussion (fr)");
        expect(plural(1, DISCUSSIONS)).toBe("1 discussion (fr)");
        expect(plural(2, DISCUSSIONS)).toBe("2 discussions (fr)");
    });

    it("falls back to `other` when the locale's category has no form", () => {
        // Polish: 2–4 are "few", which these forms do not give.
        loadTranslations("pl", {});
        expect(plural(3, DISCUSSIONS)).toBe("3 discussions");
        expect(plural(3, { ...DISCUSSIONS, few: "{count} dyskusje" })).toBe("3 dyskusje");
    });

    it("survives a locale tag Intl does not know", () => {
        loadTranslations("not a locale!", {});
        expect(plural(1, DISCUSSIONS)).toBe("1 discussion");
    });
});
