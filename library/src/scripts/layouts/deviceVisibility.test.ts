import { getStyles } from "typestyle";
import { deviceClassForWidth } from "@library/layout/deviceClass";
import { deviceVisibilityClass, hidingMediaQuery, isVisibleOn, visibilityOf } from "@library/layouts/deviceVisibility";
import type { DeviceVisibility } from "@library/layouts/layoutTypes";

/** Whether the CSS hides a widget of this visibility at this window width (what the media query says). */
function hiddenByCss(visibility: DeviceVisibility, width: number): boolean {
    const query = hidingMediaQuery(visibility);
    if (!query) return false;
    return (query.minWidth === undefined || width >= query.minWidth) && (query.maxWidth === undefined || width <= query.maxWidth);
}

describe("$middleware.visibility.device", () => {
    it("shows 'mobile' widgets on extra-small and mobile devices only, 'desktop' ones on the others, 'all' everywhere", () => {
        expect(["xs", "mobile", "tablet", "desktop", "no_bleed"].map((deviceClass) => isVisibleOn("mobile", deviceClass as never))).toEqual([true, true, false, false, false]);
        expect(["xs", "mobile", "tablet", "desktop", "no_bleed"].map((deviceClass) => isVisibleOn("desktop", deviceClass as never))).toEqual([false, false, true, true, true]);
        expect(["xs", "mobile", "tablet", "desktop", "no_bleed"].every((deviceClass) => isVisibleOn("all", deviceClass as never))).toBe(true);
    });

    it("hides with CSS exactly where the device classes say, at every width (no gap, no overlap at the breakpoint)", () => {
        for (let width = 280; width <= 1600; width++) {
            for (const visibility of ["all", "mobile", "desktop"] as const) {
                expect([visibility, width, hiddenByCss(visibility, width)]).toEqual([visibility, width, !isVisibleOn(visibility, deviceClassForWidth(width))]);
            }
        }
    });

    it("gives a wrapper class only to widgets limited to a device, whose rule is a media query (no script, no shift)", () => {
        expect(deviceVisibilityClass(undefined)).toBeUndefined();
        expect(deviceVisibilityClass({ visibility: { device: "all" } })).toBeUndefined();
        const mobileOnly = deviceVisibilityClass({ visibility: { device: "mobile" } })!;
        const desktopOnly = deviceVisibilityClass({ visibility: { device: "desktop" } })!;
        expect(mobileOnly).not.toBe(desktopOnly);
        const css = getStyles();
        expect(css).toContain(`@media (min-width: 767px){.${mobileOnly}{display:none}}`);
        expect(css).toContain(`@media (max-width: 766px){.${desktopOnly}{display:none}}`);
    });

    it("reads an unknown device value as 'all' rather than hiding the widget", () => {
        expect(visibilityOf({ visibility: { device: "tv" as never } })).toBe("all");
    });
});
