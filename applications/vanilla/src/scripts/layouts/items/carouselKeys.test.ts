import { carouselEdges, carouselKeyTarget, carouselPageTarget, scrollBehavior, slideBoxes } from "@vanilla/layouts/items/carouselKeys";

describe("the carousel's decisions", () => {
    it("arrow keys move one item and stop at the ends; Home and End jump; other keys are not the carousel's", () => {
        expect(carouselKeyTarget("ArrowRight", 0, 5)).toBe(1);
        expect(carouselKeyTarget("ArrowRight", 4, 5)).toBe(4);
        expect(carouselKeyTarget("ArrowLeft", 0, 5)).toBe(0);
        expect(carouselKeyTarget("ArrowLeft", 3, 5)).toBe(2);
        expect(carouselKeyTarget("Home", 3, 5)).toBe(0);
        expect(carouselKeyTarget("End", 1, 5)).toBe(4);
        expect(carouselKeyTarget("Tab", 1, 5)).toBeNull();
        expect(carouselKeyTarget("ArrowDown", 1, 5)).toBeNull();
    });

    it("right to left, ArrowLeft goes forward and ArrowRight back", () => {
        expect(carouselKeyTarget("ArrowLeft", 0, 5, true)).toBe(1);
        expect(carouselKeyTarget("ArrowRight", 3, 5, true)).toBe(2);
        expect(carouselKeyTarget("End", 0, 5, true)).toBe(4);
    });

    it("measures the slides from the row's start edge, the right one right to left", () => {
        const ltr = [0, 196, 392].map((offsetLeft) => ({ offsetLeft: offsetLeft + 2, offsetWidth: 180 }));
        expect(slideBoxes(ltr, false)).toEqual([0, 196, 392].map((left) => ({ left, width: 180 })));
        // Right to left the first slide is rightmost: 390..570, then 194..374, then -2..178.
        const rtl = [390, 194, -2].map((offsetLeft) => ({ offsetLeft, offsetWidth: 180 }));
        expect(slideBoxes(rtl, true)).toEqual([0, 196, 392].map((left) => ({ left, width: 180 })));
        expect(slideBoxes([], true)).toEqual([]);
    });

    it("knows when it is at its start or end", () => {
        expect(carouselEdges(0, 300, 900)).toEqual({ atStart: true, atEnd: false });
        expect(carouselEdges(300, 300, 900)).toEqual({ atStart: false, atEnd: false });
        expect(carouselEdges(599.5, 300, 900)).toEqual({ atStart: false, atEnd: true });
        // Everything in view: nowhere to go.
        expect(carouselEdges(0, 900, 900)).toEqual({ atStart: true, atEnd: true });
    });

    const slides = [0, 196, 392, 588, 784, 980].map((left) => ({ left, width: 180 }));

    it("a page forward starts at the first item not wholly in view; back, a view's width earlier", () => {
        // 572 px wide: items at 0, 196 and 392 (to 572) are whole; 588 is next.
        expect(carouselPageTarget(1, 0, 572, slides)).toBe(588);
        // A half-shown item is not skipped: at 500 px wide the item at 392 ends at 572 > 500.
        expect(carouselPageTarget(1, 0, 500, slides)).toBe(392);
        expect(carouselPageTarget(-1, 588, 572, slides)).toBe(196);
        expect(carouselPageTarget(-1, 196, 572, slides)).toBe(0);
        // At the end there is nothing further: it stays.
        expect(carouselPageTarget(1, 588, 572, slides)).toBe(588);
    });

    it("scrolls smoothly unless reduced motion is preferred", () => {
        expect(scrollBehavior((query) => ({ matches: query === "(prefers-reduced-motion: reduce)" }))).toBe("auto");
        expect(scrollBehavior(() => ({ matches: false }))).toBe("smooth");
        expect(scrollBehavior(undefined)).toBe("smooth");
    });
});
