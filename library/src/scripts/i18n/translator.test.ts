import { IntlMessageFormat } from "intl-messageformat";
import { plural } from "@library/i18n/plural";
import { resetTranslations, setPageTranslator } from "@library/i18n/t";
import { createTranslator, hasIcuSyntax } from "@library/i18n/translator";
import { formatBytes } from "@library/utility/byteSize";
import { formatDate } from "@library/utility/dates";
import { countLabel, fullNumber, shortNumber } from "@library/utility/numbers";
import { relativeTime } from "@library/utility/relativeTime";

afterEach(() => resetTranslations());

const ARABIC_DISCUSSIONS = "{n, plural, zero {لا نقاشات} one {نقاش واحد} two {نقاشان} few {{count} نقاشات} many {{count} نقاشًا} other {{count} نقاش}}";

describe("ICU messages", () => {
    it("chooses plural forms by the locale's rules, with # and placeholders", () => {
        const french = createTranslator("fr", { "{count} replies": "{count, plural, one {# réponse} other {# réponses}} de {name}" }, IntlMessageFormat);
        expect(french.tf("{count} replies", { count: 0, name: "Ana" })).toBe("0 réponse de Ana");
        expect(french.tf("{count} replies", { count: 2, name: "Ana" })).toBe("2 réponses de Ana");
        const english = createTranslator("en", {}, IntlMessageFormat);
        expect(english.tf("{n, select, mine {Your draft} other {{name}’s draft}}", { n: "other", name: "Bo" })).toBe("Bo’s draft");
    });

    it("gives Arabic its six forms through plural()", () => {
        setPageTranslator(createTranslator("ar", { "{count} discussions": ARABIC_DISCUSSIONS, "{count} discussion": ARABIC_DISCUSSIONS }, IntlMessageFormat));
        const forms = { one: "{count} discussion", other: "{count} discussions" };
        expect([0, 1, 2, 3, 11, 100].map((count) => plural(count, forms))).toEqual(["لا نقاشات", "نقاش واحد", "نقاشان", "3 نقاشات", "11 نقاشًا", "100 نقاش"]);
    });

    it("fills plain {name} messages without the formatter, and survives a broken message", () => {
        const plain = createTranslator("de", { "Page {page}": "Seite {page}", "{count} bad": "{count, plural, one {# x}" }, IntlMessageFormat);
        expect(plain.tf("Page {page}", { page: 3 })).toBe("Seite 3");
        expect(plain.tf("{count} bad", { count: 1 })).toBe("{count, plural, one {# x}");
        expect(hasIcuSyntax("Page {page}")).toBe(false);
        expect(hasIcuSyntax("{n, plural, other {#}}")).toBe(true);
    });
});

describe("numbers, sizes and dates per locale (shell §5, §9)", () => {
    it("shortens with k/m/b/t and one decimal in the locale's digits", () => {
        expect([shortNumber(1234), shortNumber(1_999_999), shortNumber(2_500_000_000), shortNumber(3e12), shortNumber(999)]).toEqual(["1.2k", "1.9m", "2.5b", "3t", "999"]);
        expect(fullNumber(1234567)).toBe("1,234,567");
        setPageTranslator(createTranslator("fr", {}));
        expect(shortNumber(1234)).toBe("1,2k");
        expect(countLabel(1500)).toBe("1,5k");
        expect(fullNumber(1234567)).toBe("1\u202f234\u202f567");
        setPageTranslator(createTranslator("de", {}));
        expect(fullNumber(1234567)).toBe("1.234.567");
    });

    it("writes byte sizes with two decimals and the locale's units", () => {
        expect([formatBytes(512), formatBytes(1536), formatBytes(5 * 1024 ** 2), formatBytes(-1)]).toEqual(["512 B", "1.50 KB", "5.00 MB", "0 B"]);
        setPageTranslator(createTranslator("fr", { B: "o", KB: "Ko", MB: "Mo" }));
        expect([formatBytes(512), formatBytes(1536)]).toEqual(["512 o", "1,50 Ko"]);
    });

    it("says 'just now' within 5 seconds, then relative time in the locale", () => {
        const now = new Date("2026-11-24T12:00:00Z");
        const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
        expect([ago(4999), ago(-4000), ago(5000), ago(3 * 60_000), ago(-2 * 3_600_000)]).toEqual(["just now", "just now", "5 seconds ago", "3 minutes ago", "in 2 hours"]);
        setPageTranslator(createTranslator("de", { "just now": "gerade eben" }));
        expect([ago(1000), ago(3 * 60_000), ago(400 * 86_400_000)]).toEqual(["gerade eben", "vor 3 Minuten", "vor 1 Jahr"]);
        setPageTranslator(createTranslator("fr", {}));
        expect(formatDate("2026-11-24T23:30:00Z")).toBe("24 nov. 2026");
    });
});
