/**
 * The profile's pages (shell §2): /profile/{name} (Overview), /profile/discussions/{userID}/{name},
 * /profile/comments/{userID}/{name} (pages /p2 … like the other lists) and, in
 * profileReactionsPage.tsx, /profile/reactions/{name}. Every tab applies profileView (shell §6):
 * the reduced card for a private (or banned) profile, the Permission Problem page for a viewer
 * without the user-card permissions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tf } from "@library/i18n/t";
import { decodeUserName } from "@library/users/userUrls";
import type { UserRow } from "@server/db/schema";
import { getViewer } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { findUserByName } from "@server/users/usersModel";
import { profilePage } from "@vanilla/pages/profilePage";
import { ProfileFrame, type IProfileUser } from "@vanilla/profile/ProfileFrame";
import { ProfilePage } from "@vanilla/profile/ProfilePage";
import { ProfilePostsTab } from "@vanilla/profile/ProfilePostsTab";
import { profileCommentsUrl, profileDiscussionsUrl, type ProfileTab } from "@vanilla/profile/profileUrls";
import { USER_DISCUSSIONS_LIMIT } from "@vanilla/profile/UserDiscussions";
import { sanitizeLabelHtml } from "@server/users/labelHtml";
import { htmlPlainText } from "./search/searchExcerpt";
import { categoryFragment, viewableCategories } from "./categoriesModel";
import { listDiscussions } from "./discussionsModel";
import { pastLastPageRedirect } from "./pageClamp";
import { profileView } from "./profileAccess";
import { receivedReactionTypes, type IReceivedReactionTypeRow } from "./profileReactionsPage";
import { listUserComments } from "./userComments";

/** Discussions and comments per page of a profile tab. */
export const PROFILE_TAB_LIMIT = 30;
const EXCERPT_CHARS = 200;

/**
 * The member a profile address names, and what the viewer may see of them. Answers the page
 * itself when there is nothing more to render: 404, the Permission Problem page, or the
 * reduced card (the same for every tab).
 */
export async function openProfile(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow | undefined,
    tab: ProfileTab,
): Promise<{ user: UserRow; header: (types: IReceivedReactionTypeRow[]) => IProfileUser } | FastifyReply> {
    if (!user) return renderErrorPage(request, reply, 404);
    const view = await profileView(request, user);
    if (view.kind === "denied") return renderErrorPage(request, reply, 403);
    if (view.kind === "reduced") {
        return renderPage(request, reply, {
            page: profilePage,
            mode: "island",
            title: user.name,
            guestCache: true,
            element: <ProfileFrame tab={tab} reduced={{ name: user.name, photoUrl: user.photoUrl, reason: view.reason }} />,
        });
    }
    const { user: viewer } = await getViewer(request);
    // An add-on's rank label replaces the stored one (add-on API 5 user decorators).
    const decorated = (await request.server.hearth.addons.decorateUsers([user.userID], request)).get(user.userID);
    return {
        user,
        header: (types) => ({
            userID: user.userID,
            name: user.name,
            photoUrl: user.photoUrl,
            title: user.title,
            labelHtml: decorated?.labelHtml || sanitizeLabelHtml(user.labelHtml),
            dateInserted: user.dateInserted,
            countDiscussions: user.countDiscussions,
            countComments: user.countComments,
            countReactions: types.reduce((sum, type) => sum + type.count, 0),
            isSelf: viewer.userID !== 0 && viewer.userID === user.userID,
            banned: user.banned,
        }),
    };
}

export function isReply(value: unknown): value is FastifyReply {
    return typeof value === "object" && value !== null && "sent" in value && "request" in value;
}

/** The page number of a tab's address: none is page 1, "p{n}" page n; anything else is not a page. */
function tabPage(segment: string | undefined): number | null {
    if (segment === undefined) return 1;
    const match = /^p(\d{1,6})$/.exec(segment);
    return match && Number(match[1]) >= 1 ? Number(match[1]) : null;
}

function splitSearch(request: FastifyRequest): string {
    const query = request.url.split("?")[1];
    return query ? `?${query}` : "";
}

