/**
 * Translated content shown to readers (issue 15 item 4): a page whose locale is not the one the
 * content is written in (the site's default) shows the discussions' titles and bodies and the
 * categories' names and descriptions in the reader's locale where a site manager translated
 * them, and says so (the "Translated" marker, with a link to the text as written: `?original=1`).
 *
 * One statement per page for every record it shows (translationsOfRecords); none at all for a
 * reader of the source locale. A translated body is Markdown, rendered by the same sanitiser as
 * every post.
 */
import type { FastifyRequest } from "fastify";
import { renderBody } from "@server/content/bodyFormat";
import { requestTranslator, siteDefaultLocale } from "@server/i18n/requestTranslator";
import { translationsOfRecords } from "@server/translations/translationsModel";
import { CONTENT_RESOURCE } from "@library/translations/translationTypes";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import type { ICategoryFragment } from "@vanilla/discussions/discussionTypes";

/** The query parameter of the link to the original text. */
export const ORIGINAL_PARAMETER = "original";

/** The reader's locale when their page may show translations; null for the source locale or `?original=1`. */
export async function readerTranslationLocale(request: FastifyRequest): Promise<string | null> {
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.[ORIGINAL_PARAMETER] === "1") return null;
    const { locale } = await requestTranslator(request);
    return locale === siteDefaultLocale(request) ? null : locale;
}

/** The address of the same page with the text as written. */
export function originalUrl(url: string): string {
    return `${url}${url.includes("?") ? "&" : "?"}${ORIGINAL_PARAMETER}=1`;
}

interface ICategoryText {
    categoryID: number;
    name: string;
    description?: string;
}

export interface IContentTranslations {
    locale: string | null;
    discussion(discussion: IDiscussion): IDiscussion;
    category<T extends ICategoryText | ICategoryFragment>(category: T): T & { translatedLocale?: string };
}

const UNTRANSLATED: IContentTranslations = { locale: null, discussion: (discussion) => discussion, category: (category) => category };

/**
 * Reads, in one statement, the reader's translations of these discussions and categories (and of
 * the discussions' own categories), and answers the functions that put them in place.
 */
export async function contentTranslations(request: FastifyRequest, records: { discussions?: IDiscussion[]; categoryIDs?: number[] }): Promise<IContentTranslations> {
    const locale = await readerTranslationLocale(request);
    if (!locale) return UNTRANSLATED;
    const discussions = records.discussions ?? [];
    const categoryIDs = [...(records.categoryIDs ?? []), ...discussions.map((discussion) => discussion.categoryID)];
    const found = await translationsOfRecords(request.server.hearth.db, CONTENT_RESOURCE, locale, { discussion: discussions.map((discussion) => discussion.discussionID), category: categoryIDs });
    const ofDiscussion = found.get("discussion");
    const ofCategory = found.get("category");
    const category = <T extends ICategoryText | ICategoryFragment>(row: T): T & { translatedLocale?: string } => {
        const texts = ofCategory?.get(row.categoryID);
        if (!texts) return row;
        return { ...row, ...(texts.name ? { name: texts.name } : {}), ...(texts.description && "description" in row ? { description: texts.description } : {}), translatedLocale: locale };
    };
    return {
        locale,
        category,
        discussion(discussion) {
            const texts = ofDiscussion?.get(discussion.discussionID);
            const translatedCategory = discussion.category ? category(discussion.category) : undefined;
            const withCategory = translatedCategory ? { ...discussion, category: { ...discussion.category!, name: translatedCategory.name } } : discussion;
            if (!texts) return withCategory;
            return {
                ...withCategory,
                ...(texts.name ? { name: texts.name } : {}),
                ...(texts.body ? { body: renderBody(texts.body, "markdown") } : {}),
                translatedLocale: locale,
            };
        },
    };
}
