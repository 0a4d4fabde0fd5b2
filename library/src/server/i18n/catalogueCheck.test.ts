/**
 * The shipped catalogues against the code (issue 15): a key the code uses that a catalogue lacks,
 * or a key a catalogue keeps that the code no longer uses, fails here. `npm run i18n:extract`
 * rewrites en.json and prints each catalogue's missing and unused keys, ready to fill in.
 */
import fs from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { hasIcuSyntax } from "@library/i18n/translator";
import { ROOT_DIR } from "@server/config/env";
import { catalogueFile } from "@server/i18n/catalogues";
import { compareCatalogue, extractKeys, extractKeysFrom } from "@server/i18n/keyExtraction";

const SHIPPED = ["fr", "de", "ar"];
const english = extractKeysFrom(ROOT_DIR);
const read = (locale: string) => JSON.parse(fs.readFileSync(catalogueFile(locale), "utf8")) as Record<string, string>;
const placeholders = (message: string) => [...new Set(message.match(/\{\w+\}|%s/g) ?? [])].sort();

describe("the catalogues", () => {
    it("en.json is what the code says (run npm run i18n:extract after changing a text)", () => {
        expect(read("en")).toEqual(english);
    });

    it.each(SHIPPED)("%s translates every key the code uses, and nothing else", (locale) => {
        const { missing, unused } = compareCatalogue(locale, english, read(locale));
        expect({ locale, missing, unused }).toEqual({ locale, missing: [], unused: [] });
    });

    it.each(SHIPPED)("%s keeps each text's placeholders, and its ICU messages parse", (locale) => {
        const problems: string[] = [];
        for (const [key, message] of Object.entries(read(locale))) {
            if (hasIcuSyntax(message)) {
                try {
                    new IntlMessageFormat(message, locale);
                } catch (error) {
                    problems.push(`${key}: ${(error as Error).message}`);
                }
                continue;
            }
            if (english[key] !== undefined && placeholders(message).join() !== placeholders(english[key]!).join()) problems.push(`${key}: ${message}`);
        }
        expect(problems).toEqual([]);
    });
});

describe("key extraction", () => {
    it("reads t, tf (with fallbacks), plural forms and constants, and nothing else", () => {
        const source = [
            'const LABEL = "Load failed";',
            't("Sign In"); t(\'It\\\'s here\'); t("page.count", "{count} pages"); tf("Page {page}", { page }); tf("x.y", { a: 1 }, "Fallback {a}");',
            'plural(n, { one: "{count} reply", other: "{count} replies" }); t(LABEL); t(name); translator.t("B"); format("not a key");',
        ].join("\n");
        expect(extractKeys([{ file: "a.ts", text: source }])).toEqual({
            "Load failed": "Load failed",
            "It's here": "It's here",
            "Page {page}": "Page {page}",
            "Sign In": "Sign In",
            B: "B",
            "page.count": "{count} pages",
            "x.y": "Fallback {a}",
            "{count} replies": "{count} replies",
            "{count} reply": "{count} reply",
        });
    });
});
