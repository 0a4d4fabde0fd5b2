/**
 * Signatures (content §3 "User fragment: signature.body", §5): kept as Markdown source in
 * users.signature and rendered like post bodies, except that images are allowed (a signature is
 * often a banner) — only from http(s) addresses; their height is limited on the page
 * (signatures.imageMaxHeight), not here.
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { isSafeLink } from "@library/utility/safeLinks";

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const SIGNATURE_OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: ["p", "br", "strong", "em", "del", "a", "code", "img"],
    allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
        a: (tagName, attribs): sanitizeHtml.Tag => {
            const href = attribs.href ?? "";
            if (!isSafeLink(href)) return { tagName: "span", attribs: {} };
            const external = /^https?:\/\//i.test(href);
            return { tagName, attribs: external ? { href, rel: "nofollow ugc noopener noreferrer", target: "_blank" } : { href } };
        },
    },
};

export function renderSignature(source: string): string {
    return sanitizeHtml(markdown.render(source), SIGNATURE_OPTIONS).trim();
}

/** What the page needs to show signatures, or null when signatures.enabled is off. */
export interface ISignatureSettings {
    hideMobile: boolean;
    /** Pixels; 0 = no limit. */
    imageMaxHeight: number;
}

export function signatureSettings(request: FastifyRequest): ISignatureSettings | null {
    const { config } = request.server.hearth;
    if (config.get<boolean>("Signatures.Enabled", false) !== true) return null;
    const height = Number(config.get<number>("Signatures.ImageMaxHeight", 0));
    return { hideMobile: config.get<boolean>("Signatures.HideMobile", false) === true, imageMaxHeight: Number.isFinite(height) && height > 0 ? height : 0 };
}

/** Rendered signatures of the given users who have one. */
export async function signaturesByUserID(db: Kysely<Database>, userIDs: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(userIDs.filter((id) => id > 0))];
    if (!unique.length) return new Map();
    const rows = await db.selectFrom("users").select(["userID", "signature"]).where("userID", "in", unique).where("signature", "is not", null).execute();
    return new Map(rows.filter((row) => row.signature?.trim()).map((row) => [row.userID, renderSignature(row.signature as string)]));
}
