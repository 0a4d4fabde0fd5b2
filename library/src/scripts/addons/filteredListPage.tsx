/**
 * A filtered list page of an add-on (add-on API version 7, through @library/addons/addonPageKit),
 * as /questions (qna) and /ideas (ideation) draw it: rows of filter links (the current one marked
 * `aria-current="page"`), the page's action link beside the first row, the list, and Previous /
 * Next links. Server HTML only: filters and paging are links, so such a page needs no script.
 * Theme colours only, so the dark scheme follows.
 */
import type { ReactNode } from "react";
import { PrevNextLinks } from "@library/navigation/PrevNextLinks";
import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

const focus = { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 };

export const filteredListClasses = {
    intro: style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 8, margin: "0 0 12px" }),
    filterRow: style({ display: "flex", alignItems: "baseline", gap: 8 }),
    filterCaption: style({ flex: "0 0 44px", fontSize: sizes.fontSizes.small, fontWeight: sizes.fontWeights.semiBold, color: colorVars.mutedFg }),
    filters: style({ display: "flex", flexWrap: "wrap", gap: 6, listStyle: "none", margin: 0, padding: 0 }),
    filterLink: style({
        display: "inline-block",
        padding: "4px 10px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 999,
        color: colorVars.link,
        textDecoration: "none",
        fontSize: sizes.fontSizes.medium,
        $nest: {
            "&[aria-current='page']": { background: colorVars.primary, borderColor: colorVars.primary, color: colorVars.primaryContrast, fontWeight: sizes.fontWeights.semiBold },
            "&:focus-visible": focus,
        },
    }),
    actionLink: style({ color: colorVars.link, fontWeight: sizes.fontWeights.semiBold }),
    /** The list (`ol`) and what a row shows: its title link, a line of meta with a status tag. */
    list: style({ listStyle: "none", margin: "12px 0", padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    itemTitle: style({ fontSize: sizes.fontSizes.large, fontWeight: sizes.fontWeights.semiBold, color: colorVars.link, overflowWrap: "anywhere" }),
    itemMeta: style({ display: "flex", flexWrap: "wrap", gap: "4px 12px", alignItems: "center", fontSize: sizes.fontSizes.small, color: colorVars.mutedFg }),
    tag: style({
        display: "inline-block",
        padding: "1px 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 999,
        color: colorVars.fg,
        fontSize: sizes.fontSizes.small,
        fontWeight: sizes.fontWeights.semiBold,
    }),
    pager: style({ display: "flex", gap: 16, margin: "12px 0" }),
};

export interface IFilterRow {
    /** The navigation's accessible name ("Filter questions by status"). */
    label: string;
    /** A short visible caption before the links ("Status"), hidden from screen readers (the label says it). */
    caption?: string;
    links: Array<{ key: string; label: string; href: string; current: boolean }>;
}

export interface IFilteredListPageProps {
    /** The first row stands beside `action`, the others under them. */
    filters: IFilterRow[];
    action: { href: string; label: string };
    /** Previous / Next: the addresses of the neighbouring pages, when there are such. */
    previousUrl?: string | null;
    nextUrl?: string | null;
    /** The list, or the page's text for an empty one. */
    children: ReactNode;
}

function FilterRow({ label, caption, links }: IFilterRow) {
    return (
        <nav aria-label={label} className={caption ? filteredListClasses.filterRow : undefined}>
            {caption && (
                <span className={filteredListClasses.filterCaption} aria-hidden="true">
                    {caption}
                </span>
            )}
            <ul className={filteredListClasses.filters}>
                {links.map((link) => (
                    <li key={link.key}>
                        <a className={filteredListClasses.filterLink} href={link.href} aria-current={link.current ? "page" : undefined}>
                            {link.label}
                        </a>
                    </li>
                ))}
            </ul>
        </nav>
    );
}

export function FilteredListPage({ filters: [first, ...more], action, previousUrl, nextUrl, children }: IFilteredListPageProps) {
    return (
        <>
            <div className={filteredListClasses.intro}>
                {first && <FilterRow {...first} />}
                <a className={filteredListClasses.actionLink} href={action.href}>
                    {action.label}
                </a>
            </div>
            {more.map((row) => (
                <FilterRow key={row.label} {...row} />
            ))}
            {children}
            <PrevNextLinks prevUrl={previousUrl ?? null} nextUrl={nextUrl ?? null} className={filteredListClasses.pager} />
        </>
    );
}
