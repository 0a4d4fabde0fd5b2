import { act, fireEvent, render, screen } from "@testing-library/react";
import { Pager, pageUrl, type IPagerProps } from "@library/navigation/Pager";
import { AppRouter } from "@library/routing/AppRouter";
import { registerRoute, resetRouteRegistry, type IRouteProps } from "@library/routing/routeRegistry";

const base: IPagerProps = {
    page: 1,
    limit: 10,
    total: 45,
    hasMorePages: true,
    resultsOnPage: 10,
    firstPageUrl: "/items",
    pageUrlTemplate: "/items/p{page}",
};

function jumpInput(): HTMLInputElement {
    return screen.getByLabelText("Jump to page") as HTMLInputElement;
}

function link(name: string): HTMLElement {
    return screen.getByText(name);
}

describe("pageUrl", () => {
    it("gives page 1 the first-page address and keeps the query string", () => {
        expect(pageUrl(base, 1)).toBe("/items");
        expect(pageUrl(base, 3)).toBe("/items/p3");
        expect(pageUrl({ ...base, search: "?sort=-score" }, 2)).toBe("/items/p2?sort=-score");
    });
});

describe("Pager", () => {
    it("shows 'a - b of c'", () => {
        render(<Pager {...base} page={2} />);
        expect(screen.getByText("11 - 20 of 45")).toBeTruthy();
    });

    it("shows '+' when more pages exist and the total is unknown", () => {
        render(<Pager {...base} total={undefined} page={2} hasMorePages={true} />);
        expect(screen.getByText("11 - 20 of 20+")).toBeTruthy();
    });

    it("disables Previous on page 1 and links Next to page 2", () => {
        render(<Pager {...base} page={1} />);
        expect(link("Previous").tagName).toBe("SPAN");
        expect(link("Previous").getAttribute("aria-disabled")).toBe("true");
        expect(link("Next").tagName).toBe("A");
        expect(link("Next").getAttribute("href")).toBe("/items/p2");
        expect(link("Next").getAttribute("rel")).toBe("next");
    });

    it("links Previous of page 2 to the first-page address, with the query string", () => {
        render(<Pager {...base} page={2} search="?sort=-score" />);
        expect(link("Previous").getAttribute("href")).toBe("/items?sort=-score");
        expect(link("Next").getAttribute("href")).toBe("/items/p3?sort=-score");
    });

    it("disables Next on the last page", () => {
        render(<Pager {...base} page={5} hasMorePages={false} resultsOnPage={5} />);
        expect(link("Next").tagName).toBe("SPAN");
        expect(link("Next").getAttribute("aria-disabled")).toBe("true");
        expect(link("Previous").getAttribute("href")).toBe("/items/p4");
    });

    it("keeps Next enabled on the last known page when the server says more pages exist", () => {
        render(<Pager {...base} total={undefined} page={3} hasMorePages={true} />);
        expect(link("Next").getAttribute("href")).toBe("/items/p4");
    });

    it("clamps the page: Previous on a page past the end goes to the last page", () => {
        // /items/p9 of 45 results (5 pages), e.g. an old link after discussions were deleted.
        render(<Pager {...base} page={9} hasMorePages={false} resultsOnPage={0} />);
        expect(link("Previous").getAttribute("href")).toBe("/items/p5");
        expect(link("Next").tagName).toBe("SPAN");
        expect(screen.getByText("0 - 0 of 45")).toBeTruthy();
    });

    it("has no jump field when there is a single page", () => {
        render(<Pager {...base} total={7} hasMorePages={false} resultsOnPage={7} />);
        expect(screen.queryByLabelText("Jump to page")).toBeNull();
        expect(link("Next").tagName).toBe("SPAN");
    });

    it("keeps digits only in the jump field", () => {
        render(<Pager {...base} />);
        fireEvent.change(jumpInput(), { target: { value: "1a2-b" } });
        expect(jumpInput().value).toBe("12");
        fireEvent.change(jumpInput(), { target: { value: "abc" } });
        expect(jumpInput().value).toBe("");
    });
});

