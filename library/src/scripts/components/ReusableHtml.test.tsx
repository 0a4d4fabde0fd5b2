import { render, screen } from "@testing-library/react";
import { HtmlReuseContext, ReusableHtml, type IHtmlReuse } from "@library/components/ReusableHtml";
import { IslandContent } from "@library/components/Island";

function Row({ reuse }: { reuse: IHtmlReuse | null }) {
    return (
        <HtmlReuseContext.Provider value={reuse}>
            <ul>
                <ReusableHtml as="li" data-testid="row" reuseInputs={() => ({ id: 7 })}>
                    <b>Fresh</b>
                </ReusableHtml>
            </ul>
        </HtmlReuseContext.Provider>
    );
}

describe("ReusableHtml", () => {
    it("is its element with its children where nothing offers reuse (the browser)", () => {
        render(<Row reuse={null} />);
        expect(screen.getByTestId("row").innerHTML).toBe("<b>Fresh</b>");
    });

    it("holds the HTML the server's reuse gives for its inputs", () => {
        const innerHtml = jest.fn(() => "<i>Kept</i>");
        render(<Row reuse={{ innerHtml }} />);
        expect(screen.getByTestId("row").innerHTML).toBe("<i>Kept</i>");
        expect(innerHtml).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    });

    it("renders its children inside an island, which the browser hydrates", () => {
        const innerHtml = jest.fn(() => "<i>Kept</i>");
        render(<IslandContent name="Row" component={Row as never} props={{ reuse: { innerHtml } }} />);
        expect(screen.getByTestId("row").innerHTML).toBe("<b>Fresh</b>");
        expect(innerHtml).not.toHaveBeenCalled();
    });
});
