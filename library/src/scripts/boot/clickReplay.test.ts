import { waitFor } from "@testing-library/react";
import { CLICK_GUARD_SCRIPT, markIslandHydrated, releaseClickGuard } from "@library/boot/clickReplay";

function page(): { island: HTMLElement; button: HTMLButtonElement; link: HTMLAnchorElement; outside: HTMLButtonElement } {
    document.body.innerHTML = `
        <div data-react="Bookmark" data-props="{}"><button type="button">Bookmark</button><a href="#there">Read</a></div>
        <button type="button" id="outside">Outside</button>`;
    return {
        island: document.querySelector("[data-react]")!,
        button: document.querySelector("[data-react] button")!,
        link: document.querySelector("[data-react] a")!,
        outside: document.querySelector("#outside")!,
    };
}

afterEach(() => {
    releaseClickGuard();
    document.body.innerHTML = "";
});

describe("the click guard (no click lost before hydration)", () => {
    it("holds a choice made in a drop-down list of an island not yet hydrated, and makes it again once the island has committed", async () => {
        new Function(CLICK_GUARD_SCRIPT)();
        document.body.innerHTML = `<div data-react="CommentSortSelect"><select><option value="dateInserted">Oldest</option><option value="-dateInserted">Newest</option></select></div>`;
        const island = document.querySelector<HTMLElement>("[data-react]")!;
        const select = document.querySelector("select")!;
        const chosen: string[] = [];
        select.value = "-dateInserted";
        select.dispatchEvent(new Event("change", { bubbles: true }));
        // Hydration sets the list back to the value the server rendered; the island's handler arrives with it.
        select.value = "dateInserted";
        select.addEventListener("change", () => chosen.push(select.value));
        markIslandHydrated(island);
        await waitFor(() => expect(chosen).toEqual(["-dateInserted"]));
        expect(select.value).toBe("-dateInserted");
    });

    it("holds a click on a control of an island not yet hydrated and replays it once the island has committed", async () => {
        // The head's inline script, run as the page runs it.
        new Function(CLICK_GUARD_SCRIPT)();
        const { island, button } = page();
        const clicks: string[] = [];
        button.addEventListener("click", () => clicks.push("bookmark"));

        button.click();
        // Nothing happens yet (the island's handler does not exist before hydration).
        expect(clicks).toEqual([]);

        markIslandHydrated(island);
        await waitFor(() => expect(clicks).toEqual(["bookmark"]));
        // Live from now on: a click goes straight through, and nothing is replayed twice.
        button.click();
        expect(clicks).toEqual(["bookmark", "bookmark"]);
    });

    it("leaves links and controls outside islands alone, and releases what it held when the page is ready", async () => {
        new Function(CLICK_GUARD_SCRIPT)();
        const { button, link, outside } = page();
        const clicks: string[] = [];
        for (const [element, name] of [
            [button, "bookmark"],
            [link, "link"],
            [outside, "outside"],
        ] as const)
            element.addEventListener("click", (event) => {
                event.preventDefault();
                clicks.push(name);
            });

        link.click();
        outside.click();
        button.click();
        expect(clicks).toEqual(["link", "outside"]);

        releaseClickGuard();
        await waitFor(() => expect(clicks).toEqual(["link", "outside", "bookmark"]));
        button.click();
        expect(clicks).toEqual(["link", "outside", "bookmark", "bookmark"]);
    });
});
