/**
 * The one way a discussion or a comment is created (content §2, §4, §6), whoever asks: the API
 * (POST /api/v2/discussions, POST /api/v2/comments), the plain form posts of postingForms.tsx,
 * and the draft publishers (a scheduled draft becomes a post).
 *
 *     const created = await createDiscussion(app.hearth, actor, input, trx?);
 *     const created = await createComment(app.hearth, actor, input, trx?);
 *
 * Each checks what the actor may do (on the actor's permissions, not a request), validates the
 * input (HttpError 400 naming the field, 403, 404: the message is for the member), counts one hit
 * of the member's rate limit, writes the post and the counts in one transaction: `trx` when given
 * (the caller commits, then calls `created.afterCommit()`), else its own (afterCommit then runs
 * before it returns). The events (commentAdded → notifications) are jobs enqueued in that same
 * transaction (postEvents.ts); afterCommit wakes this process's job runner to deliver them now.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { IHost } from "@server/app";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { hasPermission } from "@library/users/permissions";
import { HttpError, type IFieldErrorBody } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { enforceRateLimitIn, RateLimitError } from "@server/http/rateLimits";
import { loadPermissions, roleIDsForUser } from "@server/permissions/permissionsModel";
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { PIN_LOCATIONS, type PinLocation } from "@library/drafts/draftTypes";
import { DEFAULT_ALLOWED_DISCUSSION_TYPES, MAX_DISCUSSION_NAME_LENGTH } from "@vanilla/discussion/discussionOptionsPermissions";
import { addToCategoryCounts, addToUserCounts } from "./countsModel";
import { allowedDiscussionTypes } from "./categoriesModel";
import { discussionUrl, newDiscussionRow } from "./discussionsModel";
import { createTag, MAX_TAG_NAME_LENGTH, tagUrlcode } from "./tagsRoutes";
import { deleteOwnDraftIn } from "@server/drafts/deleteOwnDraft";
import { MAX_COMMENT_LENGTH, requireBody } from "./commentsRoutes";
import { enqueueCommentAdded, enqueueDiscussionAdded } from "./postEvents";
import { markOwnCommentRead, READ_STATE_COLUMNS } from "./readMarks/readMarksModel";
import { parsePostAttributes } from "./postAttributes";

/** Who posts: the member and their permissions (a request's viewer, or a draft's author). */
export interface IPostingActor {
    userID: number;
    name: string;
    photoUrl: string;
    permissions: IPermissionsRecord;
}

/** What createDiscussion and createComment need of the host (its add-ons: for a new discussion's add-on `attributes`). */
export type PostingHost = Pick<IHost, "db" | "jobs" | "config"> & Partial<Pick<IHost, "addons" | "events">>;

export interface IDiscussionInput {
    categoryID: number;
    name: string;
    body: string;
    format?: BodyFormat;
    tagIDs?: number[];
    /** Tags to create (tags.add or community.manage) and put on the discussion. */
    newTagNames?: string[];
    /** "category" or "recent" announces the discussion there (community.manage). Default none. */
    pinLocation?: PinLocation;
    /** The post type (Vanilla's `type`; `postTypeID` is accepted for it). Default "discussion". */
    type?: string;
    /** The member's draft this posts: deleted in the same transaction. */
    draftID?: number;
    /** Add-ons' data taken with the discussion (`attributes.poll`), saved in its transaction (postAttributes.ts). */
    attributes?: Record<string, unknown>;
}

export interface ICommentInput {
    discussionID: number;
    body: string;
    format?: BodyFormat;
    /** The comment this one replies to: it must be in the same discussion. */
    parentCommentID?: number | null;
    /** The member's draft this posts: deleted in the same transaction. */
    draftID?: number;
}

export interface IPostingOptions {
    /** Count a hit of the member's rate limit (default). A scheduled draft publishing at its time is not the member acting now: false. */
    rateLimited?: boolean;
    /** The post's date when it is not now: an add-on's demo seed dates its posts in the past (addons/addonSeedPosting.ts). */
    dateInserted?: string;
}

export interface ICreatedPost {
    recordID: number;
    url: string;
    /** Work for after the commit (wakes the job runner); already done when createX opened its own transaction. */
    afterCommit: () => Promise<void>;
}

export interface ICreatedDiscussion extends ICreatedPost {
    discussionID: number;
}

export interface ICreatedComment extends ICreatedPost {
    commentID: number;
    discussionID: number;
    categoryID: number;
}

