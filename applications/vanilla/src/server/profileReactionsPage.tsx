/**
 * /profile/reactions/{username}?reaction={urlcode} (shell §2): the user's posts that received a
 * reaction, server-rendered from reactionsModel's query, within the categories the viewer may see.
 */
import type { FastifyInstance } from "fastify";
import { t, tf } from "@library/i18n/t";
import { decodeUserName } from "@library/users/userUrls";
import { getViewer } from "@server/http/viewer";
import { profilePage } from "@vanilla/pages/profilePage";
import { renderPage } from "@server/ssr/renderPage";
import { findUserByName } from "@server/users/usersModel";
import { readPageNumber } from "@vanilla/discussions/discussionListQuery";
import { ProfileReactionsPage, type IReceivedReactionType } from "@vanilla/profile/ProfileReactionsPage";
import { profileReactionsUrl } from "@vanilla/profile/profileReactionsUrl";
import { canRemoveOthersReactions, isBarReaction } from "@vanilla/reactions/reactionPermissions";
import { categoryFragment, viewableCategories } from "./categoriesModel";
import { discussionUrl } from "./discussionsModel";
import { listPostsReactedTo, listReactionTypes, reactionsReceivedCounts } from "./reactionsModel";
import { isReply, openProfile } from "./profilePages";

export const PROFILE_REACTIONS_LIMIT = 30;

/**
 * The reaction types a viewer sees on someone's profile, with how often the user received each.
 * Flag-class reactions are reports (content §6), so only moderators see them counted.
 */
export type IReceivedReactionTypeRow = IReceivedReactionType & { tagID: number };

export async function receivedReactionTypes(app: FastifyInstance, request: Parameters<typeof getViewer>[0], userID: number): Promise<IReceivedReactionTypeRow[]> {
    const { db } = app.hearth;
    const { permissions } = await getViewer(request);
    const categoryIDs = (await viewableCategories(request)).map((category) => category.categoryID);
    const counts = await reactionsReceivedCounts(db, userID, categoryIDs);
    return (await listReactionTypes(db))
        .filter((type) => isBarReaction(type) || canRemoveOthersReactions(permissions))
        .map((type) => ({ tagID: type.tagID, urlcode: type.urlcode, name: type.name, count: counts.get(type.tagID) ?? 0 }))
        .filter((type) => type.count > 0);
}

export async function registerProfileReactionsPage(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>("/profile/reactions/:name", async (request, reply) => {
        const opened = await openProfile(request, reply, await findUserByName(db, decodeUserName(request.params.name)), "reactions");
        if (isReply(opened)) return opened;
        const { user } = opened;
        const types = await receivedReactionTypes(app, request, user.userID);
        const wanted = typeof request.query.reaction === "string" ? request.query.reaction.toLowerCase() : "";
        // An unknown (or hidden) urlcode lists every reaction rather than failing: the links fix it.
        const selected = types.find((type) => type.urlcode.toLowerCase() === wanted) ?? null;
        const page = readPageNumber(request.query.page);
        const categories = await viewableCategories(request);
        const { posts, total } = await listPostsReactedTo(db, {
            userID: user.userID,
            tagIDs: selected ? [selected.tagID] : types.map((type) => type.tagID),
            categoryIDs: categories.map((category) => category.categoryID),
            page,
            limit: PROFILE_REACTIONS_LIMIT,
        });
        const byID = new Map(categories.map((category) => [category.categoryID, categoryFragment(category)]));
        const firstPageUrl = profileReactionsUrl(user.name, selected?.urlcode);
        return renderPage(request, reply, {
            page: profilePage,
            mode: "island",
            guestCache: true,
            title: selected ? tf("{name}: {reaction}", { name: user.name, reaction: t(selected.name) }) : tf("{name}: Reactions", { name: user.name }),
            element: (
                <ProfileReactionsPage
                    user={opened.header(types)}
                    types={types.map(({ tagID: _tagID, ...type }) => type)}
                    selected={selected?.urlcode ?? null}
                    posts={posts.map((post) => ({
                        discussionID: post.discussionID,
                        name: post.name,
                        url: discussionUrl(post),
                        categoryName: byID.get(post.categoryID)?.name,
                        categoryUrl: byID.get(post.categoryID)?.url,
                        count: post.count,
                        dateLastReaction: post.dateLastReaction,
                    }))}
                    pager={{
                        page,
                        limit: PROFILE_REACTIONS_LIMIT,
                        total,
                        hasMorePages: page * PROFILE_REACTIONS_LIMIT < total,
                        resultsOnPage: posts.length,
                        firstPageUrl,
                        pageUrlTemplate: `${firstPageUrl}${selected ? "&" : "?"}page={page}`,
                    }}
                />
            ),
        });
    });
}
