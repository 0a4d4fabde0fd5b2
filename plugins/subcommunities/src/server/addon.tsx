/**
 * Server side of the "subcommunities" add-on (issue 16 item 6), entirely through the add-on facade
 * (API 6; its icon in the sprite, API 8): the sections' table and API (Vanilla's subcommunities: subcommunityID, name, folder,
 * categoryID, locale, sort), the site sections the host serves under `/{folder}` (its home from the
 * `subcommunityHome` layout, its discussions, its search, in its language: api.registerSiteSections),
 * the section picker in the title bar (a "titleBar" widget) and the dashboard page that manages them.
 */
import { AddonIsland, t } from "@library/addons/addonApi";
import { defineServerAddon, HttpError, notFound, type AddonRequest } from "@server/addons/serverAddonApi";
import SectionPicker from "../scripts/SectionPicker";
import SubcommunitiesAdmin from "../scripts/SubcommunitiesAdmin";
import { findSection, findSectionByFolder, listSections, toApiSubcommunity, toSiteSection, type ISubcommunitiesTables } from "./subcommunitiesModel";
import { subcommunitiesMigrations } from "./subcommunitiesMigrations";
import { seedSubcommunities } from "./subcommunitiesSeed";

/** Sections are site configuration, like the categories they hold. */
const MANAGE = "site.manage";

/**
 * First segments the core or the add-ons already answer (static routes win over a section's
 * `/:siteSection`): a section there could never be reached, so its folder is refused.
 */
const RESERVED_FOLDERS = new Set([
    "api", "activity", "appearance", "bookmarks", "categories", "dashboard", "discussion", "discussions", "drafts", "entry", "fonts", "kb",
    "log", "messages", "moderation", "notifications", "post", "profile", "search", "settings", "sso", "static", "dist", "users", "vanilla",
]);

const FOLDER_PATTERN = "^[a-z0-9][a-z0-9-]{0,49}$";
const sectionBody = {
    type: "object",
    additionalProperties: false,
    properties: {
        name: { type: "string", minLength: 1, maxLength: 100 },
        folder: { type: "string", pattern: FOLDER_PATTERN },
        categoryID: { type: "integer", minimum: 1 },
        locale: { type: ["string", "null"], pattern: "^[a-z]{2,3}([_-][A-Za-z]{2,4})?$" },
        sort: { type: "integer", minimum: 0, maximum: 100_000 },
    },
} as const;
const idParams = { type: "object", properties: { id: { type: "integer", minimum: 1 } }, required: ["id"] } as const;

interface ISectionInput {
    name: string;
    folder: string;
    categoryID: number;
    locale?: string | null;
    sort?: number;
}

function fieldError(field: string, message: string, code: string): HttpError {
    return new HttpError(400, message, [{ field, message, code, status: 400 }]);
}

