import { colorVars, sizes, style } from "@library/addons/addonApi";

/** The medal: a circle in the theme's primary colour with the badge's initial. */
const medal = {
    flex: "0 0 auto",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 40,
    height: 40,
    borderRadius: "50%",
    background: colorVars.primary,
    color: colorVars.primaryContrast,
    fontWeight: sizes.fontWeights.bold,
} as const;

export const badgesClasses = {
    heading: style({ fontSize: sizes.fontSizes.large, margin: "24px 0 8px" }),
    grid: style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }),
    card: style({ display: "flex", gap: 10, alignItems: "flex-start", padding: 12, border: `1px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, minWidth: 0 }),
    medal: style(medal),
    cardText: style({ minWidth: 0, overflowWrap: "anywhere" }),
    name: style({ display: "block", fontWeight: sizes.fontWeights.semiBold }),
    muted: style({ display: "block", color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    section: style({ margin: "0 0 32px", scrollMarginTop: 80 }),
    sectionHeading: style({ display: "flex", gap: 10, alignItems: "center", fontSize: sizes.fontSizes.large, margin: "0 0 4px" }),
    holders: style({ listStyle: "none", margin: "8px 0 0", padding: 0, display: "flex", flexWrap: "wrap", gap: "4px 12px" }),
};

/** The badge's initial for its medal (decorative: the name is beside it). */
export function medalLetter(name: string): string {
    return (name.trim()[0] ?? "?").toUpperCase();
}
