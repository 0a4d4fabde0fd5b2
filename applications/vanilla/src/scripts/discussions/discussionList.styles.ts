import { style } from "typestyle";
import { ISLAND_ATTRIBUTE } from "@library/components/Island";
import { colorVars, sizes } from "@library/theme/themeVariables";
import { discussionRowStatusIsland } from "@vanilla/discussions/discussionListIslands";

/** A row's start column: its avatar (medium, 40 px) and gap; a bulk moderator's checkbox (18 + 8) before it. */
const AVATAR_COLUMN = 40 + 12;
const CHECKBOX_COLUMN = 18 + 8;
const authorAvatar = style({ float: "inline-start", marginInlineEnd: 12, marginTop: 2 });
/** A discussion row (the category list's rows are `item`s too). */
const DISCUSSION_ROW = `&:has(> .${authorAvatar})`;
/** The bulk checkbox's slot, by what it holds (importing bulk.styles would put it in every island chunk using these classes). */
const WITH_CHECKBOX = ':has(input[type="checkbox"])';

export const discussionListClasses = {
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({
        padding: "12px 0",
        borderBottom: `1px solid ${colorVars.border}`,
        display: "flow-root",
        $nest: {
            // The Closed tag's island (bulk moderators' rows) flows inline among the other tags, as the plain tag does.
            [`& > [${ISLAND_ATTRIBUTE}="${discussionRowStatusIsland.name}"]`]: { display: "contents" },
            // The text (tags, title, meta line) is a column beside the avatar however many lines it takes:
            // floated among them, the avatar let a two-line title's meta line wrap under it.
            [DISCUSSION_ROW]: { paddingInlineStart: AVATAR_COLUMN },
            // In the start padding: its margin box (-52 + 40 + 12) is 0 wide.
            [`${DISCUSSION_ROW} > .${authorAvatar}`]: { marginInlineStart: -AVATAR_COLUMN },
            [`${DISCUSSION_ROW}${WITH_CHECKBOX}`]: { position: "relative", paddingInlineStart: CHECKBOX_COLUMN + AVATAR_COLUMN },
            [`${DISCUSSION_ROW}${WITH_CHECKBOX} > ${WITH_CHECKBOX}`]: { position: "absolute", insetInlineStart: 0 },
        },
    }),
    authorAvatar,
    lastUserAvatar: style({ marginInlineEnd: 2 }),
    title: style({
        fontSize: sizes.fontSizes.large,
        fontWeight: sizes.fontWeights.semiBold,
        textDecoration: "none",
        color: colorVars.fg,
        overflowWrap: "anywhere",
        $nest: { "&:hover, &:focus": { textDecoration: "underline" } },
    }),
    meta: style({
        display: "flex",
        flexWrap: "wrap",
        gap: "4px 12px",
        marginTop: 4,
        color: colorVars.mutedFg,
        fontSize: sizes.fontSizes.small,
        $nest: { "& a": { color: "inherit" } },
    }),
    // An atomic inline: a line may break after a tag (React writes no space between it and the
    // title), so the title, which may break anywhere, breaks between its words instead.
    badge: style({
        display: "inline-block",
        fontSize: sizes.fontSizes.extraSmall,
        fontWeight: sizes.fontWeights.bold,
        textTransform: "uppercase",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 4,
        padding: "0 4px",
        marginInlineEnd: 6,
        verticalAlign: "middle",
    }),
    toolbar: style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 12 }),
    sort: style({ display: "inline-flex", alignItems: "center", gap: 8 }),
    sortSelect: style({
        height: sizes.formElementHeight,
        padding: "0 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
    }),
    dismiss: style({
        float: "inline-end",
        marginInlineStart: 8,
        padding: "2px 10px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        fontSize: sizes.fontSizes.small,
        cursor: "pointer",
        $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } },
    }),
    dismissed: style({ color: colorVars.mutedFg }),
    status: style({ padding: `${sizes.gutter}px 0` }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: sizes.borderRadius }),
};
