import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** Avatar sizes of shell §3. */
export const avatarSizes = { xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 } as const;

export type AvatarSize = keyof typeof avatarSizes;

export const avatarClasses = {
    root: style({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flexShrink: 0,
        overflow: "hidden",
        borderRadius: "50%",
        objectFit: "cover",
        verticalAlign: "middle",
    }),
    placeholder: style({ background: colorVars.panelBg, color: colorVars.mutedFg, border: `${cssVars.borders.width} solid ${colorVars.border}` }),
    placeholderIcon: style({ width: "70%", height: "70%" }),
};
