import { keyframes, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";
import { toastVariables as vars } from "@library/toasts/toast.variables";

const appear = keyframes({
    from: { opacity: 0, transform: "translateY(8px)" },
    to: { opacity: 1, transform: "none" },
});

export const toastClasses = {
    /** Bottom-left stack; the newest toast on top, persistent ones at the bottom. */
    area: style({
        position: "fixed",
        left: vars.offset,
        bottom: vars.offset,
        zIndex: vars.zIndex,
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
            width: vars.width,
            maxWidth: "100%",
            maxHeight: vars.maxHeight,
            overflowY: "auto",
            padding: "10px 12px 10px 16px",
            background: colorVars.bg,
            color: colorVars.fg,
            border: `${sizes.borderWidth}px solid ${colorVars.border}`,
            borderRadius: sizes.borderRadius,
            boxShadow: "0 4px 12px rgba(0, 0, 0, 0.18)",
            fontSize: sizes.fontSizes.medium,
            lineHeight: sizes.lineHeights.condensed,
            animation: `${appear} ${vars.animation}`,
            transition: `opacity ${vars.animation}, transform ${vars.animation}`,
            $nest: { "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" } },
    }),
    wide: style({ width: vars.wideWidth }),
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
        borderRadius: sizes.borderRadius,
        background: "transparent",
        color: colorVars.mutedFg,
        cursor: "pointer",
        $nest: { "&:hover": { color: colorVars.fg, background: colorVars.panelBg } },
    }),
};
