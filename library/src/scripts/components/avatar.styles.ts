import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { AVATAR_COLORS, INITIALS_TEXT } from "@library/users/initialsAvatar";

/** Avatar sizes of shell §3. */
export const avatarSizes = { xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 } as const;

export type AvatarSize = keyof typeof avatarSizes;

/** A span's box per size (an image gets width/height attributes instead): set before any script runs, so nothing shifts. */
const sizeClasses = Object.fromEntries(
    Object.entries(avatarSizes).map(([size, pixels]) => [size, style({ width: pixels, height: pixels, fontSize: Math.round(pixels * 0.4) })]),
) as Record<AvatarSize, string>;

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
    sizes: sizeClasses,
    placeholder: style({ background: colorVars.panelBg, color: colorVars.mutedFg, border: `${cssVars.borders.width} solid ${colorVars.border}` }),
    placeholderIcon: style({ width: "70%", height: "70%" }),
    initials: style({
        fontWeight: cssVars.fontWeights.semiBold,
        lineHeight: 1,
        letterSpacing: "0.02em",
        userSelect: "none",
        // Browsers without light-dark() keep the light pair, which is readable on its own.
        color: [INITIALS_TEXT.light, `light-dark(${INITIALS_TEXT.light}, ${INITIALS_TEXT.dark})`],
        // Drawn by CSS, not text in the page: the letters never join the name beside them
        // (in a copied line, in text an assistive technology reads) or an option's label.
        $nest: { "&::before": { content: "attr(data-initials)" } },
    }),
    /** One class per palette entry (initialsAvatar.ts), indexed by avatarColorIndex. */
    colors: AVATAR_COLORS.map((color) => style({ background: [color.light, `light-dark(${color.light}, ${color.dark})`] })),
};
