import { keyframes, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";
import { modalVariables as vars, type ModalSize } from "@library/components/modal.variables";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const margin = vars.css.horizontalMargin;

const centred = (width: string) =>
    style({
        top: "50%",
        left: "50%",
        transform: "translate(-50%, -50%)",
        width,
        maxWidth: `calc(100% - 2 * ${margin})`,
        maxHeight: `calc(100% - 2 * ${margin})`,
        borderRadius: cssVars.borders.radius,
        $nest: {
            [`@media (max-width: ${sizes.breakpoints.xs}px)`]: { maxWidth: `calc(100% - 2 * ${cssVars.spacing.gutter})` },
        },
    });

const sizeClasses: Record<ModalSize, string> = {
    fullScreen: style({ inset: 0, width: "100%", height: "100%" }),
    sidePanelRight: style({ top: 0, insetInlineEnd: 0, bottom: 0, width: "100%", maxWidth: vars.css.sidePanelMaxWidth }),
    sidePanelRightLarge: style({
        top: 0,
        insetInlineEnd: 0,
        bottom: 0,
        width: `calc(100% - ${margin})`,
        maxWidth: vars.css.sidePanelLargeMaxWidth,
    }),
    sidePanelLeft: style({ top: 0, insetInlineStart: 0, bottom: 0, width: "100%", maxWidth: vars.css.sidePanelMaxWidth }),
    // A sheet that drops from the top edge: drop-downs on small screens.
    dropDown: style({
        top: 0,
        left: 0,
        right: 0,
        maxHeight: "100%",
        borderBottomLeftRadius: cssVars.borders.radius,
        borderBottomRightRadius: cssVars.borders.radius,
    }),
    xl: centred(vars.css.widths.xl),
    xxl: centred(vars.css.widths.xxl),
    large: centred(vars.css.widths.large),
    medium: centred(vars.css.widths.medium),
    small: centred(vars.css.widths.small),
};

export const modalClasses = {
    overlay: style({
        position: "fixed",
        inset: 0,
        zIndex: vars.css.zIndex,
        background: "rgba(0, 0, 0, 0.45)",
        animation: `${fadeIn} ${vars.css.animation}`,
        transition: `opacity ${vars.css.animation}`,
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
        // Shell §9: frame header min height 44.
        minHeight: cssVars.frames.headerMinHeight,
        padding: `4px 4px 4px ${cssVars.spacing.gutter}`,
        borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`,
    }),
    title: style({ flex: 1, margin: 0, fontSize: cssVars.fontSizes.subTitle, fontWeight: cssVars.fontWeights.semiBold }),
    body: style({ flex: 1, overflow: "auto", padding: cssVars.spacing.gutter }),
};