/** The request's viewer as a posting actor. */
export async function actorOf(request: FastifyRequest): Promise<IPostingActor> {
    const { user, permissions } = await getViewer(request);
    return { userID: user.userID, name: user.name, photoUrl: user.photoUrl, permissions };
}

/** A member by ID as a posting actor (a draft's author); null when the account is gone or banned. */
export async function loadActor(db: Kysely<Database>, userID: number): Promise<IPostingActor | null> {
    const row = await db.selectFrom("users").select(["userID", "name", "photoUrl", "banned"]).where("userID", "=", userID).executeTakeFirst();
    if (!row || row.banned) return null;
    const permissions = await loadPermissions(db, await roleIDsForUser(db, row.userID));
    return { userID: row.userID, name: row.name, photoUrl: row.photoUrl, permissions };
}

function fieldError(status: number, field: string, message: string, code: string): HttpError {
    const error: IFieldErrorBody = { field, message, code, status };
    return new HttpError(status, message, [error]);
}

async function inTransaction<T>(host: PostingHost, trx: Kysely<Database> | undefined, work: (trx: Kysely<Database>) => Promise<T & ICreatedPost>): Promise<T & ICreatedPost> {
    if (trx) return work(trx);
    const created = await host.db.transaction().execute(work);
    await created.afterCommit();
    return { ...created, afterCommit: async () => undefined };
}

function checkFormat(format: string): BodyFormat {
    if (!(BODY_FORMATS as readonly string[]).includes(format)) throw fieldError(400, "format", `format must be one of: ${BODY_FORMATS.join(", ")}.`, "enum");
    return format as BodyFormat;
}

function signedIn(actor: IPostingActor, message: string): void {
    if (!actor.userID) throw new HttpError(403, message);
}

/** Whether tags can be put on new discussions (content §4 "tags when tagging is enabled"). */
export function taggingEnabled(host: Pick<PostingHost, "config">): boolean {
    return host.config.get<boolean>("Tagging.Discussions.Enabled", false) === true;
}

/** Whether the actor may create tags (the rule of POST /api/v2/tags). */
export function canAddTags(permissions: IPermissionsRecord): boolean {
    return hasPermission(permissions, ["community.manage", "tags.add"], { mode: "global" });
}

/** Whether the actor may announce (pin) a discussion in the category. */
export function canPinIn(permissions: IPermissionsRecord, categoryID: number): boolean {
    return hasPermission(permissions, "community.manage", { resourceID: categoryID, mode: "globalOrResource" });
}

/** Whether the actor may start a discussion in the category (sees it and holds discussions.add there). */
export function canStartDiscussionIn(permissions: IPermissionsRecord, categoryID: number): boolean {
    const resource = { resourceType: "category", resourceID: categoryID };
    return hasPermission(permissions, "discussions.view", resource) && hasPermission(permissions, "discussions.add", resource);
}

/** The post types a category allows (its own list, or the default one). */
export function postTypesOf(category: { allowedDiscussionTypes: string | null }): string[] {
    return allowedDiscussionTypes(category) ?? DEFAULT_ALLOWED_DISCUSSION_TYPES;
}

/**
 * The IDs of `names` as tags: an existing tag of the same name is reused (anyone may put it on
 * their discussion); a missing one is created only for those who may create tags.
 */
async function tagIDsForNames(trx: Kysely<Database>, actor: IPostingActor, names: string[], now: string): Promise<number[]> {
    const ids: number[] = [];
    for (const raw of names) {
        const name = raw.trim().replace(/\s+/g, " ");
        if (!name) continue;
        if (name.length > MAX_TAG_NAME_LENGTH) throw fieldError(400, "newTagNames", `A tag name can have at most ${MAX_TAG_NAME_LENGTH} characters.`, "maxLength");
        const existing = await trx.selectFrom("tags").select("tagID").where("urlcode", "=", tagUrlcode(name)).executeTakeFirst();
        if (existing) {
            ids.push(existing.tagID);
            continue;
        }
        if (!canAddTags(actor.permissions)) throw fieldError(403, "newTagNames", `You need the tags.add permission to create the tag "${name}".`, "permission");
        const created = await createTag(trx, name, now);
        // Created at the same moment by another post: the unique urlcode kept one, use it.
        ids.push(created ? created.tagID : (await trx.selectFrom("tags").select("tagID").where("urlcode", "=", tagUrlcode(name)).executeTakeFirstOrThrow()).tagID);
    }
    return ids;
}

