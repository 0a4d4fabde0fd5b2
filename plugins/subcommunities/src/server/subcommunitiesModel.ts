/** The subcommunities table, its API shape and the site sections the host asks for. */
import type { AddonDatabase, Generated, IAddonSiteSection } from "@server/addons/serverAddonApi";
import type { ISubcommunity } from "../scripts/subcommunityTypes";

export interface ISubcommunitiesTables {
    subcommunities_sections: {
        subcommunityID: Generated<number>;
        name: string;
        folder: string;
        categoryID: number;
        locale: string | null;
        sort: number;
    };
}

export type SubcommunitiesDatabase = AddonDatabase<ISubcommunitiesTables>;

interface ISectionRow {
    subcommunityID: number;
    name: string;
    folder: string;
    categoryID: number;
    locale: string | null;
    sort: number;
}

export function toApiSubcommunity(row: ISectionRow): ISubcommunity {
    return { subcommunityID: row.subcommunityID, name: row.name, folder: row.folder, categoryID: row.categoryID, locale: row.locale, sort: row.sort, url: `/${row.folder}` };
}

export function toSiteSection(row: ISectionRow): IAddonSiteSection {
    return { siteSectionID: row.subcommunityID, name: row.name, folder: row.folder, categoryID: row.categoryID, locale: row.locale };
}

/** Every section, in the order the picker shows them. */
export function listSections(db: SubcommunitiesDatabase): Promise<ISectionRow[]> {
    return db.selectFrom("subcommunities_sections").selectAll().orderBy("sort").orderBy("name").orderBy("subcommunityID").execute();
}

export function findSectionByFolder(db: SubcommunitiesDatabase, folder: string): Promise<ISectionRow | undefined> {
    return db.selectFrom("subcommunities_sections").selectAll().where("folder", "=", folder).executeTakeFirst();
}

export function findSection(db: SubcommunitiesDatabase, subcommunityID: number): Promise<ISectionRow | undefined> {
    return db.selectFrom("subcommunities_sections").selectAll().where("subcommunityID", "=", subcommunityID).executeTakeFirst();
}
