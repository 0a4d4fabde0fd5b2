import { act, renderHook } from "@testing-library/react";
import { deviceClassForWidth, NO_BLEED_WIDTH, RESIZE_DEBOUNCE_MS, useDeviceClass } from "@library/layout/deviceClass";
import { INITIAL_SCROLL_OFF, nextScrollOff, type IScrollOffState } from "@library/layout/scrollOff";
import { DEFAULT_TITLE_BAR_CONFIG, effectivePositioning, readTitleBarConfig } from "@library/layout/titleBarConfig";

function scrollThrough(positions: number[], start: IScrollOffState = INITIAL_SCROLL_OFF): IScrollOffState {
    return positions.reduce(nextScrollOff, start);
}

describe("header scroll-off (400 px, 10 px)", () => {
    it("never hides at or above 400 px", () => {
        expect(scrollThrough([100, 250, 400]).hidden).toBe(false);
    });

    it("hides when scrolling down more than 10 px past 400 px, not at exactly 10", () => {
        const at400 = scrollThrough([400]);
        expect(nextScrollOff(at400, 410).hidden).toBe(false);
        expect(nextScrollOff(at400, 411).hidden).toBe(true);
        // Small steps add up.
        expect(scrollThrough([400, 404, 408, 412]).hidden).toBe(true);
    });

    it("returns on scrolling up 10 px, not 9", () => {
        const hidden = scrollThrough([400, 600, 800]);
        expect(hidden.hidden).toBe(true);
        expect(nextScrollOff(hidden, 791).hidden).toBe(true);
        expect(nextScrollOff(hidden, 790).hidden).toBe(false);
        // Measured from the lowest point reached.
        expect(scrollThrough([795, 805, 796], hidden).hidden).toBe(true);
        expect(scrollThrough([795, 805, 795], hidden).hidden).toBe(false);
    });

    it("comes back near the top whatever the step", () => {
        expect(scrollThrough([400, 900, 395]).hidden).toBe(false);
    });
});

describe("device classes", () => {
    it("follows the breakpoints of shell §2", () => {
        expect([375, 500, 501, 766, 767, 1200, 1201, NO_BLEED_WIDTH, NO_BLEED_WIDTH + 1].map(deviceClassForWidth)).toEqual([
            "xs",
            "xs",
            "mobile",
            "mobile",
            "tablet",
            "tablet",
            "desktop",
            "desktop",
            "no_bleed",
        ]);
    });

    it("is re-evaluated on resize, debounced 100 ms", () => {
        jest.useFakeTimers();
        try {
            const resize = (width: number) => {
                Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
                window.dispatchEvent(new Event("resize"));
            };
            Object.defineProperty(window, "innerWidth", { configurable: true, value: 1000 });
            const { result } = renderHook(() => useDeviceClass());
            expect(result.current).toBe("tablet");
            act(() => {
                resize(700);
                jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
            });
            expect(result.current).toBe("tablet");
            act(() => {
                resize(400); // a new resize restarts the wait
                jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
            });
            expect(result.current).toBe("tablet");
            act(() => {
                jest.advanceTimersByTime(1);
            });
            expect(result.current).toBe("xs");
        } finally {
            jest.useRealTimers();
        }
    });
});

describe("title bar configuration", () => {
    it("reads the keys and falls back to the defaults for unknown values", () => {
        const values: Record<string, unknown> = {
            "TitleBar.Positioning": "StaticTransparent",
            "TitleBar.BorderType": "sideways",
            "TitleBar.Logo.ImageUrl": "/logo.svg",
            "TitleBar.Logo.Url": "https://elsewhere.example/",
        };
        const config = readTitleBarConfig((key) => values[key]);
        expect(config.positioning).toBe("StaticTransparent");
        expect(config.borderType).toBe(DEFAULT_TITLE_BAR_CONFIG.borderType);
        expect(config.logo.imageUrl).toBe("/logo.svg");
        expect(config.logo.url).toBe("/");
    });

    it("turns transparent modes solid where transparency is not allowed", () => {
        expect(effectivePositioning("StickyTransparent", false)).toBe("StickySolid");
        expect(effectivePositioning("StaticTransparent", false)).toBe("StaticSolid");
        expect(effectivePositioning("StaticTransparent", true)).toBe("StaticTransparent");
        expect(effectivePositioning("StaticSolid", false)).toBe("StaticSolid");
    });
});
