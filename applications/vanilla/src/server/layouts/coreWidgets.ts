/**
 * The core layout widgets (issue 13, content §2 and §9): each one's settings schema and the
 * loader that reads its data for the viewer of the request — only what that viewer may see
 * (categories by discussions.view), so a hydrated layout never carries a hidden title.
 */
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { sanitizeBodyHtml } from "@server/content/bodyFormat";
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import { isSafeImageSource } from "@library/utility/safeLinks";
import { DISCUSSION_SORTS, type DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { categoryUrl, hiddenCategoryIDs, viewableCategories } from "../categoriesModel";
import { ALL_CATEGORIES } from "../reactionsReceived";
import { listDiscussions } from "../discussionsModel";
import { currentSiteSection } from "@server/siteSections/siteSections";
import { containerProps, containerSettings, quickLinksWidget } from "./itemWidgets";
import { contentTranslations } from "../contentTranslations";

/** An image address from settings: only a safe one (shell §5), else none. */
function safeImage(value: unknown): string {
    return typeof value === "string" && value.trim() && isSafeImageSource(value.trim()) ? value.trim() : "";
}

const ALIGNMENTS = ["left", "center"] as const;

/** Content §2 "Home banner"; the content-banner variant shares the component with other defaults. */
function bannerSchema(variant: "home" | "content"): IServerLayoutWidget["schema"] {
    const hidden = variant === "content";
    return {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: DEFAULT_BANNER_TITLE, maxLength: 200 },
            description: { type: "string", title: "Description", default: "", maxLength: 500 },
            alignment: { type: "string", title: "Alignment", enum: ALIGNMENTS, default: "center" },
            mobileAlignment: { type: "string", title: "Alignment on mobile", enum: ALIGNMENTS, default: "center" },
            hideTitle: { type: "boolean", title: "Hide the title", default: hidden },
            hideDescription: { type: "boolean", title: "Hide the description", default: hidden },
            hideSearch: { type: "boolean", title: "Hide the search box", default: hidden },
            hideIcon: { type: "boolean", title: "Hide the icon", default: hidden },
            searchPlacement: { type: "string", title: "Search placement", enum: ["middle", "bottom"], default: "middle" },
            iconUrl: { type: "string", title: "Icon image address", default: "", maxLength: 500 },
            logoUrl: { type: "string", title: "Logo image address", default: "", maxLength: 500 },
            rightImageUrl: { type: "string", title: "Right-side image address", default: "", maxLength: 500 },
            backgroundImageUrl: { type: "string", title: "Background image address", default: "", maxLength: 500 },
            overlay: { type: "boolean", title: "Darken the background image (overlay)", default: false },
        },
    };
}

const DEFAULT_BANNER_TITLE = "How can we help you?";

function sectionTitle(request: FastifyRequest, title: unknown): { title?: string } {
    const section = currentSiteSection(request);
    return section && (title === DEFAULT_BANNER_TITLE || title === undefined) ? { title: section.name } : {};
}

function bannerWidget(variant: "home" | "content"): IServerLayoutWidget {
    return {
        type: variant === "home" ? "react.home-banner" : "react.content-banner",
        component: "HomeBanner",
        name: variant === "home" ? "Home Banner" : "Content Banner",
        schema: bannerSchema(variant),
        load: async (request, settings) => ({
            ...settings,
            // A site section's home (content §2) greets with the section's name unless the layout has a title of its own.
            ...sectionTitle(request, settings.title),
            variant,
            iconUrl: safeImage(settings.iconUrl),
            logoUrl: safeImage(settings.logoUrl),
            rightImageUrl: safeImage(settings.rightImageUrl),
            backgroundImageUrl: safeImage(settings.backgroundImageUrl),
        }),
    };
}

const discussionsWidget: IServerLayoutWidget = {
    type: "react.discussions",
    component: "DiscussionsWidget",
    name: "Discussion List",
    schema: {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: "Recent Discussions", maxLength: 200 },
            limit: { type: "integer", title: "How many", default: 10, minimum: 1, maximum: 30 },
            sort: { type: "string", title: "Sort", enum: DISCUSSION_SORTS, default: "-dateLastComment" },
            categoryID: { type: "integer", title: "Only this category (ID, 0 for all)", default: 0, minimum: 0 },
        },
    },
    async load(request, settings) {
        const categoryID = Number(settings.categoryID) || undefined;
        // A category the viewer may not see gives an empty list, never its discussions.
        if (categoryID && !(await viewableCategories(request)).some((row) => row.categoryID === categoryID)) {
            return { title: settings.title, discussions: [] };
        }
        const { discussions } = await listDiscussions(request, {
            page: 1,
            limit: Number(settings.limit),
            sort: settings.sort as DiscussionSort,
            expand: ["insertUser", "category"],
            ...(categoryID ? { categoryID } : {}),
        });
        // Titles and category names in the reader's language where translated (one statement, none in the site's).
        const translations = await contentTranslations(request, { discussions });
        return {
            title: settings.title,
            discussions: discussions.map(translations.discussion).map((discussion) => ({
                discussionID: discussion.discussionID,
                name: discussion.name,
                url: discussion.url,
                countComments: discussion.countComments,
                dateLastComment: discussion.dateLastComment,
                authorName: discussion.insertUser?.name ?? "",
                categoryName: discussion.category?.name ?? "",
                categoryUrl: discussion.category?.url ?? "",
            })),
        };
    },
};

