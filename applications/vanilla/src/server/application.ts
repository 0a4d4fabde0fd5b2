import type { IServerApplication } from "@server/applications";
import { registerBookmarkRoutes } from "./bookmarkRoutes";
import { registerCommentsRoutes } from "./commentsRoutes";
import { registerDiscussionModerationRoutes } from "./discussionModerationRoutes";
import { registerEditDiscussionRoutes } from "./editDiscussionRoutes";
import { vanillaMigrations } from "./migrations";
import { reactionsReceivedMigrations } from "./reactionsReceived";
import { searchMigrations } from "./search/searchIndexMigration";
import { listIndexMigrations } from "./listIndexMigrations";
import { readMarksMigrations } from "./readMarks/readMarksMigrations";
import { profileMigrations } from "./profileMigrations";
import { liveMigrations } from "./liveMigrations";
import { categoryImageMigrations } from "./categoryImageMigrations";
import { layoutMigrations } from "./layouts/layoutMigrations";
import { fragmentMigrations } from "./fragments/fragmentMigrations";
import { seedForum } from "./demoSeed";
import { registerReactionRoutes } from "./reactionRoutes";
import { registerPostEventJobs } from "./postEvents";
import { registerLiveTopics } from "./liveTopics";
import { registerVanilla } from "./vanillaRoutes";
import { registerReactionIcons } from "./reactionIconPaths";

const vanilla: IServerApplication = {
    key: "vanilla",
    migrations: { ...vanillaMigrations, ...searchMigrations, ...listIndexMigrations, ...readMarksMigrations, ...profileMigrations, ...liveMigrations, ...categoryImageMigrations, ...layoutMigrations, ...fragmentMigrations, ...reactionsReceivedMigrations },
    seed: seedForum,
    register: async (app) => {
        // Scheduled drafts of discussions and comments are published through posting.ts.
        const { commentDraftPublisher, discussionDraftPublisher } = await import("./draftPublishing");
        app.hearth.draftPublishers.register("discussion", discussionDraftPublisher(app.hearth));
        app.hearth.draftPublishers.register("comment", commentDraftPublisher(app.hearth));
        // Add-ons' demo seeds post through posting.ts too (api.seedDemoForum's context.post).
        app.hearth.seedPosting = (await import("./seedPosting")).seedPosting(app.hearth);
        // Comment and reaction events reach other applications (notifications) through jobs.
        registerPostEventJobs(app.hearth);
        registerLiveTopics(app);
        registerReactionIcons();
        await registerVanilla(app);
        await (await import("./profilePages")).registerProfilePages(app);
        await registerReactionRoutes(app);
        await registerBookmarkRoutes(app);
        await registerCommentsRoutes(app);
        await registerDiscussionModerationRoutes(app);
        await registerEditDiscussionRoutes(app);
        await (await import("./discussionPostRoutes")).registerDiscussionPostRoutes(app);
        await (await import("./createPostRoutes")).registerCreatePostRoutes(app);
        await (await import("./categorySearchRoutes")).registerCategorySearchRoutes(app);
        await (await import("./categoryAdminRoutes")).registerCategoryAdminRoutes(app);
        await (await import("./userDeletionRoutes")).registerUserDeletionRoutes(app);
        await (await import("./discussionBulkRoutes")).registerDiscussionBulkRoutes(app);
        await (await import("./collectionsRoutes")).registerCollectionsRoutes(app);
        await (await import("./discussionSplitRoutes")).registerDiscussionSplitRoutes(app);
        await (await import("./tagsRoutes")).registerTagsRoutes(app);
        await (await import("./search/searchRoutes")).registerSearchRoutes(app);
        await (await import("./searchPageRoutes")).registerSearchPageRoutes(app);
        await (await import("./readMarks/readMarkRoutes")).registerReadMarkRoutes(app);
        await (await import("./layouts/layoutRoutes")).registerLayoutRoutes(app);
        await (await import("./fragments/fragmentRoutes")).registerFragmentRoutes(app);
        await (await import("./fragments/fragmentPages")).registerFragmentPages(app);
        await (await import("./layouts/layoutPages")).registerLayoutPages(app);
    },
};

export default vanilla;
