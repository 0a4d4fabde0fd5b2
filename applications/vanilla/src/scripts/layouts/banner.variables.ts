/** Content §9 banner constants (the banner's styles and its search box's share them). */
export const BANNER = {
    minHeight: 50,
    contentMinHeight: 120,
    logoHeight: { min: 80, max: 180 },
    contentMinWidth: 550,
    textMaxWidth: 705,
    searchMinHeight: 40,
    logoWidth: 300,
    rightImageMinWidth: 500,
} as const;
