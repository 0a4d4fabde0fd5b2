import { fireEvent, render, screen } from "@testing-library/react";
import { WidgetCarousel } from "@vanilla/layouts/items/WidgetCarousel";
import { DEFAULT_CONTAINER_OPTIONS } from "@vanilla/layouts/items/widgetItemRules";

const items = ["Getting started", "Rules", "Support", "Events", "Showcase"].map((name, index) => ({ name, url: `/page/${index + 1}`, description: `About ${name}` }));
const options = { ...DEFAULT_CONTAINER_OPTIONS, displayType: "carousel" as const };

/** jsdom lays nothing out: give the track the geometry a 572 px carousel of 180 px items has. */
function layOut(track: HTMLElement, scrollLeft = 0) {
    Object.defineProperties(track, {
        clientWidth: { configurable: true, value: 572 },
        scrollWidth: { configurable: true, value: 1160 },
        scrollLeft: { configurable: true, writable: true, value: scrollLeft },
    });
    Array.from(track.children).forEach((slide, index) => {
        Object.defineProperties(slide, { offsetLeft: { configurable: true, value: index * 196 }, offsetWidth: { configurable: true, value: 180 } });
    });
}

let reducedMotion = false;
const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
    reducedMotion = false;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    Element.prototype.scrollTo = scrollTo as unknown as Element["scrollTo"];
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = ((query: string) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" })) as unknown as typeof window.matchMedia;
});

function renderCarousel() {
    render(<WidgetCarousel label="Start here" items={items} options={options} />);
    const region = screen.getByRole("group", { name: "Start here" });
    const track = region.querySelector("ul") as HTMLElement;
    layOut(track);
    // What the ResizeObserver reports in a browser once the track is laid out.
    fireEvent.scroll(track);
    return { region, track };
}

describe("the widget item carousel by keyboard", () => {
    it("is a named carousel group with labelled Previous and Next buttons, Previous unavailable at the start", () => {
        const { region } = renderCarousel();
        expect(region.getAttribute("aria-roledescription")).toBe("carousel");
        expect(screen.getByRole("button", { name: "Previous items" }).getAttribute("aria-disabled")).toBe("true");
        expect(screen.getByRole("button", { name: "Next items" }).getAttribute("aria-disabled")).toBe("false");
        expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(items.map((item) => item.name));
    });

    it("arrow keys move the focus from item to item (Home and End to the ends) and bring the item into view", () => {
        renderCarousel();
        const link = (name: string) => screen.getByRole("link", { name });
        link("Getting started").focus();
        fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
        expect(document.activeElement).toBe(link("Rules"));
        expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest", inline: "nearest", behavior: "smooth" });
        fireEvent.keyDown(document.activeElement as Element, { key: "End" });
        expect(document.activeElement).toBe(link("Showcase"));
        // At the last item, ArrowRight keeps the focus where it is.
        fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
        expect(document.activeElement).toBe(link("Showcase"));
        fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
        expect(document.activeElement).toBe(link("Events"));
        fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
        expect(document.activeElement).toBe(link("Getting started"));
    });

    it("Next turns a page (to the first item not wholly shown) and keeps the focus on the button; Previous goes back once moved", () => {
        const { track } = renderCarousel();
        const next = screen.getByRole("button", { name: "Next items" });
        next.focus();
        fireEvent.click(next);
        expect(scrollTo).toHaveBeenLastCalledWith({ left: 588, behavior: "smooth" });
        expect(document.activeElement).toBe(next);

        // The browser scrolled to the end: Next becomes unavailable but keeps the focus; Previous goes back a page.
        layOut(track, 588);
        fireEvent.scroll(track);
        expect(next.getAttribute("aria-disabled")).toBe("true");
        expect(document.activeElement).toBe(next);
        scrollTo.mockClear();
        fireEvent.click(next);
        expect(scrollTo).not.toHaveBeenCalled();
        const previous = screen.getByRole("button", { name: "Previous items" });
        expect(previous.getAttribute("aria-disabled")).toBe("false");
        fireEvent.click(previous);
        expect(scrollTo).toHaveBeenLastCalledWith({ left: 196, behavior: "smooth" });
    });

    it("moves without animation when the visitor prefers reduced motion", () => {
        reducedMotion = true;
        renderCarousel();
        fireEvent.click(screen.getByRole("button", { name: "Next items" }));
        expect(scrollTo).toHaveBeenLastCalledWith({ left: 588, behavior: "auto" });
        screen.getByRole("link", { name: "Getting started" }).focus();
        fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
        expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest", inline: "nearest", behavior: "auto" });
    });
});
