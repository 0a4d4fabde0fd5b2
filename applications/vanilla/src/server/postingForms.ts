/**
 * Posting without JavaScript (issue 9 item 6, shell "every page works as plain HTML first"):
 * the reply form and the create-post form are real `<form method="post">`s, and these read their
 * application/x-www-form-urlencoded fields and post through createComment / createDiscussion
 * (posting.ts), so the same rules and the same messages apply as through the API. The app's
 * form-post guard (app.ts: a foreign Origin is refused) and the session cookie (SameSite=Lax)
 * protect them like the sign-in form.
 *
 *     POST /discussion/{id}/comment   body, format, parentCommentID?  → 303 to the comment
 *     POST /post/discussion           name, categoryID, body, format, type?, pinLocation?, tags?
 *                                      (comma-separated names) → 303 to the discussion
 *
 * A refusal is an IFailedFormPost: the route renders its page again with the message and the
 * fields as typed. Each rendered form carries a fresh `idempotencyKey` (hidden field): a form
 * sent twice (a double click, a resend after a lost answer) makes one post and sends the browser
 * to it both times (idempotency.ts).
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { PIN_LOCATIONS, type PinLocation } from "@library/drafts/draftTypes";
import { t } from "@library/i18n/t";
import { HttpError } from "@server/http/httpErrors";
import { checkIdempotencyKey, runIdempotently } from "@server/http/idempotency";
import { actorOf, createComment, createDiscussion, type ICreatedPost, type IPostingActor } from "./posting";

export interface IFailedFormPost {
    ok: false;
    status: number;
    /** The first field's message, or the error's. */
    message: string;
    /** Messages by field name. */
    fieldErrors: Record<string, string>;
    /** The fields as they were sent, to fill the form again. */
    fields: Record<string, string>;
}

export type FormPostOutcome = { ok: true; url: string } | IFailedFormPost;

export function commentFormAction(discussionID: number): string {
    return `/discussion/${discussionID}/comment`;
}

export const CREATE_DISCUSSION_ACTION = "/post/discussion";

/** The posted fields as strings (a repeated field keeps its first value; anything else is dropped). */
export function formFields(request: FastifyRequest): Record<string, string> {
    const fields: Record<string, string> = {};
    const body = request.body;
    if (!body || typeof body !== "object") return fields;
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === "string") fields[name] = first;
    }
    return fields;
}

function formatOf(value: string | undefined): BodyFormat {
    return value && (BODY_FORMATS as readonly string[]).includes(value) ? (value as BodyFormat) : "markdown";
}

function positiveInteger(value: string | undefined): number | null {
    const number = Number(value);
    return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function failure(error: unknown, fields: Record<string, string>): IFailedFormPost {
    if (!(error instanceof HttpError)) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const fieldError of error.errors ?? []) fieldErrors[fieldError.field] ??= fieldError.message;
    // A form page sent again with other text (e.g. after going back): the key names the first post.
    const message = error.status === 422 ? t("This form was already sent with other text. Check your text and send it again.") : (Object.values(fieldErrors)[0] ?? error.message);
    return { ok: false, status: error.status, message, fieldErrors, fields };
}

/** A fresh key for a rendered form's hidden idempotencyKey field. */
export function newFormIdempotencyKey(): string {
    return randomUUID();
}

/** Creates the post once per member and form key; the URL to open (the first post's on a resend). */
async function postOnce(
    request: FastifyRequest,
    route: string,
    fields: Record<string, string>,
    create: (actor: IPostingActor, trx: Kysely<Database>) => Promise<ICreatedPost>,
): Promise<string> {
    const actor = await actorOf(request);
    const { idempotencyKey, ...payload } = fields;
    const outcome = await runIdempotently(
        request.server.hearth.db,
        { userID: actor.userID, key: checkIdempotencyKey(idempotencyKey), route, payload },
        { status: 303, run: (trx) => create(actor, trx), stored: (created) => ({ url: created.url }) },
    );
    if (outcome.created) await outcome.created.afterCommit();
    return outcome.stored.url;
}

export async function postCommentForm(request: FastifyRequest, discussionID: number): Promise<FormPostOutcome> {
    const fields = formFields(request);
    try {
        const url = await postOnce(request, `form POST ${commentFormAction(discussionID)}`, fields, (actor, trx) =>
            createComment(
                request.server.hearth,
                actor,
                { discussionID, body: fields.body ?? "", format: formatOf(fields.format), parentCommentID: positiveInteger(fields.parentCommentID) },
                trx,
            ),
        );
        return { ok: true, url };
    } catch (error) {
        return failure(error, fields);
    }
}

export async function postDiscussionForm(request: FastifyRequest): Promise<FormPostOutcome> {
    const fields = formFields(request);
    try {
        const categoryID = positiveInteger(fields.categoryID);
        if (!categoryID) throw new HttpError(400, "Choose a category.", [{ field: "categoryID", message: "Choose a category.", code: "required", status: 400 }]);
        const pinLocation = (PIN_LOCATIONS as readonly string[]).includes(fields.pinLocation ?? "") ? (fields.pinLocation as PinLocation) : "none";
        const tagNames = (fields.tags ?? "")
            .split(",")
            .map((name) => name.trim())
            .filter(Boolean);
        const url = await postOnce(request, `form POST ${CREATE_DISCUSSION_ACTION}`, fields, (actor, trx) =>
            createDiscussion(
                request.server.hearth,
                actor,
                { categoryID, name: fields.name ?? "", body: fields.body ?? "", format: formatOf(fields.format), type: fields.type || undefined, pinLocation, newTagNames: tagNames },
                trx,
            ),
        );
        return { ok: true, url };
    } catch (error) {
        return failure(error, fields);
    }
}
