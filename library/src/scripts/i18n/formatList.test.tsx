import { render } from "@testing-library/react";
import { formatList } from "@library/i18n/formatList";
import { loadTranslations, resetTranslations } from "@library/i18n/t";

afterEach(() => resetTranslations());

function shown(names: string[]) {
    const { container } = render(<p>{formatList(names, (name) => name, (name) => <a href={`/profile/${name}`}>{name}</a>)}</p>);
    return container.firstElementChild!;
}

describe("formatList", () => {
    it("joins with the locale's separators and conjunction, each item rendered as given", () => {
        const list = shown(["admin", "moderator", "member"]);
        expect(list.textContent).toBe("admin, moderator, and member");
        expect([...list.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["/profile/admin", "/profile/moderator", "/profile/member"]);
        expect(shown(["moderator"]).textContent).toBe("moderator");
    });

    it("follows the reader's language", () => {
        loadTranslations("fr", {});
        expect(shown(["admin", "moderator", "member"]).textContent).toBe("admin, moderator et member");
        loadTranslations("de", {});
        expect(shown(["admin", "member"]).textContent).toBe("admin und member");
    });
});