describe("Pager above a list", () => {
    it("shows the range and previous / next without a second jump field, under its own landmark name", () => {
        render(
            <>
                <Pager {...base} page={2} position="top" />
                <Pager {...base} page={2} />
            </>,
        );
        expect(screen.getByRole("navigation", { name: "Pagination, top" }).textContent).toContain("11 - 20 of 45");
        expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
        expect(screen.getAllByLabelText("Jump to page")).toHaveLength(1);
        expect(screen.getAllByRole("link", { name: "Next" }).map((next) => next.getAttribute("href"))).toEqual(["/items/p3", "/items/p3"]);
    });
});

describe("Pager jump on an App page (client-side navigation)", () => {
    let scrollTo: jest.SpyInstance;

    /** A page of the test route: it shows where it is and a pager for that page. */
    function ItemsPage({ location }: IRouteProps) {
        const page = Number(/\/p(\d+)$/.exec(location.pathname)?.[1] ?? 1);
        return (
            <>
                <output data-testid="where">{location.pathname + location.search}</output>
                <Pager {...base} page={page} hasMorePages={page < 5} search={location.search} />
            </>
        );
    }

    function renderAt(path: string) {
        window.history.replaceState({}, "", path);
        const url = new URL(path, window.location.href);
        render(<AppRouter initialPage={ItemsPage} initialLocation={{ pathname: url.pathname, search: url.search }} />);
    }

    async function jumpTo(text: string) {
        fireEvent.change(jumpInput(), { target: { value: text } });
        await act(async () => {
            fireEvent.submit(jumpInput().form as HTMLFormElement);
        });
    }

    beforeEach(() => {
        registerRoute({ name: "items", matches: (pathname) => /^\/items(\/p\d+)?$/.test(pathname), load: async () => ({ default: ItemsPage }) });
        // jsdom implements no scrolling; the router scrolls to the top after a push.
        scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    });

    afterEach(() => {
        resetRouteRegistry();
        scrollTo.mockRestore();
        window.history.replaceState({}, "", "/");
    });

    it("goes to the typed page", async () => {
        renderAt("/items/p2");
        await jumpTo("3");
        expect(screen.getByTestId("where").textContent).toBe("/items/p3");
        expect(window.location.pathname).toBe("/items/p3");
        expect(screen.getByText("21 - 30 of 45")).toBeTruthy();
        expect(jumpInput().value).toBe("");
        expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it("clamps a page past the end to the last page and 0 to the first, keeping the query string", async () => {
        renderAt("/items/p2?sort=-score");
        await jumpTo("99");
        expect(screen.getByTestId("where").textContent).toBe("/items/p5?sort=-score");
        await jumpTo("0");
        expect(screen.getByTestId("where").textContent).toBe("/items?sort=-score");
        expect(window.location.pathname + window.location.search).toBe("/items?sort=-score");
    });

    it("stays on the current page when the field is empty", async () => {
        renderAt("/items/p2");
        const historyLength = window.history.length;
        await jumpTo("");
        expect(screen.getByTestId("where").textContent).toBe("/items/p2");
        expect(window.location.pathname).toBe("/items/p2");
        expect(window.history.length).toBe(historyLength);
        expect(scrollTo).not.toHaveBeenCalled();
    });

    it("navigates without a reload when Next is clicked", async () => {
        renderAt("/items/p2");
        await act(async () => {
            fireEvent.click(link("Next"));
        });
        expect(screen.getByTestId("where").textContent).toBe("/items/p3");
        expect(window.location.pathname).toBe("/items/p3");
    });
});

describe("Pager jump on an Island page (no router)", () => {
    afterEach(() => window.history.replaceState({}, "", "/"));

    it("loads the target address with window.location", () => {
        // jsdom performs only fragment navigations, so the page addresses differ by fragment here.
        window.history.replaceState({}, "", "/items");
        render(<Pager {...base} page={1} firstPageUrl="/items#p1" pageUrlTemplate="/items#p{page}" />);
        fireEvent.change(jumpInput(), { target: { value: "4" } });
        fireEvent.submit(jumpInput().form as HTMLFormElement);
        expect(window.location.hash).toBe("#p4");
    });

    it("does not navigate when the typed page is the current one", () => {
        window.history.replaceState({}, "", "/items");
        render(<Pager {...base} page={2} firstPageUrl="/items#p1" pageUrlTemplate="/items#p{page}" />);
        fireEvent.change(jumpInput(), { target: { value: "2" } });
        fireEvent.submit(jumpInput().form as HTMLFormElement);
        expect(window.location.hash).toBe("");
    });
});