export async function createDiscussion(
    host: PostingHost,
    actor: IPostingActor,
    input: IDiscussionInput,
    trx?: Kysely<Database>,
    options: IPostingOptions = {},
): Promise<ICreatedDiscussion> {
    signedIn(actor, "Sign in to start a discussion.");
    const name = input.name.trim();
    if (!name) throw fieldError(400, "name", "Give your discussion a title.", "minLength");
    if (name.length > MAX_DISCUSSION_NAME_LENGTH) throw fieldError(400, "name", `The title can have at most ${MAX_DISCUSSION_NAME_LENGTH} characters.`, "maxLength");
    if (input.body.length > MAX_COMMENT_LENGTH) throw fieldError(400, "body", `The post can have at most ${MAX_COMMENT_LENGTH} characters.`, "maxLength");
    const format = checkFormat(input.format ?? "markdown");
    requireBody(input.body, format);
    const pinLocation = input.pinLocation ?? "none";
    if (!(PIN_LOCATIONS as readonly string[]).includes(pinLocation)) throw fieldError(400, "pinLocation", `pinLocation must be one of: ${PIN_LOCATIONS.join(", ")}.`, "enum");
    const tagIDs = [...new Set(input.tagIDs ?? [])];
    const newTagNames = (input.newTagNames ?? []).filter((tag) => tag.trim());
    const type = input.type ?? "discussion";
    const attributes = parsePostAttributes(host, actor, input.attributes);

    return inTransaction(host, trx, async (db) => {
        const category = await db.selectFrom("categories").select(["categoryID", "allowedDiscussionTypes"]).where("categoryID", "=", input.categoryID).executeTakeFirst();
        if (!category || !hasPermission(actor.permissions, "discussions.view", { resourceType: "category", resourceID: input.categoryID })) {
            throw fieldError(404, "categoryID", "That category does not exist.", "missing");
        }
        if (!canStartDiscussionIn(actor.permissions, category.categoryID)) throw fieldError(403, "categoryID", "You don't have permission to start a discussion in this category.", "permission");
        if (!postTypesOf(category).includes(type)) throw fieldError(400, "type", `This category does not allow posts of the type "${type}".`, "enum");
        if (pinLocation !== "none" && !canPinIn(actor.permissions, category.categoryID)) throw fieldError(403, "pinLocation", "You need the community.manage permission to announce a discussion.", "permission");
        if ((tagIDs.length || newTagNames.length) && !taggingEnabled(host)) throw fieldError(400, "tagIDs", "Tagging is not enabled on this forum.", "disabled");
        if (tagIDs.length) {
            const found = await db.selectFrom("tags").select("tagID").where("tagID", "in", tagIDs).execute();
            const missing = tagIDs.filter((id) => !found.some((row) => row.tagID === id));
            if (missing.length) throw fieldError(400, "tagIDs", `These tags do not exist: ${missing.join(", ")}.`, "missing");
        }
        if (options.rateLimited !== false) await enforceRateLimitIn(db, host.config, "discussionsPerUser", actor.userID);

        const now = options.dateInserted ?? new Date().toISOString();
        const allTagIDs = [...new Set([...tagIDs, ...(await tagIDsForNames(db, actor, newTagNames, now))])];
        const row = await db
            .insertInto("discussions")
            .values(
                newDiscussionRow(
                    {
                        categoryID: category.categoryID,
                        insertUserID: actor.userID,
                        type,
                        name,
                        body: input.body,
                        format,
                        pinned: pinLocation === "none" ? 0 : 1,
                        pinLocation: pinLocation === "none" ? null : pinLocation,
                    },
                    now,
                ),
            )
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        if (input.draftID) await deleteOwnDraftIn(db, actor.userID, input.draftID);
        await attributes.save(db, row.discussionID, now);
        if (allTagIDs.length) await db.insertInto("discussionTags").values(allTagIDs.map((tagID) => ({ discussionID: row.discussionID, tagID }))).execute();
        await addToCategoryCounts(db, category.categoryID, { discussions: 1 });
        await addToUserCounts(db, actor.userID, { discussions: 1 });
        // For add-ons that count posts and the body's @mentions (events.ts); delivered by a job after the commit.
        const url = discussionUrl({ discussionID: row.discussionID, name });
        await enqueueDiscussionAdded(
            db,
            {
                discussionID: row.discussionID,
                categoryID: category.categoryID,
                authorID: actor.userID,
                discussionName: name,
                discussionUrl: url,
                authorName: actor.name,
                authorPhotoUrl: actor.photoUrl,
                body: input.body,
                format,
            },
            host.events,
        );
        return { recordID: row.discussionID, discussionID: row.discussionID, url, afterCommit: async () => host.jobs.wake() };
    });
}

