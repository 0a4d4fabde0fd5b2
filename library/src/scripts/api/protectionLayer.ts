/**
 * HTML answered by a protection layer (a CDN or firewall in front of the forum) instead of our
 * JSON (shell §7, §8): a challenge makes the page reload so the person can pass it; any other
 * such page has its title, first paragraph and ray ID turned into the error message.
 */
import { ApiError } from "@library/api/apiErrors";
import { t } from "@library/i18n/t";

export const PROTECTION_DEFAULT_TITLE = "An Error has Occured";

type HeaderReader = (name: string) => string | null | undefined;

export function isHtmlResponse(contentType: string | null | undefined, body: unknown): boolean {
    if (contentType?.includes("text/html")) return true;
    return typeof body === "string" && /^\s*<(!doctype|html)/i.test(body);
}

export function isChallenge(header: HeaderReader): boolean {
    return (header("cf-mitigated") ?? "").toLowerCase() === "challenge";
}

function textOf(html: string | undefined): string {
    if (!html) return "";
    return html
        .replace(/<[^>]*>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, " ")
        .trim();
}

export function protectionLayerError(html: string, status: number, header: HeaderReader): ApiError {
    const title = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]) || textOf(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]);
    const paragraph = textOf(/<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1]);
    const rayID = header("cf-ray") ?? /Ray ID:?\s*(?:<[^>]*>\s*)*([\w-]+)/i.exec(html)?.[1] ?? null;
    const description = [paragraph, rayID ? `${t("Ray ID")}: ${rayID}` : ""].filter(Boolean).join(" ");
    return new ApiError({
        message: title || t(PROTECTION_DEFAULT_TITLE),
        status,
        description: description || undefined,
        errors: {},
        response: html,
    });
}
