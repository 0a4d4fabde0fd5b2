/**
 * POST /api/v2/tags {name} → 201 the tag, in Vanilla's TagFragment shape (vanilla-openapi
 * tags.yml). Creating tags is for community.manage or the tagging administrators (tags.add,
 * Vanilla's "Vanilla.Tagging.Add"); a blank name or one an existing tag already has is 400 on
 * `name`. Reading and setting a discussion's tags stay in discussionModerationRoutes.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import type { Database } from "@server/db/schema";
import { hasPermission } from "@library/users/permissions";
import type { ITagFragment } from "@vanilla/discussions/discussionTypes";
import { permissionProblem, signedInOnly } from "./routeGuards";
import { toTagFragment } from "./tagsModel";

/** Ours: tag names are short labels. */
export const MAX_TAG_NAME_LENGTH = 100;

const postBodySchema = {
    type: "object",
    required: ["name"],
    properties: { name: { type: "string", minLength: 1, maxLength: MAX_TAG_NAME_LENGTH } },
} as const;

/** A tag's address part: its name in lower case with runs of spaces as one dash (letters of any script kept). */
export function tagUrlcode(name: string): string {
    return name.trim().toLowerCase().replace(/[\s/?#%&]+/g, "-");
}

/**
 * Creates a tag; null when one with the same urlcode exists (the urlcode follows the name in
 * lower case, so this is also "the same name"). The unique index decides, so of ten requests
 * at once for one name exactly one creates it.
 */
export async function createTag(db: Kysely<Database>, name: string, now = new Date().toISOString()): Promise<ITagFragment | null> {
    const urlcode = tagUrlcode(name);
    const created = await db
        .insertInto("tags")
        .values({ name, urlcode, dateInserted: now })
        .onConflict((conflict) => conflict.column("urlcode").doNothing())
        .returning(["tagID", "name", "urlcode"])
        .executeTakeFirst();
    return created ? toTagFragment(created) : null;
}

async function taggingAdminsOnly(request: FastifyRequest): Promise<void> {
    await signedInOnly(request);
    const { permissions } = await getViewer(request);
    if (!hasPermission(permissions, ["community.manage", "tags.add"], { mode: "global" })) throw permissionProblem("community.manage");
}

export async function registerTagsRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.post<{ Body: { name: string } }>("/api/v2/tags", { schema: { body: postBodySchema }, preValidation: taggingAdminsOnly }, async (request, reply) => {
        const name = request.body.name.trim().replace(/\s+/g, " ");
        if (!name) throw new HttpError(400, "The name cannot be blank.", [{ field: "name", message: "The name cannot be blank.", code: "minLength", status: 400 }]);
        const tag = await createTag(db, name);
        if (!tag) {
            const message = "A tag with this name already exists.";
            throw new HttpError(400, message, [{ field: "name", message, code: "unique", status: 400 }]);
        }
        reply.code(201);
        return tag;
    });
}
