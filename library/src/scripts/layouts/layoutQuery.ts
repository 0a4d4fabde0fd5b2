/**
 * The lookup-hydrate query of a page drawn from a layout, computed the same way by the server
 * that preloads the answer and the page that reads it: the view type, the site section as the
 * record (0 for the whole site), and the reader's locale and section as params.
 */
import type { ILayoutLookup } from "@library/layouts/layoutSlice";
import type { LayoutViewType } from "@library/layouts/layoutTypes";

export function layoutQuery(layoutViewType: LayoutViewType, locale: string, siteSectionID = 0): ILayoutLookup {
    return { layoutViewType, recordType: "siteSection", recordID: siteSectionID, params: { locale, siteSectionID: String(siteSectionID) } };
}

/**
 * Content §2: the preloaded answer is used only when it answers the page's query. The names of
 * the parts that differ (none: it matches). A preload without params (an older page) matches on
 * its record alone.
 */
export function layoutQueryMismatch(preloaded: ILayoutLookup, query: ILayoutLookup): string[] {
    const differs: string[] = [];
    if (preloaded.layoutViewType !== query.layoutViewType) differs.push("layoutViewType");
    if (preloaded.recordType !== query.recordType) differs.push("recordType");
    if (preloaded.recordID !== query.recordID) differs.push("recordID");
    if (preloaded.params && query.params) {
        if (preloaded.params.locale !== query.params.locale) differs.push("params.locale");
        if (preloaded.params.siteSectionID !== query.params.siteSectionID) differs.push("params.siteSectionID");
    }
    return differs;
}
