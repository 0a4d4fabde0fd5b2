/**
 * The carousel's keyboard and paging decisions (content §2 "carousel keyboard operable"), pure so
 * unit tests cover them without a layout engine.
 */

/**
 * The item the focus moves to for a key on item `index` of `count`, or null when the key is not
 * the carousel's. Right to left (Arabic), the row runs from the right: ArrowLeft goes forward.
 */
export function carouselKeyTarget(key: string, index: number, count: number, rtl = false): number | null {
    if (count <= 0) return null;
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    switch (key) {
        case forward:
            return Math.min(index + 1, count - 1);
        case back:
            return Math.max(index - 1, 0);
        case "Home":
            return 0;
        case "End":
            return count - 1;
        default:
            return null;
    }
}

/** Whether the track can move back or forward from where it is (a pixel of slack for rounding). */
export function carouselEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): { atStart: boolean; atEnd: boolean } {
    return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/** A slide's place in the track, measured from the first slide's left edge. */
export interface ISlideBox {
    left: number;
    width: number;
}

/**
 * The slides' places measured from the row's start edge: the left one, or the right one right to
 * left (where the browser's scrollLeft runs from 0 down to negative numbers).
 */
export function slideBoxes(slides: ReadonlyArray<{ offsetLeft: number; offsetWidth: number }>, rtl: boolean): ISlideBox[] {
    const first = slides[0];
    if (!first) return [];
    const startEdge = rtl ? first.offsetLeft + first.offsetWidth : first.offsetLeft;
    return slides.map((slide) => ({ left: rtl ? startEdge - (slide.offsetLeft + slide.offsetWidth) : slide.offsetLeft - startEdge, width: slide.offsetWidth }));
}

/**
 * Where a page turn scrolls to. Forward: the first item not wholly in view becomes the first one
 * shown (a half-shown item is not skipped). Backward: the first item that starts within a view's
 * width before the current position.
 */
export function carouselPageTarget(direction: 1 | -1, scrollLeft: number, clientWidth: number, slides: readonly ISlideBox[]): number {
    if (!slides.length) return 0;
    if (direction === 1) {
        const next = slides.find((slide) => slide.left + slide.width > scrollLeft + clientWidth + 1);
        return next ? next.left : scrollLeft;
    }
    const previous = slides.find((slide) => slide.left >= scrollLeft - clientWidth - 1);
    return previous && previous.left < scrollLeft ? previous.left : 0;
}

/** Smooth scrolling unless the visitor asked for less motion. */
export function scrollBehavior(matchMedia: ((query: string) => { matches: boolean }) | undefined): ScrollBehavior {
    return matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
