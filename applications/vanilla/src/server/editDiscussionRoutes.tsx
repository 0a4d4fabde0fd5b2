/**
 * GET /post/editdiscussion/{id} (and /post/editdiscussion/{id}/{draftID}, content §2): the edit
 * page, server-rendered with the body's source. Who may open it is who may save it (the edit
 * window of content §5, the same rule PATCH /discussions/{id} applies): others get the 403 page,
 * an unknown discussion the 404 page.
 */
import type { BodyFormat } from "@library/composer/composerTypes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { editDiscussionPage } from "@vanilla/pages/editDiscussionPage";
import { renderPage } from "@server/ssr/renderPage";
import { canEditDiscussion } from "@vanilla/discussion/discussionOptionsPermissions";
import { EDIT_DISCUSSION_TITLE, EditDiscussionPage } from "@vanilla/discussion/EditDiscussionPage";
import { optionsSettings } from "./discussionModerationRoutes";
import { getDiscussion } from "./discussionsModel";
import { renderCreatePostPage } from "./createPostRoutes";

export async function registerEditDiscussionRoutes(app: FastifyInstance): Promise<void> {
    const { db, config } = app.hearth;

    const editPage = async (request: FastifyRequest<{ Params: { id: string; draftID?: string } }>, reply: FastifyReply) => {
        // Content §2: record 0 with a draft is a new discussion from that draft: the create page.
        // The form loads the draft's fields (useDraftSync with its ID): another member's draft is a 404 to them.
        if (request.params.id === "0" && request.params.draftID !== undefined) {
            return /^\d+$/.test(request.params.draftID) ? renderCreatePostPage(request, reply, { postType: "discussion", parent: null, draftID: Number(request.params.draftID) }) : reply.callNotFound();
        }
        const discussionID = Number(request.params.id);
        // Content §2: record ID 0 means no record.
        if (!Number.isSafeInteger(discussionID) || discussionID < 1) return reply.callNotFound();
        try {
            const discussion = await getDiscussion(request, discussionID, []);
            const { user, permissions } = await getViewer(request);
            if (!canEditDiscussion(permissions, user.userID, discussion, optionsSettings(config).editContentTimeout, Date.now())) {
                throw new HttpError(403, "You don't have permission to edit this post, or the time to edit it has passed.");
            }
            const row = await db.selectFrom("discussions").select(["name", "body", "format"]).where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
            return renderPage(request, reply, {
                page: editDiscussionPage,
                mode: "island",
                title: t(EDIT_DISCUSSION_TITLE),
                element: <EditDiscussionPage form={{ discussionID, name: row.name, body: row.body, format: row.format as BodyFormat }} discussionUrl={discussion.url} />,
            });
        } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            return renderErrorPage(request, reply, error.status);
        }
    };
    app.get("/post/editdiscussion/:id", editPage);
    app.get<{ Params: { id: string; draftID: string } }>("/post/editdiscussion/:id/:draftID", editPage);
}