export default defineServerAddon((api) => {
    const db = api.dbWithTables<ISubcommunitiesTables>();

    api.migrations(subcommunitiesMigrations);
    // The section picker's icon on a phone (stacked sections), in the icon sprite.
    api.registerIcons({ sections: "M12 3l9 5-9 5-9-5 9-5z M3 13l9 5 9-5" });
    api.seedDemoForum(({ db: seedDb }) => seedSubcommunities(seedDb as typeof db));

    // The host serves /{folder}, /{folder}/discussions and /{folder}/search for these (siteSections.ts).
    api.registerSiteSections({
        find: async (folder) => {
            const row = await findSectionByFolder(db, folder);
            return row ? toSiteSection(row) : null;
        },
    });

    async function sectionOr404(subcommunityID: number) {
        const row = await findSection(db, subcommunityID);
        if (!row) throw notFound("Subcommunity");
        return row;
    }

    /** The checks a database cannot make: a reachable folder, an existing category, a folder nobody else has. */
    async function checkInput(input: ISectionInput, exceptID = 0): Promise<void> {
        if (RESERVED_FOLDERS.has(input.folder)) throw fieldError("folder", "This folder is an address the forum already uses.", "reserved");
        const category = await db.selectFrom("categories").select("categoryID").where("categoryID", "=", input.categoryID).executeTakeFirst();
        if (!category) throw fieldError("categoryID", "There is no such category.", "notFound");
        const taken = await findSectionByFolder(db, input.folder);
        if (taken && taken.subcommunityID !== exceptID) throw fieldError("folder", "Another subcommunity has this folder.", "unique");
    }

    api.route({ method: "GET", url: "/subcommunities", handler: async () => (await listSections(db)).map(toApiSubcommunity) });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/subcommunities/:id",
        schema: { params: idParams },
        handler: async (request) => toApiSubcommunity(await sectionOr404(request.params.id)),
    });

    api.route<{ Body: ISectionInput }>({
        method: "POST",
        url: "/subcommunities",
        schema: { body: { ...sectionBody, required: ["name", "folder", "categoryID"] } },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            const input = request.body;
            await checkInput(input);
            const last = await db.selectFrom("subcommunities_sections").select("sort").orderBy("sort", "desc").limit(1).executeTakeFirst();
            // The unique index on folder turns a race of identical creations into one row and 400s.
            try {
                const row = await db
                    .insertInto("subcommunities_sections")
                    .values({ name: input.name.trim(), folder: input.folder, categoryID: input.categoryID, locale: input.locale ?? null, sort: input.sort ?? (last?.sort ?? 0) + 1 })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return reply.status(201).send(toApiSubcommunity(row));
            } catch (error) {
                if (await findSectionByFolder(db, input.folder)) throw fieldError("folder", "Another subcommunity has this folder.", "unique");
                throw error;
            }
        },
    });

    api.route<{ Params: { id: number }; Body: Partial<ISectionInput> }>({
        method: "PATCH",
        url: "/subcommunities/:id",
        schema: { params: idParams, body: sectionBody },
        handler: async (request) => {
            await api.requirePermission(request, MANAGE);
            const row = await sectionOr404(request.params.id);
            const input = { name: request.body.name?.trim() ?? row.name, folder: request.body.folder ?? row.folder, categoryID: request.body.categoryID ?? row.categoryID, locale: request.body.locale === undefined ? row.locale : request.body.locale, sort: request.body.sort ?? row.sort };
            await checkInput(input, row.subcommunityID);
            try {
                await db.updateTable("subcommunities_sections").set(input).where("subcommunityID", "=", row.subcommunityID).execute();
            } catch (error) {
                const taken = await findSectionByFolder(db, input.folder);
                if (taken && taken.subcommunityID !== row.subcommunityID) throw fieldError("folder", "Another subcommunity has this folder.", "unique");
                throw error;
            }
            return toApiSubcommunity(await sectionOr404(row.subcommunityID));
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "DELETE",
        url: "/subcommunities/:id",
        schema: { params: idParams },
        handler: async (request, reply) => {
            await api.requirePermission(request, MANAGE);
            // Its categories and posts stay: they are the site's, shown on the whole hub.
            await db.deleteFrom("subcommunities_sections").where("subcommunityID", "=", request.params.id).execute();
            return reply.status(204).send();
        },
    });

    /** The picker's entries: the whole site first, then each section. */
    async function pickerProps(request: AddonRequest) {
        const sections = await listSections(db);
        if (sections.length === 0) return null;
        const current = api.currentSiteSection(request);
        return {
            sections: sections.map((row) => ({ subcommunityID: row.subcommunityID, name: row.name, url: `/${row.folder}` })),
            currentID: current?.siteSectionID ?? null,
        };
    }
    api.registerWidget({ slot: "titleBar", name: "SubcommunitiesPicker", component: SectionPicker, props: pickerProps });

    api.registerPage({
        path: "/dashboard/subcommunities",
        dashboard: { label: "Subcommunities", permission: MANAGE },
        render: async () => {
            const categories = await db.selectFrom("categories").select(["categoryID", "name"]).orderBy("name").execute();
            return {
                title: t("Subcommunities"),
                body: <AddonIsland name="SubcommunitiesAdmin" component={SubcommunitiesAdmin} props={{ subcommunities: (await listSections(db)).map(toApiSubcommunity), categories }} />,
            };
        },
    });
});
