import { keyframes, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { toastVariables as vars } from "@library/toasts/toast.variables";

const appear = keyframes({
    from: { opacity: 0, transform: "translateY(8px)" },
    to: { opacity: 1, transform: "none" },
});

export const toastClasses = {
    /** Bottom-left stack; the newest toast on top, persistent ones at the bottom. */
    area: style({
        position: "fixed",
        insetInlineStart: vars.offset,
        bottom: vars.offset,
        zIndex: vars.css.zIndex,
        display: "flex",
        flexDirection: "column-reverse",
        alignItems: "flex-start",
        gap: vars.gap,
        maxWidth: `calc(100vw - ${vars.offset * 2}px)`,
        // The empty area must not catch clicks meant for the page under it.
        pointerEvents: "none",
    }),
    toast: style({
            pointerEvents: "auto",
            display: "flex",
            alignItems: "flex-start",
            gap: vars.gap,
            width: vars.css.width,
            maxWidth: "100%",
            maxHeight: vars.css.maxHeight,
            overflowY: "auto",
            padding: "10px 12px 10px 16px",
            background: colorVars.bg,
            color: colorVars.fg,
            border: `${cssVars.borders.width} solid ${colorVars.border}`,
            borderRadius: cssVars.borders.radius,
            boxShadow: "0 4px 12px rgba(0, 0, 0, 0.18)",
            fontSize: cssVars.fontSizes.medium,
            lineHeight: cssVars.lineHeights.condensed,
            animation: `${appear} ${vars.css.animation}`,
            transition: `opacity ${vars.css.animation}, transform ${vars.css.animation}`,
            $nest: { "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" } },
    }),
    wide: style({ width: vars.css.wideWidth }),
    /** Removal in progress: faded out until the container deletes it. */
    hidden: style({ opacity: 0, transform: "translateY(8px)" }),
    body: style({ flex: 1, minWidth: 0, padding: "4px 0", overflowWrap: "anywhere" }),
    close: style({
        flex: "none",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: 28,
        height: 28,
        padding: 0,
        border: "none",
        borderRadius: cssVars.borders.radius,
        background: "transparent",
        color: colorVars.mutedFg,
        cursor: "pointer",
        $nest: { "&:hover": { color: colorVars.fg, background: colorVars.panelBg } },
    }),
};