export async function createComment(
    host: PostingHost,
    actor: IPostingActor,
    input: ICommentInput,
    trx?: Kysely<Database>,
    options: IPostingOptions = {},
): Promise<ICreatedComment> {
    signedIn(actor, "Sign in to comment.");
    if (input.body.length > MAX_COMMENT_LENGTH) throw fieldError(400, "body", `The comment can have at most ${MAX_COMMENT_LENGTH} characters.`, "maxLength");
    const format = checkFormat(input.format ?? "markdown");
    requireBody(input.body, format);

    return inTransaction(host, trx, async (db) => {
        const discussion = await db
            .selectFrom("discussions")
            .select(["discussionID", "categoryID", "name", "closed", "insertUserID"])
            .where("discussionID", "=", input.discussionID)
            .executeTakeFirst();
        if (!discussion) throw fieldError(404, "discussionID", "Discussion not found.", "missing");
        const resource = { resourceType: "category", resourceID: discussion.categoryID };
        if (!hasPermission(actor.permissions, "discussions.view", resource)) throw new HttpError(403, "You don't have permission to view this discussion.");
        const closed = Boolean(discussion.closed);
        if (!hasPermission(actor.permissions, closed ? "discussions.close" : "comments.add", resource)) {
            throw new HttpError(403, closed ? "This discussion is closed." : "You need the comments.add permission to comment here.");
        }
        const parentCommentID = input.parentCommentID ?? null;
        if (parentCommentID !== null) {
            const parent = await db.selectFrom("comments").select(["discussionID", "dateDeleted"]).where("commentID", "=", parentCommentID).executeTakeFirst();
            if (!parent || parent.dateDeleted || parent.discussionID !== discussion.discussionID) {
                throw fieldError(400, "parentCommentID", "The comment you reply to is not in this discussion.", "missing");
            }
        }
        if (options.rateLimited !== false) await enforceRateLimitIn(db, host.config, "commentsPerUser", actor.userID);

        const now = options.dateInserted ?? new Date().toISOString();
        const row = await db
            .insertInto("comments")
            .values({ discussionID: discussion.discussionID, insertUserID: actor.userID, body: input.body, format, dateInserted: now, dateUpdated: null, score: 0, parentCommentID })
            .returning("commentID")
            .executeTakeFirstOrThrow();
        if (input.draftID) await deleteOwnDraftIn(db, actor.userID, input.draftID);
        // The row as this post leaves it, for the author's read position.
        const counted = await db
            .updateTable("discussions")
            .set((eb) => ({ countComments: eb("countComments", "+", 1), dateLastComment: now, lastCommentUserID: actor.userID }))
            .where("discussionID", "=", discussion.discussionID)
            .returning(READ_STATE_COLUMNS)
            .executeTakeFirstOrThrow();
        await addToCategoryCounts(db, discussion.categoryID, { comments: 1 });
        await addToUserCounts(db, actor.userID, { comments: 1 });
        await markOwnCommentRead(db, actor.userID, counted);
        const commentUrl = `/discussion/comment/${row.commentID}#Comment_${row.commentID}`;
        await enqueueCommentAdded(db, {
            commentID: row.commentID,
            commentUrl,
            discussionID: discussion.discussionID,
            discussionName: discussion.name,
            discussionAuthorID: discussion.insertUserID,
            categoryID: discussion.categoryID,
            authorID: actor.userID,
            authorName: actor.name,
            authorPhotoUrl: actor.photoUrl,
            body: input.body,
            format,
        });
        const afterCommit = async () => host.jobs.wake();
        return { recordID: row.commentID, commentID: row.commentID, discussionID: discussion.discussionID, categoryID: discussion.categoryID, url: commentUrl, afterCommit };
    });
}

/** Sets Retry-After on the reply when posting hit the member's rate limit (the 429 of the API). */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
    try {
        return await work;
    } catch (error) {
        if (error instanceof RateLimitError) reply.header("retry-after", String(error.retryAfter));
        throw error;
    }
}