export async function registerProfilePages(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Params: { name: string } }>("/profile/:name", async (request, reply) => {
        const opened = await openProfile(request, reply, await findUserByName(db, decodeUserName(request.params.name)), "overview");
        if (isReply(opened)) return opened;
        const { user } = opened;
        const result = await listDiscussions(request, { page: 1, limit: USER_DISCUSSIONS_LIMIT, sort: "-dateInserted", expand: ["category"], insertUserID: user.userID });
        const types = await receivedReactionTypes(app, request, user.userID);
        return renderPage(request, reply, {
            page: profilePage,
            mode: "island",
            title: user.name,
            guestCache: true,
            widgetContext: { profileUserID: user.userID },
            element: (
                <ProfilePage
                    user={opened.header(types)}
                    discussions={{ userID: user.userID, discussions: result.discussions, hasMorePages: result.paging.hasMorePages }}
                    reactionsReceived={types.map(({ tagID: _tagID, ...type }) => type)}
                />
            ),
        });
    });

    /**
     * A tab addressed by ID and name: the ID decides (names change), and an address whose name
     * is not the member's current one is sent to the right one.
     */
    const tabRoute = (tab: "discussions" | "comments") => async (request: FastifyRequest<{ Params: { userID: string; name: string; page?: string } }>, reply: FastifyReply) => {
        const userID = Number(request.params.userID);
        const page = tabPage(request.params.page);
        if (!Number.isSafeInteger(userID) || userID < 1 || page === null) return renderErrorPage(request, reply, 404);
        const row = await db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst();
        const firstPageUrl = row ? (tab === "discussions" ? profileDiscussionsUrl(row.userID, row.name) : profileCommentsUrl(row.userID, row.name)) : "";
        if (row && decodeUserName(request.params.name) !== row.name) {
            return reply.redirect(`${page > 1 ? `${firstPageUrl}/p${page}` : firstPageUrl}${splitSearch(request)}`, 301);
        }
        const opened = await openProfile(request, reply, row, tab);
        if (isReply(opened)) return opened;
        const { user } = opened;
        const types = await receivedReactionTypes(app, request, user.userID);
        const limit = PROFILE_TAB_LIMIT;
        const pageAddress = { page, limit, firstPageUrl, pageUrlTemplate: `${firstPageUrl}/p{page}`, search: splitSearch(request) };
        const title = tab === "discussions" ? tf("{name}: Discussions", { name: user.name }) : tf("{name}: Comments", { name: user.name });
        if (tab === "discussions") {
            const result = await listDiscussions(request, { page, limit, sort: "-dateInserted", expand: ["category"], insertUserID: user.userID });
            const beyond = pastLastPageRedirect({ ...pageAddress, total: result.total });
            if (beyond) return reply.redirect(beyond, 302);
            const categories = new Map((await viewableCategories(request)).map((category) => [category.categoryID, categoryFragment(category)]));
            return renderPage(request, reply, {
                page: profilePage,
                mode: "island",
                title,
                guestCache: true,
                element: (
                    <ProfilePostsTab
                        tab="discussions"
                        user={opened.header(types)}
                        discussions={result.discussions.map((discussion) => ({
                            discussionID: discussion.discussionID,
                            name: discussion.name,
                            url: discussion.url,
                            dateInserted: discussion.dateInserted,
                            categoryName: categories.get(discussion.categoryID)?.name,
                            categoryUrl: categories.get(discussion.categoryID)?.url,
                        }))}
                        pager={{ page, limit, total: result.total, hasMorePages: result.paging.hasMorePages, resultsOnPage: result.discussions.length, firstPageUrl, pageUrlTemplate: pageAddress.pageUrlTemplate }}
                    />
                ),
            });
        }
        const result = await listUserComments(request, user.userID, page, limit);
        const beyond = pastLastPageRedirect({ ...pageAddress, total: result.total });
        if (beyond) return reply.redirect(beyond, 302);
        return renderPage(request, reply, {
            page: profilePage,
            mode: "island",
            title,
            guestCache: true,
            element: (
                <ProfilePostsTab
                    tab="comments"
                    user={opened.header(types)}
                    comments={result.comments.map((comment) => {
                        const text = htmlPlainText(comment.body);
                        return {
                            commentID: comment.commentID,
                            url: comment.url,
                            discussionName: comment.discussionName,
                            excerpt: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text,
                            dateInserted: comment.dateInserted,
                        };
                    })}
                    pager={{ page, limit, total: result.total, hasMorePages: page * limit < result.total, resultsOnPage: result.comments.length, firstPageUrl, pageUrlTemplate: pageAddress.pageUrlTemplate }}
                />
            ),
        });
    };
    for (const tab of ["discussions", "comments"] as const) {
        app.get(`/profile/${tab}/:userID/:name`, tabRoute(tab));
        app.get(`/profile/${tab}/:userID/:name/:page`, tabRoute(tab));
    }
}
