import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";
import { reactionBarClasses } from "@vanilla/reactions/reactionBar.styles";
import { ISLAND_ATTRIBUTE } from "@library/components/Island";
import { discussionStatusIsland } from "@vanilla/discussion/discussionIslands";

const body = style({ margin: `${cssVars.spacing.gutter} 0`, overflowWrap: "anywhere" });
const actionButtons = style({ display: "flex", gap: 4, alignItems: "center", flexWrap: "wrap" });

export const discussionPageClasses = {
    meta: style({
        color: colorVars.mutedFg,
        fontSize: cssVars.fontSizes.small,
        display: "flex",
        alignItems: "center",
        gap: 12,
        flexWrap: "wrap",
        // The "Closed" island's wrapper draws no box: its label is the row's item, and an open discussion's empty wrapper takes no gap.
        $nest: { [`& > [${ISLAND_ATTRIBUTE}="${discussionStatusIsland.name}"]`]: { display: "contents" } },
    }),
    /** "In reply to {name}" above a reply's body. */
    replyTo: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: "4px 0 0" }),
    body,
    commentsHeader: style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 12, flexWrap: "wrap", marginTop: cssVars.spacing.gutterFull }),
    commentsHeading: style({ fontSize: cssVars.fontSizes.subTitle, margin: 0 }),
    sort: style({ display: "flex", alignItems: "center", gap: 8 }),
    comments: style({ listStyle: "none", margin: 0, padding: 0 }),
    // While a comment is edited in place, its editor stands where its text was.
    comment: style({ borderTop: `${cssVars.borders.width} solid ${colorVars.border}`, padding: "12px 0", $nest: { [`&:has([data-editing]) .${body}`]: { display: "none" } } }),
    tombstone: style({ color: colorVars.mutedFg, fontStyle: "italic" }),
    aiAuthor: style({ display: "inline-flex", alignItems: "center" }),
    signature: style({
        borderTop: `${cssVars.borders.width} dashed ${colorVars.border}`,
        paddingTop: 8,
        color: colorVars.mutedFg,
        fontSize: cssVars.fontSizes.small,
        $nest: { "& img": { maxWidth: "100%", maxHeight: "var(--signature-image-max-height, none)" }, "& p": { margin: 0 } },
    }),
    signatureHideMobile: style(media({ maxWidth: sizes.breakpoints.oneColumn }, { display: "none" })),
    /**
     * Under a post: the reactions and the actions (two islands) share one line, the actions at its
     * end, so a post on a phone takes one row for them, not two (issue 12). They wrap when the
     * reactions fill the line, and the actions take the whole width while an editor is open in them.
     */
    postFooter: style({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: 8,
        margin: `${cssVars.spacing.gutter} 0 4px`,
        $nest: {
            [`& .${reactionBarClasses.root}`]: { margin: 0 },
            "& > *": { minWidth: 0 },
            "& > :last-child": { marginInlineStart: "auto" },
            "& > [data-expanded], & > :has([data-expanded])": { flexBasis: "100%" },
            // The buttons stay where they were, at the end of their line, above the open editor.
            [`& [data-expanded] > .${actionButtons}`]: { justifyContent: "flex-end" },
        },
    }),
    actions: style({ display: "flex", flexDirection: "column", gap: 8 }),
    actionButtons,
    /** Post actions shown in the row on wider screens; on a phone they are in "More actions". */
    // Doubled class ("&&"): these must beat the display of the button and drop-down classes they sit beside.
    wideOnly: style(media({ maxWidth: sizes.breakpoints.oneColumn }, { $nest: { "&&": { display: "none" } } })),
    narrowOnly: style({ $nest: { "&&": { display: "none" } } }, media({ maxWidth: sizes.breakpoints.oneColumn }, { $nest: { "&&": { display: "inline-block" } } })),
    /** "⋯": a 44 px touch target (shell §9, mobile item height). */
    moreButton: style({ minWidth: 44, minHeight: 44, fontSize: cssVars.fontSizes.large, lineHeight: 1 }),
    author: style({ fontWeight: cssVars.fontWeights.semiBold }),
    /** "Skip to reply": out of sight until the keyboard reaches it, then in the flow above the post. */
    skipToReply: style({
        position: "absolute",
        width: 1,
        height: 1,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        $nest: {
            "&:focus": { position: "static", display: "inline-block", width: "auto", height: "auto", overflow: "visible", clip: "auto", padding: "4px 8px", marginBottom: 8 },
        },
    }),
};
