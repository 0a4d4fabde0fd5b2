import { keyframes, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";
import { modalVariables as vars, type ModalSize } from "@library/components/modal.variables";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const margin = vars.horizontalMargin;

const centred = (width: number) =>
    style({
        top: "50%",
        left: "50%",
        transform: "translate(-50%, -50%)",
        width,
        maxWidth: `calc(100% - ${2 * margin}px)`,
        maxHeight: `calc(100% - ${2 * margin}px)`,
        borderRadius: sizes.borderRadius,
        $nest: {
            [`@media (max-width: ${sizes.breakpoints.xs}px)`]: { maxWidth: `calc(100% - ${2 * sizes.gutter}px)` },
        },
    });

const sizeClasses: Record<ModalSize, string> = {
    fullScreen: style({ inset: 0, width: "100%", height: "100%" }),
    sidePanelRight: style({ top: 0, right: 0, bottom: 0, width: "100%", maxWidth: vars.sidePanelMaxWidth }),
    sidePanelRightLarge: style({
        top: 0,
        right: 0,
        bottom: 0,
        width: `calc(100% - ${margin}px)`,
        maxWidth: vars.sidePanelLargeMaxWidth,
    }),
    sidePanelLeft: style({ top: 0, left: 0, bottom: 0, width: "100%", maxWidth: vars.sidePanelMaxWidth }),
    // A sheet that drops from the top edge: drop-downs on small screens.
    dropDown: style({
        top: 0,
        left: 0,
        right: 0,
        maxHeight: "100%",
        borderBottomLeftRadius: sizes.borderRadius,
        borderBottomRightRadius: sizes.borderRadius,
    }),
    xl: centred(vars.widths.xl),
    xxl: centred(vars.widths.xxl),
    large: centred(vars.widths.large),
    medium: centred(vars.widths.medium),
    small: centred(vars.widths.small),
};

export const modalClasses = {
    overlay: style({
        position: "fixed",
        inset: 0,
        zIndex: vars.zIndex,
        background: "rgba(0, 0, 0, 0.45)",
        animation: `${fadeIn} ${vars.animation}`,
        transition: `opacity ${vars.animation}`,
    }),
    exiting: style({ opacity: 0, pointerEvents: "none" }),
    dialog: style({
        position: "fixed",
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
        background: colorVars.bg,
        color: colorVars.fg,
        boxShadow: "0 8px 32px rgba(0, 0, 0, 0.3)",
        $nest: { "&:focus": { outline: "none" } },
    }),
    size: sizeClasses,
    header: style({
        display: "flex",
        alignItems: "center",
        gap: 8,
        minHeight: 44,
        padding: `4px 4px 4px ${sizes.gutter}px`,
        borderBottom: `1px solid ${colorVars.border}`,
    }),
    title: style({ flex: 1, margin: 0, fontSize: sizes.fontSizes.subTitle, fontWeight: sizes.fontWeights.semiBold }),
    body: style({ flex: 1, overflow: "auto", padding: sizes.gutter }),
};
