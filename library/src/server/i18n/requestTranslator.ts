/**
 * The translator of each request (translator.ts): its locale is the member's profile language,
 * else the visitor's language cookie, else the best match of Accept-Language, else the site's
 * default (Garden.Locale). It is never process state: t() and tf() find it in the async context
 * of the request they run for (AsyncLocalStorage), so two requests answered at the same time in
 * two languages each get their own words.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { IntlMessageFormat } from "intl-messageformat";
import { setTranslatorScope } from "@library/i18n/t";
import { createTranslator, type ITranslator } from "@library/i18n/translator";
import { messagesFor } from "@server/i18n/catalogues";
import { findSiteLocale } from "@server/i18n/siteLocales";
import { getViewer } from "@server/http/viewer";
import { currentSiteSection } from "@server/siteSections/siteSections";

/** A guest's choice of language (the picker); a member's is saved on their profile. */
export const LOCALE_COOKIE = "hearth_locale";

const scope = new AsyncLocalStorage<ITranslator>();
setTranslatorScope(() => scope.getStore());

/** Runs `work` with `translator` as the one t() and tf() use, in it and everything it starts. */
export function withTranslator<T>(translator: ITranslator, work: () => T): T {
    return scope.run(translator, work);
}

/** One translator per locale for the process: a translator is an immutable value (its catalogue, its formatters), which request uses it is decided per request. */
const translatorsByLocale = new Map<string, ITranslator>();

export function translatorFor(locale: string): ITranslator {
    let translator = translatorsByLocale.get(locale);
    if (!translator) translatorsByLocale.set(locale, (translator = createTranslator(locale, messagesFor(locale), IntlMessageFormat)));
    return translator;
}

/** The site's locale ID for a tag ("fr-CA" → "fr"), or null when the site has no such language. */
export function siteLocaleOf(tag: string | null | undefined): string | null {
    if (!tag) return null;
    const exact = findSiteLocale(tag);
    if (exact) return exact.localeID;
    const language = tag.split(/[-_]/)[0] ?? "";
    return findSiteLocale(language)?.localeID ?? null;
}

/** The best site locale for an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8"), by quality then order. */
export function fromAcceptLanguage(header: string | undefined): string | null {
    if (!header) return null;
    const ranges = header
        .split(",")
        .map((part, index) => {
            const [tag = "", ...params] = part.trim().split(";");
            const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
            return { tag: tag.trim(), quality: q ? Number(q[1]) : 1, index };
        })
        .filter((range) => range.tag && range.tag !== "*" && range.quality > 0)
        .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const range of ranges) {
        const locale = siteLocaleOf(range.tag);
        if (locale) return locale;
    }
    return null;
}

export function siteDefaultLocale(request: FastifyRequest): string {
    return siteLocaleOf(request.server.hearth.config.get<string>("Garden.Locale", "en")) ?? "en";
}

/** The locale of a visitor without a profile choice: cookie, then Accept-Language, then the site's. */
export function guestLocale(request: FastifyRequest): string {
    return siteLocaleOf(request.cookies?.[LOCALE_COOKIE]) ?? fromAcceptLanguage(request.headers["accept-language"]) ?? siteDefaultLocale(request);
}

const translators = new WeakMap<FastifyRequest, Promise<ITranslator>>();

/** The locale a page speaks to a reader whose profile language is `profileLocale` (null: none chosen). */
function pageLocale(request: FastifyRequest, profileLocale: string | null): string {
    // A site section with its own language (a subcommunity, siteSections.ts) speaks it to everyone.
    return siteLocaleOf(currentSiteSection(request)?.locale) ?? siteLocaleOf(profileLocale) ?? guestLocale(request);
}

/** The request's translator, decided once per request (a member's profile needs the viewer, loaded once anyway). */
export function requestTranslator(request: FastifyRequest): Promise<ITranslator> {
    let translator = translators.get(request);
    if (!translator) {
        translator = getViewer(request).then((viewer) => translatorFor(pageLocale(request, viewer.locale)));
        translators.set(request, translator);
    }
    return translator;
}

/**
 * The member has just changed their profile language: the rest of the request (the page that
 * answers the change, its messages) speaks the new one, not the one the request came in with.
 * Run that rest inside withTranslator(the returned translator, …).
 */
export function switchRequestTranslator(request: FastifyRequest, profileLocale: string | null): ITranslator {
    const translator = translatorFor(pageLocale(request, profileLocale));
    translators.set(request, Promise.resolve(translator));
    return translator;
}

/**
 * Every page's handler, and what it calls, runs in its request's translator (page titles and
 * validation messages are translated before the render). API calls get the visitor's language
 * without reading a profile, so they cost no extra query; a page reads the viewer anyway.
 */
export function installRequestTranslator(app: FastifyInstance): void {
    app.addHook("preHandler", (request, _reply, done) => {
        const pending = request.url.startsWith("/api/") ? Promise.resolve(translatorFor(guestLocale(request))) : requestTranslator(request);
        pending.then(
            (translator) => withTranslator(translator, done),
            () => done(),
        );
    });
}
