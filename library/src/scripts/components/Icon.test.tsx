import { render, screen } from "@testing-library/react";
import { Icon, type IconName } from "@library/components/Icon";
import { setIconSprite } from "@library/components/iconSprite";
import { loadTranslations, resetTranslations } from "@library/i18n/t";

afterEach(() => {
    resetTranslations();
    setIconSprite(undefined);
});

describe("Icon", () => {
    it("renders a decorative SVG at the default size 24, drawn from the sprite file the page names", () => {
        setIconSprite("/icons/sprite.abc.svg");
        const { container } = render(<Icon name="close" />);
        const svg = container.querySelector("svg");
        expect(svg?.getAttribute("aria-hidden")).toBe("true");
        expect(svg?.getAttribute("width")).toBe("24");
        expect(svg?.querySelector("use")?.getAttribute("href")).toBe("/icons/sprite.abc.svg#i-close");
        // No drawing travels with the script.
        expect(svg?.querySelector("path")).toBeNull();
    });

    it("refers to the page's own copy of a symbol the server drew in it (hydration renders what the server did)", () => {
        setIconSprite("/icons/sprite.abc.svg");
        const carried = document.body.appendChild(document.createElementNS("http://www.w3.org/2000/svg", "svg"));
        carried.appendChild(document.createElementNS("http://www.w3.org/2000/svg", "symbol")).id = "i-search";
        try {
            const { container } = render(
                <>
                    <Icon name="search" />
                    <Icon name="close" />
                </>,
            );
            expect(Array.from(container.querySelectorAll("use")).map((use) => use.getAttribute("href"))).toEqual(["#i-search", "/icons/sprite.abc.svg#i-close"]);
        } finally {
            carried.remove();
        }
    });

    it("has the sizes small 16 and large 32", () => {
        const { container } = render(
            <>
                <Icon name="check" size="small" />
                <Icon name="check" size="large" />
            </>,
        );
        expect(Array.from(container.querySelectorAll("svg")).map((svg) => svg.getAttribute("width"))).toEqual(["16", "32"]);
    });

    it("is a labelled image when given a title", () => {
        render(<Icon name="search" title="Search" />);
        expect(screen.getByRole("img", { name: "Search" })).toBeTruthy();
    });

    it("renders nothing for an unknown name", () => {
        const { container } = render(<Icon name={"noSuchIcon" as IconName} />);
        expect(container.innerHTML).toBe("");
    });

    it("does not take names from the object prototype", () => {
        const { container } = render(<Icon name={"toString" as IconName} />);
        expect(container.innerHTML).toBe("");
    });

    it("gives the notFound icon the default title Page Not Found, translated", () => {
        render(<Icon name="notFound" />);
        expect(screen.getByRole("img", { name: "Page Not Found" })).toBeTruthy();
        resetTranslations();
        loadTranslations("fr", { "Page Not Found": "Page introuvable" });
        render(<Icon name="notFound" />);
        expect(screen.getByRole("img", { name: "Page introuvable" })).toBeTruthy();
    });
});
