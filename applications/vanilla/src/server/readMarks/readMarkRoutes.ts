/**
 * "Mark all read", everywhere or in one category (with its subcategories): the API call
 * (`PUT /api/v2/discussions/mark-read`, Hearth's own: Vanilla's contract has none) and the plain
 * form the lists show (`POST /discussions/mark-read`, answered with a redirect back to the list).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { MARK_ALL_READ_ACTION } from "@vanilla/unread/MarkAllReadForm";
import { categoryUrl, viewableCategories } from "../categoriesModel";
import { markAllRead } from "./readMarksModel";

const markReadBodySchema = {
    type: "object",
    properties: { categoryID: { type: "integer", minimum: 1 } },
    additionalProperties: false,
} as const;

/**
 * Marks read for the signed-in viewer and answers where it applied. A category the viewer may
 * not see is a 404, as if it did not exist: its name, and whether it exists, never leak.
 */
async function markRead(request: FastifyRequest, categoryID: number | undefined): Promise<{ categoryIDs: number[] | "everywhere"; url: string }> {
    const { user } = await getViewer(request);
    if (!user.userID) throw new HttpError(403, "You must be signed in to mark discussions read.");
    const { db } = request.server.hearth;
    if (categoryID === undefined) {
        await markAllRead(db, user.userID, "everywhere");
        return { categoryIDs: "everywhere", url: "/discussions" };
    }
    const visible = await viewableCategories(request);
    const category = visible.find((row) => row.categoryID === categoryID);
    if (!category) throw new HttpError(404, "Category not found.");
    // The category and every visible category below it: its page lists only its own, but
    // "mark this category read" means what the member sees under it too.
    const ids = [category.categoryID];
    for (let i = 0; i < ids.length; i++) ids.push(...visible.filter((row) => row.parentCategoryID === ids[i] && !ids.includes(row.categoryID)).map((row) => row.categoryID));
    await markAllRead(db, user.userID, ids);
    return { categoryIDs: ids, url: categoryUrl(category) };
}

export async function registerReadMarkRoutes(app: FastifyInstance): Promise<void> {
    app.put<{ Body: { categoryID?: number } }>("/api/v2/discussions/mark-read", { schema: { body: markReadBodySchema } }, async (request) => {
        const { categoryIDs } = await markRead(request, request.body?.categoryID);
        return { categoryIDs: categoryIDs === "everywhere" ? null : categoryIDs };
    });

    app.post<{ Body: Record<string, unknown> }>(MARK_ALL_READ_ACTION, async (request, reply) => {
        const { user } = await getViewer(request);
        if (!user.userID) return reply.redirect(`/entry/signin?target=${encodeURIComponent("/discussions")}`, 303);
        const given = Number(request.body?.categoryID);
        const { url } = await markRead(request, Number.isSafeInteger(given) && given > 0 ? given : undefined);
        return reply.redirect(url, 303);
    });
}
