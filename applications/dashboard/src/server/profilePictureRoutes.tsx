/**
 * GET /profile/picture (Vanilla's route): the signed-in member changes their photo. Guests go to
 * sign-in and come back. The page only gathers the crop; the upload and the photo change are
 * POST /api/v2/media and PATCH /api/v2/users/{id} (avatarPhotoRoutes.ts), which check everything.
 * The path is fixed, so it wins over /profile/{name} (a member named "picture" keeps
 * /profile/picture for this page, as in Vanilla).
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { uploadLimits } from "@server/config/uploadLimits";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import { profilePicturePage } from "@dashboard/pages/profilePicturePage";
import { PROFILE_PICTURE_TITLE, ProfilePicturePage } from "@dashboard/profilePicture/ProfilePicturePage";

export const PROFILE_PICTURE_URL = "/profile/picture";

export async function registerProfilePictureRoutes(app: FastifyInstance): Promise<void> {
    app.get(PROFILE_PICTURE_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(PROFILE_PICTURE_URL)}`, 302);
        return renderPage(request, reply, {
            page: profilePicturePage,
            mode: "island",
            title: t(PROFILE_PICTURE_TITLE),
            element: <ProfilePicturePage userID={user.userID} name={user.name} photoUrl={user.photoUrl} uploads={{ maxSize: uploadLimits(request).maxSize }} />,
        });
    });
}
