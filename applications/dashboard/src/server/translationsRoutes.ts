/**
 * The content translations API (content §7; vanilla-openapi translations.yml):
 * GET /translations/{resource} (locale, recordType, recordIDs or recordKeys, page, limit),
 * PATCH /translations/{resource} (a list of translations to add or replace),
 * PATCH /translations/{resource}/remove (the same list without the texts).
 *
 * All three are for site managers (shell §6: the translate control needs site.manage); readers
 * get translations through the pages that show the records. Every item is checked before any is
 * written: an unknown record type or property, a record that does not exist, a locale the site
 * does not speak or the one the content is written in, or a text past the property's maximum
 * length refuses the whole list with a 400 naming the item.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, notFound, type IFieldErrorBody } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { findSiteLocale } from "@server/i18n/siteLocales";
import { siteDefaultLocale } from "@server/i18n/requestTranslator";
import { listTranslations, removeTranslations, saveTranslations, type ITranslationWrite } from "@server/translations/translationsModel";
import { CONTENT_RESOURCE, KEYED_RECORD_TYPES, TRANSLATABLE_PROPERTIES, translationPropertyKey } from "@library/translations/translationTypes";
import { navigationItemKeys } from "@server/translations/navigationTranslations";
import { existingKeys, registerKeyedRecords } from "@server/translations/keyedRecords";
import { NAVIGATION_RECORD_TYPE } from "@library/navigation/navigationTranslations";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { siteManagerOnly } from "./siteGuards";

/** Which of these records exist, per translatable record type of the forum resource. */
const EXISTING_RECORDS: Record<string, (db: Kysely<Database>, ids: number[]) => Promise<number[]>> = {
    discussion: async (db, ids) => (await db.selectFrom("discussions").select("discussionID").where("discussionID", "in", ids).execute()).map((row) => row.discussionID),
    category: async (db, ids) => (await db.selectFrom("categories").select("categoryID").where("categoryID", "in", ids).execute()).map((row) => row.categoryID),
};

registerKeyedRecords(NAVIGATION_RECORD_TYPE, (request) => navigationItemKeys(request));

const MAX_ITEMS = 200;

const resourceParams = {
    type: "object",
    required: ["resource"],
    properties: { resource: { type: "string", minLength: 1, maxLength: 100 } },
} as const;

const itemProperties = {
    translationPropertyKey: { type: "string", maxLength: 300 },
    recordType: { type: "string", minLength: 1, maxLength: 100 },
    recordID: { type: "integer", minimum: 1 },
    recordKey: { type: "string", minLength: 1, maxLength: 200 },
    locale: { type: "string", minLength: 1, maxLength: 40 },
    propertyName: { type: "string", minLength: 1, maxLength: 100 },
} as const;

const patchBody = {
    type: "array",
    maxItems: MAX_ITEMS,
    items: {
        type: "object",
        required: ["recordType", "locale", "propertyName", "translation"],
        properties: { ...itemProperties, translation: { type: "string" } },
    },
} as const;

const removeBody = {
    type: "array",
    maxItems: MAX_ITEMS,
    items: { type: "object", required: ["recordType", "locale", "propertyName"], properties: itemProperties },
} as const;

interface IListQuery {
    locale: string;
    recordType?: string;
    recordIDs?: number[];
    recordKeys?: string[];
    limit: number;
    page: number;
}

const listQuery = {
    type: "object",
    required: ["locale"],
    properties: {
        locale: { type: "string", minLength: 1, maxLength: 40 },
        recordType: { type: "string", minLength: 1, maxLength: 100 },
        recordIDs: { type: "array", maxItems: 100, items: { type: "integer", minimum: 1 } },
        recordKeys: { type: "array", maxItems: 100, items: { type: "string", minLength: 1, maxLength: 200 } },
        limit: { type: "integer", minimum: 1, maximum: 100, default: 100 },
        page: { type: "integer", minimum: 1, maximum: 100, default: 1 },
    },
} as const;

function invalid(field: string, message: string, code: string): HttpError {
    const error: IFieldErrorBody = { field, message, code, status: 400 };
    return new HttpError(400, message, [error]);
}

function requireResource(resource: string): void {
    if (resource !== CONTENT_RESOURCE) throw notFound("Translation resource");
}

/** The locale a translation may be in: one the site speaks, other than the one its content is written in. */
function checkLocale(request: FastifyRequest, locale: string, field: string): string {
    const site = findSiteLocale(locale);
    if (!site) throw invalid(field, `${locale} is not a locale of this site.`, "enum");
    if (site.localeID === siteDefaultLocale(request)) throw invalid(field, `The content is written in ${site.localeID}: translate it into another locale.`, "sourceLocale");
    return site.localeID;
}

