import { screen } from "@testing-library/react";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { HomeBanner } from "@vanilla/layouts/widgets/HomeBanner";

describe("the home banner (content §2)", () => {
    it("titles the page 'How can we help you?' by default, with a search box that submits to the search page", () => {
        renderWithPage(<HomeBanner />);
        expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("How can we help you?");
        const form = screen.getByRole("search") as HTMLFormElement;
        expect(form.getAttribute("action")).toBe("/search");
        expect(screen.getByRole("searchbox", { name: "Search" }).getAttribute("name")).toBe("query");
    });

    it("uses the search parameter the site's search page reads (themeFeatures.useNewSearchPage off: 'search')", () => {
        renderWithPage(<HomeBanner />, { meta: testMeta({ settings: { "themeFeatures.useNewSearchPage": false } }) });
        expect(screen.getByRole("searchbox", { name: "Search" }).getAttribute("name")).toBe("search");
    });

    it("hides what it is told to; a hidden title stays the page's heading for screen readers", () => {
        renderWithPage(<HomeBanner title="Welcome" description="Ask anything" hideTitle hideDescription hideSearch />);
        expect(screen.getByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
        expect(screen.queryByText("Ask anything")).toBeNull();
        expect(screen.queryByRole("search")).toBeNull();
    });

    it("puts the search box under the description when placed at the bottom, above it in the middle", () => {
        const order = () => {
            const description = screen.getByText("Ask anything");
            return description.compareDocumentPosition(screen.getByRole("search")) & Node.DOCUMENT_POSITION_FOLLOWING ? "description first" : "search first";
        };
        const { unmount } = renderWithPage(<HomeBanner description="Ask anything" searchPlacement="bottom" />);
        expect(order()).toBe("description first");
        unmount();
        renderWithPage(<HomeBanner description="Ask anything" searchPlacement="middle" />);
        expect(order()).toBe("search first");
    });
});
