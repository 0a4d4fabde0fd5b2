/** Demo sections (a demo forum seeded while subcommunities is on): three of the demo categories, one of them in French. */
import type { SubcommunitiesDatabase } from "./subcommunitiesModel";

const DEMO_SECTIONS = [
    { name: "Support Corner", folder: "help", urlcode: "help", locale: null },
    { name: "Ideas Lab", folder: "ideas", urlcode: "ideas", locale: null },
    { name: "Communauté francophone", folder: "fr", urlcode: "off-topic", locale: "fr" },
];

export async function seedSubcommunities(db: SubcommunitiesDatabase): Promise<void> {
    for (const [index, section] of DEMO_SECTIONS.entries()) {
        const category = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", section.urlcode).executeTakeFirst();
        if (!category) continue;
        await db
            .insertInto("subcommunities_sections")
            .values({ name: section.name, folder: section.folder, categoryID: category.categoryID, locale: section.locale, sort: index + 1 })
            .onConflict((conflict) => conflict.column("folder").doNothing())
            .execute();
    }
}
