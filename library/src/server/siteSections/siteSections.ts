/**
 * Site sections (content §2, issue 16 item 6): parts of one forum under an address prefix
 * (`/{folder}/…`), each with its own home (the `subcommunityHome` layout), its categories (a root
 * category and those under it) and perhaps its own language. The core has a single section (0)
 * and keeps no table of them: an add-on that knows sections (plugins/subcommunities) gives the
 * host a provider (`api.registerSiteSections`), and the host's section pages
 * (`/:siteSection`, `/:siteSection/discussions`, `/:siteSection/search`) ask it for the folder.
 *
 * The section of a request is resolved in the route's own onRequest hook, before the global
 * preHandler picks the request's language (requestTranslator.ts reads the section's locale),
 * and kept for that request only: the sections themselves live in the add-on's table.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { INavigationItem } from "@library/navigation/navigationItems";

export interface ISiteSection {
    /** Never 0: 0 is the whole site (no section). */
    siteSectionID: number;
    name: string;
    /** The address prefix: lower-case letters, digits and "-". */
    folder: string;
    /** The section's root category: it and the categories under it are the section's. */
    categoryID: number;
    /** The section's language (a site locale ID), or null for the visitor's own. */
    locale: string | null;
}

export interface ISiteSectionProvider {
    /** The section whose folder this is, or null. */
    find(folder: string): Promise<ISiteSection | null>;
}

/** A folder as an address segment may hold one: anything else is no section, without a query. */
export const SITE_SECTION_FOLDER = /^[a-z0-9][a-z0-9-]{0,49}$/;

const resolved = new WeakMap<FastifyRequest, ISiteSection>();

/** The section this request is in, or null (the whole site, section 0). */
export function currentSiteSection(request: FastifyRequest): ISiteSection | null {
    return resolved.get(request) ?? null;
}

/**
 * A section page's onRequest hook: finds the section named by the route's `siteSection`
 * parameter through the enabled provider. The handler answers 404 when none was found
 * (`currentSiteSection` is null), which is what the address answered before sections.
 */
export async function resolveSiteSection(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const folder = (request.params as { siteSection?: string }).siteSection ?? "";
    const provider = request.server.hearth.addons.siteSectionProvider();
    if (!provider || !SITE_SECTION_FOLDER.test(folder)) return;
    const section = await provider.find(folder);
    if (section) resolved.set(request, section);
}

/** The section's categories: its root and every category under it. */
export async function siteSectionCategoryIDs(request: FastifyRequest, section: ISiteSection): Promise<number[]> {
    const rows = await request.server.hearth.db.selectFrom("categories").select(["categoryID", "parentCategoryID"]).execute();
    const found = new Set([section.categoryID]);
    // Parents before children is not guaranteed: walk until nothing joins.
    for (let grew = true; grew; ) {
        grew = false;
        for (const row of rows) {
            if (row.parentCategoryID !== null && found.has(row.parentCategoryID) && !found.has(row.categoryID)) {
                found.add(row.categoryID);
                grew = true;
            }
        }
    }
    return [...found];
}

/** The main navigation on a section's page: its link to the discussion list leads to the section's list. */
export function navigationInSection(items: INavigationItem[], section: ISiteSection | null): INavigationItem[] {
    if (!section) return items;
    return items.map((item) => ({
        ...item,
        ...(item.url === "/discussions" ? { url: `/${section.folder}/discussions` } : {}),
        ...(item.children ? { children: navigationInSection(item.children, section) } : {}),
    }));
}
