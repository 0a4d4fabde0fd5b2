import { fireEvent, render, screen } from "@testing-library/react";
import { CommentSortSelect, commentSortNavigator } from "@vanilla/discussion/CommentSortSelect";
import { searchWithSort } from "@vanilla/discussion/commentTypes";

const base = "/discussion/7/hello";
const select = () => screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;

afterEach(() => jest.restoreAllMocks());

describe("CommentSortSelect", () => {
    it("shows the current sort among the four of content §9", () => {
        render(<CommentSortSelect sort="-score" firstPageUrl={base} search="?sort=-score" />);
        expect(select().value).toBe("-score");
        expect([...select().options].map((option) => option.textContent)).toEqual(["Oldest", "Newest", "Top", "Trending"]);
    });

    it("loads page 1 with the chosen sort in the query string, keeping the other parameters", () => {
        const open = jest.spyOn(commentSortNavigator, "open").mockImplementation(() => undefined);
        render(<CommentSortSelect sort="dateInserted" firstPageUrl={base} search="?hasDraft=true" />);
        fireEvent.change(select(), { target: { value: "-dateInserted" } });
        expect(open).toHaveBeenCalledWith(`${base}?hasDraft=true&sort=-dateInserted`);
    });

    it("leaves the default sort out of the address", () => {
        const open = jest.spyOn(commentSortNavigator, "open").mockImplementation(() => undefined);
        render(<CommentSortSelect sort="-score" firstPageUrl={base} search="?sort=-score" />);
        fireEvent.change(select(), { target: { value: "dateInserted" } });
        expect(open).toHaveBeenCalledWith(base);
    });
});

describe("searchWithSort", () => {
    it("sets, replaces or removes sort and nothing else", () => {
        expect(searchWithSort("", "-score")).toBe("?sort=-score");
        expect(searchWithSort("?sort=-score&a=1", "-experimentalTrending")).toBe("?sort=-experimentalTrending&a=1");
        expect(searchWithSort("?sort=-score", "dateInserted")).toBe("");
    });
});
