/**
 * Server side of the "knowledge" add-on (knowledge bases under /kb), entirely through the server
 * add-on facade: its tables, its permissions, the API (kbRoutes.ts), the pages (kbPages.tsx), its
 * search domain for /kb/search (kbSearch.ts), the demo help centre (kbSeed.ts) and a panel box
 * linking the knowledge bases from the discussions and categories lists.
 */
import { defineServerAddon } from "@server/addons/serverAddonApi";
import KnowledgeBasesBox from "../scripts/KnowledgeBasesBox";
import { KB_EDIT_PERMISSION, KB_MANAGE_PERMISSION, KB_VIEW_PERMISSION, kbAccess } from "./kbAccess";
import { KB_MIGRATIONS } from "./kbMigrations";
import type { IKbTables } from "./kbModel";
import { registerKbPages } from "./kbPages";
import { registerKbRoutes } from "./kbRoutes";
import { kbSearchDomain } from "./kbSearch";
import { seedKnowledgeBase } from "./kbSeed";

export default defineServerAddon((api) => {
    const db = api.dbWithTables<IKbTables>();
    api.migrations(KB_MIGRATIONS);
    api.declarePermission({ name: KB_VIEW_PERMISSION, description: "Read the knowledge bases (each may also limit its readers to some roles).", defaultRoles: ["guest", "member", "moderator", "administrator"] });
    api.declarePermission({ name: KB_EDIT_PERMISSION, description: "Write and edit knowledge base articles and categories (each knowledge base may limit its editors to some roles).", defaultRoles: ["moderator", "administrator"] });
    api.declarePermission({ name: KB_MANAGE_PERMISSION, description: "Create and change knowledge bases and who may read and edit each.", defaultRoles: ["administrator"] });
    api.seedDemoForum(({ db: seedDb }) => seedKnowledgeBase(seedDb as typeof db));

    const access = kbAccess(api, db);
    registerKbRoutes(api, db, access);
    registerKbPages(api, db, access);
    api.registerSearchDomain(kbSearchDomain(db, access));
    // The way in from the forum: the readable knowledge bases beside the discussions and categories.
    api.registerWidget({
        slot: "panel",
        name: "KnowledgeBasesBox",
        component: KnowledgeBasesBox,
        entries: ["discussionList", "categoryList"],
        props: async (request) => {
            const kbs = await access.viewable(request);
            return kbs.length ? { kbs: kbs.map(({ knowledgeBaseID, name, url }) => ({ knowledgeBaseID, name, url })) } : null;
        },
    });
});