/** Checks every item (record type, property, record, locale, length); answers them with the site's locale IDs. */
async function checkItems<T extends Omit<ITranslationWrite, "translation"> & { translation?: string }>(request: FastifyRequest, items: T[]): Promise<T[]> {
    const idsByType = new Map<string, Set<number>>();
    const keysByType = new Map<string, Set<string>>();
    const checked = items.map((item, index) => {
        const field = (name: string) => `${index}.${name}`;
        const properties = TRANSLATABLE_PROPERTIES[item.recordType];
        if (!properties) throw invalid(field("recordType"), `recordType must be one of: ${Object.keys(TRANSLATABLE_PROPERTIES).join(", ")}.`, "enum");
        const rule = properties[item.propertyName];
        if (!rule) throw invalid(field("propertyName"), `propertyName of a ${item.recordType} must be one of: ${Object.keys(properties).join(", ")}.`, "enum");
        if (item.translation !== undefined && item.translation.length > rule.maxLength) {
            throw invalid(field("translation"), `The translation of ${item.recordType} ${item.propertyName} can have at most ${rule.maxLength} characters.`, "maxLength");
        }
        const locale = checkLocale(request, item.locale, field("locale"));
        if (KEYED_RECORD_TYPES.has(item.recordType)) {
            // A keyed record (a navigation item) must be one the translator offers.
            if (item.recordKey === undefined) throw invalid(field("recordKey"), `A ${item.recordType} is named by its recordKey.`, "required");
            keysByType.set(item.recordType, (keysByType.get(item.recordType) ?? new Set<string>()).add(item.recordKey));
            return { ...item, recordID: undefined, locale };
        }
        if (item.recordID === undefined) throw invalid(field("recordID"), `A ${item.recordType} is named by its recordID.`, "required");
        const ids = idsByType.get(item.recordType) ?? new Set<number>();
        idsByType.set(item.recordType, ids.add(item.recordID));
        return { ...item, recordKey: undefined, locale };
    });
    // One statement per record type: every named record must exist.
    const { db } = request.server.hearth;
    for (const [type, ids] of idsByType) {
        const found = new Set(await EXISTING_RECORDS[type]!(db, [...ids]));
        const missing = [...ids].find((recordID) => !found.has(recordID));
        if (missing !== undefined) throw invalid(`${items.findIndex((item) => item.recordType === type && item.recordID === missing)}.recordID`, `There is no ${type} ${missing}.`, "notFound");
    }
    for (const [type, keys] of keysByType) {
        const found = await existingKeys(request, type, [...keys]);
        const missing = [...keys].find((key) => !found.has(key));
        if (missing !== undefined) throw invalid(`${items.findIndex((item) => item.recordType === type && item.recordKey === missing)}.recordKey`, `There is no ${type} ${missing}.`, "notFound");
    }
    return checked;
}

/** A keyed record's recordKey, for the answers (a numbered record has none). */
function recordKeyOf(item: { recordKey?: string }): { recordKey?: string } {
    return item.recordKey !== undefined ? { recordKey: item.recordKey } : {};
}

export async function registerTranslationsRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Params: { resource: string }; Querystring: IListQuery }>(
        "/api/v2/translations/:resource",
        { preValidation: siteManagerOnly, schema: { params: resourceParams, querystring: listQuery } },
        async (request) => {
            requireResource(request.params.resource);
            const { locale, recordType, recordIDs, recordKeys, limit, page } = request.query;
            const site = findSiteLocale(locale);
            if (!site) throw invalid("locale", `${locale} is not a locale of this site.`, "enum");
            if (recordType !== undefined && !TRANSLATABLE_PROPERTIES[recordType]) throw invalid("recordType", `recordType must be one of: ${Object.keys(TRANSLATABLE_PROPERTIES).join(", ")}.`, "enum");
            if ((recordIDs?.length || recordKeys?.length) && recordType === undefined) throw invalid("recordType", "recordType is required with recordIDs or recordKeys.", "required");
            const translations = await listTranslations(db, { resource: request.params.resource, locale: site.localeID, recordType, recordIDs, recordKeys, limit, offset: (page - 1) * limit });
            // Vanilla's Translation shape names the key `key`; the translator reads translationPropertyKey.
            return translations.map((translation) => ({ resource: request.params.resource, key: translation.translationPropertyKey, ...translation }));
        },
    );

    app.patch<{ Params: { resource: string }; Body: ITranslationWrite[] }>(
        "/api/v2/translations/:resource",
        { preValidation: siteManagerOnly, schema: { params: resourceParams, body: patchBody } },
        async (request) => {
            requireResource(request.params.resource);
            const items = await checkItems(request, request.body);
            // An empty text is no translation: PATCH …/remove deletes one (the translator sends those there).
            const empty = items.findIndex((item) => item.translation.trim() === "");
            if (empty >= 0) throw invalid(`${empty}.translation`, "A translation cannot be empty: remove it instead.", "minLength");
            const { user } = await getViewer(request);
            await saveTranslations(db, request.params.resource, items, user.userID);
            // The translations as stored, in the GET's shape.
            return items.map((item) => {
                const key = translationPropertyKey(item);
                return { resource: request.params.resource, key, translationPropertyKey: key, recordType: item.recordType, recordID: item.recordID, ...recordKeyOf(item), propertyName: item.propertyName, locale: item.locale, translation: item.translation };
            });
        },
    );

    app.patch<{ Params: { resource: string }; Body: Array<Omit<ITranslationWrite, "translation">> }>(
        "/api/v2/translations/:resource/remove",
        { preValidation: siteManagerOnly, schema: { params: resourceParams, body: removeBody } },
        async (request) => {
            requireResource(request.params.resource);
            const items = await checkItems(request, request.body);
            await removeTranslations(db, request.params.resource, items);
            // The keys removed (those that were not there included: removing is idempotent).
            return items.map((item) => ({ resource: request.params.resource, translationPropertyKey: translationPropertyKey(item), recordType: item.recordType, recordID: item.recordID, ...recordKeyOf(item), propertyName: item.propertyName, locale: item.locale }));
        },
    );
}
