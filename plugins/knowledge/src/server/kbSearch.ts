/**
 * The knowledge base's search domain ("knowledge", record type "article"): published articles of
 * the knowledge bases the viewer may read whose title or text holds every word asked for. The
 * words are matched as text (LIKE with its wildcards escaped), lower-cased on both sides so the
 * two databases agree. /kb/search asks this domain alone.
 */
import { renderBody, sql, type IAddonSearchDomain } from "@server/addons/serverAddonApi";
import { articleUrl } from "../scripts/kbTypes";
import type { IKbAccess } from "./kbAccess";
import type { KbDatabase } from "./kbModel";

export const KB_SEARCH_DOMAIN = "knowledge";
const EXCERPT_LENGTH = 200;
const MAX_WORDS = 8;

function plainText(html: string): string {
    return html
        .replace(/<\/?(?:strong|em|a|code|del|s)\b[^>]*>/g, "")
        .replace(/<\/(?:h\d|p|li)>/g, ". ")
        .replace(/<[^>]*>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, " ")
        .replace(/(?:\s*\.){2,}/g, ".")
        .replace(/([!?:])\./g, "$1")
        .trim();
}

export function kbSearchDomain(db: KbDatabase, access: IKbAccess): IAddonSearchDomain {
    return {
        key: KB_SEARCH_DOMAIN,
        name: "Articles",
        recordTypes: ["article"],
        async search(query, request) {
            const words = query.query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
            const kbIDs = (await access.viewable(request)).map((kb) => kb.knowledgeBaseID);
            if (words.length === 0 || kbIDs.length === 0) return [];
            let select = db.selectFrom("knowledge_articles").selectAll().where("status", "=", "published").where("knowledgeBaseID", "in", kbIDs);
            for (const word of words) {
                const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
                select = select.where((eb) => eb.or([sql<boolean>`lower(${sql.ref("name")}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref("body")}) like ${pattern} escape '\\'`]));
            }
            const rows = await select.orderBy("dateInserted", "desc").limit(query.limit).execute();
            return rows.map((row) => ({
                recordType: "article",
                recordID: row.articleID,
                name: row.name,
                url: articleUrl(row),
                excerpt: plainText(renderBody(row.body, row.format)).slice(0, EXCERPT_LENGTH),
                dateInserted: row.dateInserted,
            }));
        },
    };
}
