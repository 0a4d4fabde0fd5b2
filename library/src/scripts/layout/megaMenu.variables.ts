/** The mega-menu constants of shell §4 and §9, named once for the component, its styles and tests. */
export const megaMenuVariables = {
    /** The menu closes this long after the pointer or the focus left the item and its panel. */
    closeDelayMs: 250,
    /** Once closed, the panel fades out and is hidden this long after. */
    hideDelayMs: 200,
    /** Shell §9: mega-menu max height 60vh. */
    maxHeight: "60vh",
    minWidth: 250,
} as const;
