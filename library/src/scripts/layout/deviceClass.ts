/**
 * Device classes (shell §2): xs ≤ 500, mobile ≤ 766 (one column), tablet ≤ 1200 (two columns),
 * desktop up to the full content width, no_bleed beyond it. Re-evaluated on resize, debounced
 * 100 ms (shell §4, §9).
 */
import { useEffect, useState } from "react";
import { sizes, themeConstants } from "@library/theme/themeVariables";

export type DeviceClass = "xs" | "mobile" | "tablet" | "desktop" | "no_bleed";

export const RESIZE_DEBOUNCE_MS = 100;

/**
 * "No-bleed equals full content width": the spec gives no figure, so it is the three columns
 * (two panels and the middle column) each with a full gutter on both sides: 1264 px. It has to
 * be wider than the two-column breakpoint (1200) for the classes to nest.
 */
export const NO_BLEED_WIDTH = 2 * (themeConstants.layout.panelWidth + 2 * themeConstants.spacing.gutterFull) + themeConstants.layout.middleColumnWidth;

export function deviceClassForWidth(width: number): DeviceClass {
    if (width <= sizes.breakpoints.xs) return "xs";
    if (width <= sizes.breakpoints.oneColumn) return "mobile";
    if (width <= sizes.breakpoints.twoColumns) return "tablet";
    if (width <= NO_BLEED_WIDTH) return "desktop";
    return "no_bleed";
}

/**
 * The device class of the window. The server cannot know the width, so the server render and
 * the first client render both say "desktop" (no hydration mismatch); the real class follows
 * right after mounting. Layout that must be right on the first paint uses CSS media queries.
 */
export function useDeviceClass(): DeviceClass {
    const [deviceClass, setDeviceClass] = useState<DeviceClass>("desktop");
    useEffect(() => {
        setDeviceClass(deviceClassForWidth(window.innerWidth));
        let timer: ReturnType<typeof setTimeout> | undefined;
        const onResize = () => {
            clearTimeout(timer);
            timer = setTimeout(() => setDeviceClass(deviceClassForWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
        };
        window.addEventListener("resize", onResize);
        return () => {
            clearTimeout(timer);
            window.removeEventListener("resize", onResize);
        };
    }, []);
    return deviceClass;
}
