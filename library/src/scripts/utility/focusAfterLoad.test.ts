import { focusRemembered, rememberFocus } from "@library/utility/focusAfterLoad";
import { focusOnArrival } from "@library/utility/focusOnArrival";

beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/discussion/3/a-question");
    document.body.innerHTML = `<ol><li id="Comment_7"><p>An answer</p></li><li id="Comment_8"><button data-addon-action="qna.unaccept">Unaccept</button></li></ol>`;
});

describe("focusOnArrival", () => {
    it("focuses the first selector that finds something, in the order given", () => {
        focusOnArrival(["#Comment_8 button", "#Comment_8"]);
        expect(document.activeElement?.textContent).toBe("Unaccept");
    });

    it("makes an element that takes no focus of its own focusable by script only", () => {
        focusOnArrival(["#Comment_7 button", "#Comment_7"]);
        expect(document.activeElement?.id).toBe("Comment_7");
        expect(document.getElementById("Comment_7")?.tabIndex).toBe(-1);
    });
});

describe("rememberFocus and focusRemembered", () => {
    it("gives the remembered focus on the next load of the same path, once", () => {
        rememberFocus(["#Comment_8 button", "#Comment_8"]);
        focusRemembered();
        expect(document.activeElement?.textContent).toBe("Unaccept");
        (document.activeElement as HTMLElement).blur();
        focusRemembered();
        expect(document.activeElement).toBe(document.body);
    });

    it("keeps it for the path named, and forgets it on a load of another path", () => {
        rememberFocus(["#Comment_8 button"], "/messages/5");
        focusRemembered();
        expect(document.activeElement).toBe(document.body);
        window.history.replaceState(null, "", "/messages/5");
        focusRemembered();
        expect(document.activeElement).toBe(document.body);
    });

    it("waits for the document to be parsed", () => {
        rememberFocus(["#Comment_8 button"]);
        const readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
        focusRemembered();
        expect(document.activeElement).toBe(document.body);
        readyState.mockRestore();
        document.dispatchEvent(new Event("DOMContentLoaded"));
        expect(document.activeElement?.textContent).toBe("Unaccept");
    });
});
