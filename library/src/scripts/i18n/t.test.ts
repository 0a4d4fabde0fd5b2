import { getLocale, loadTranslations, resetTranslations, sprintf, t, tf, translationsReady } from "@library/i18n/t";

afterEach(() => resetTranslations());

describe("t", () => {
    it("returns the fallback, or the key itself, before translations are loaded", () => {
        expect(translationsReady()).toBe(false);
        expect(t("Sign In")).toBe("Sign In");
        expect(t("discussion.count", "{count} discussions")).toBe("{count} discussions");
        expect(getLocale()).toBe("en");
    });

    it("returns the translation once loaded, and the fallback for strings the locale lacks", () => {
        loadTranslations("fr", { "Sign In": "Connexion", "discussion.count": "{count} discussions (fr)" });
        expect(translationsReady()).toBe(true);
        expect(getLocale()).toBe("fr");
        expect(t("Sign In")).toBe("Connexion");
        expect(t("discussion.count", "{count} discussions")).toBe("{count} discussions (fr)");
        expect(t("Register")).toBe("Register");
        expect(t("missing.key", "Fallback text")).toBe("Fallback text");
    });

    it("keeps an empty translation (a locale may blank a string on purpose)", () => {
        loadTranslations("fr", { Announcement: "" });
        expect(t("Announcement")).toBe("");
    });

    it("is not affected by later changes to the object it was loaded from", () => {
        const strings: Record<string, string> = { Posts: "Messages" };
        loadTranslations("fr", strings);
        strings.Posts = "Changed";
        expect(t("Posts")).toBe("Messages");
    });
});

describe("tf", () => {
    it("fills {placeholders} in the translated text", () => {
        expect(tf("{count} comments", { count: 3 })).toBe("3 comments");
        loadTranslations("fr", { "{count} comments": "{count} commentaires" });
        expect(tf("{count} comments", { count: "1.2k" })).toBe("1.2k commentaires");
    });

    it("fills the same placeholder every time it appears and leaves unknown ones alone", () => {
        expect(tf("{a} and {a} but {b}", { a: "x" })).toBe("x and x but {b}");
    });

    it("uses the fallback before translations load", () => {
        expect(tf("page.label", { page: 2 }, "Page {page}")).toBe("Page 2");
    });
});

describe("sprintf", () => {
    it("replaces %s in order: '%s Not Found'", () => {
        expect(sprintf("%s Not Found", "Page")).toBe("Page Not Found");
        expect(sprintf("The %s you were looking for could not be found.", "Discussion")).toBe(
            "The Discussion you were looking for could not be found.",
        );
        expect(sprintf("%s of %s", "1", "2")).toBe("1 of 2");
    });

    it("works on a translated template and leaves missing values empty", () => {
        loadTranslations("fr", { "%s Not Found": "%s introuvable" });
        expect(sprintf(t("%s Not Found"), "Page")).toBe("Page introuvable");
        expect(sprintf("%s and %s", "one")).toBe("one and ");
    });
});