const categoriesWidget: IServerLayoutWidget = {
    type: "react.categories",
    component: "CategoriesWidget",
    name: "Categories",
    schema: {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: "Categories", maxLength: 200 },
            limit: { type: "integer", title: "How many", default: 12, minimum: 1, maximum: 50 },
            ...containerSettings(),
        },
    },
    async load(request, settings) {
        const visible = await viewableCategories(request);
        // In a site section: the categories under its root (or the root alone when it has none).
        const section = currentSiteSection(request);
        const underRoot = section ? visible.filter((row) => row.parentCategoryID === section.categoryID) : [];
        const shown = section ? (underRoot.length ? underRoot : visible.filter((row) => row.categoryID === section.categoryID)) : visible.filter((row) => row.depth === 1);
        const top = shown.slice(0, Number(settings.limit));
        const translations = await contentTranslations(request, { categoryIDs: top.map((row) => row.categoryID) });
        return {
            title: settings.title,
            ...containerProps(settings),
            categories: top.map((row) => translations.category(row)).map((row) => ({
                categoryID: row.categoryID,
                name: row.name,
                url: categoryUrl(row),
                description: row.description,
                countDiscussions: row.countDiscussions,
                iconUrl: safeImage(row.iconUrl),
                bannerUrl: safeImage(row.bannerUrl),
            })),
        };
    },
};

const htmlWidget: IServerLayoutWidget = {
    type: "react.html",
    component: "HtmlWidget",
    name: "HTML",
    schema: {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: "", maxLength: 200 },
            html: { type: "string", title: "HTML", default: "", maxLength: 20000, "x-control": "textarea" },
        },
    },
    // The one sanitiser of posts: no script, no event attribute, only safe links and images.
    load: async (_request, settings) => ({ title: settings.title, html: sanitizeBodyHtml(String(settings.html)) }),
};

/**
 * Members by reactions received on posts the viewer may see (a reaction on a hidden post is not
 * counted), from the kept counts (reactionsReceived.ts): the members with the most in all
 * categories, read down the index, less what they received in the categories hidden from the
 * viewer. Read further only while someone not read yet could still outrank the last one chosen
 * (their total is at most the last total read), so a viewer who sees everything reads `limit`
 * rows and a guest a few more, not one row per member.
 */
async function reactionLeaders(request: FastifyRequest, limit: number) {
    const { db } = request.server.hearth;
    if (!(await viewableCategories(request)).length) return [];
    const hidden = await hiddenCategoryIDs(request);
    for (let read = limit * 2; ; read *= 4) {
        const top = await db
            .selectFrom("reactionsReceived")
            .innerJoin("users", "users.userID", "reactionsReceived.userID")
            .select(["users.userID", "users.name", "users.photoUrl", "reactionsReceived.count"])
            .where("reactionsReceived.categoryID", "=", ALL_CATEGORIES)
            .where("reactionsReceived.count", ">", 0)
            .orderBy("reactionsReceived.count", "desc")
            .orderBy("reactionsReceived.userID", "asc")
            .limit(read)
            .execute();
        const unseen = new Map<number, number>();
        if (hidden.length && top.length) {
            const rows = await db
                .selectFrom("reactionsReceived")
                .select(["userID", sql<number | string>`sum(${sql.ref("count")})`.as("count")])
                .where("categoryID", "in", hidden)
                .where("userID", "in", top.map((row) => row.userID))
                .groupBy("userID")
                .execute();
            for (const row of rows) unseen.set(row.userID, Number(row.count));
        }
        const leaders = top
            .map((row) => ({ userID: row.userID, name: row.name, photoUrl: row.photoUrl, count: Number(row.count) - (unseen.get(row.userID) ?? 0) }))
            .filter((leader) => leader.count > 0)
            .sort((a, b) => b.count - a.count || a.userID - b.userID)
            .slice(0, limit);
        const everyoneRead = top.length < read;
        if (everyoneRead || (leaders.length === limit && leaders[limit - 1]!.count > Number(top[top.length - 1]!.count))) return leaders;
    }
}

const leaderboardWidget: IServerLayoutWidget = {
    type: "react.leaderboard",
    component: "LeaderboardWidget",
    name: "Leaderboard",
    schema: {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: "Top Members", maxLength: 200 },
            limit: { type: "integer", title: "How many", default: 10, minimum: 1, maximum: 50 },
        },
    },
    load: async (request, settings) => ({ title: settings.title, leaders: await reactionLeaders(request, Number(settings.limit)) }),
};

export const CORE_LAYOUT_WIDGETS: readonly IServerLayoutWidget[] = [bannerWidget("home"), bannerWidget("content"), discussionsWidget, categoriesWidget, quickLinksWidget, htmlWidget, leaderboardWidget];
