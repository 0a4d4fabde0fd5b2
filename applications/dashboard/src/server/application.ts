import type { IServerApplication } from "@server/applications";
import { registerDashboard } from "./dashboardRoutes";
import { registerLeavingRoutes } from "./leavingRoutes";
import { emailConfirmationMigrations, registerEmailConfirmation } from "./emailConfirmation";
import { registerPasswordReset } from "./passwordReset";
import { passwordResetMigrations } from "./passwordResetMigrations";
import { registerSiteRoutes } from "./siteRoutes";
import { registerUsersRoutes } from "./usersRoutes";
import { dashboardMigrations } from "./migrations";
import { registerNotifications } from "./notifications";
import { registerThemeRoutes } from "./themeRoutes";
import { registerLocalesRoutes } from "./localesRoutes";
import { registerAnalyticsRoutes } from "./analyticsRoutes";
import { registerAddonsRoutes } from "./addonsRoutes";
import { registerMediaRoutes } from "./mediaRoutes";
import { registerAccountRoutes } from "./accountRoutes";
import { registerPreviewRoutes } from "@server/content/previewRoutes";
import { mediaMigrations } from "./mediaMigrations";
import { accountMigrations } from "./accountMigrations";
import { draftsMigrations } from "./draftsMigrations";
import { registerDraftsRoutes } from "./draftsRoutes";
import { registerDraftsPageRoutes } from "./draftsPageRoutes";
import { idempotencyMigrations } from "./idempotencyMigrations";
import { readIndexMigrations } from "./readIndexMigrations";
import { pageCacheMigrations } from "./pageCacheMigrations";
import { notificationFanoutMigrations } from "./notificationFanoutMigrations";
import { moderationMigrations } from "./moderationMigrations";
import { registerModerationRoutes } from "./moderation/moderationRoutes";
import { registerModerationPageRoutes } from "./moderation/moderationPageRoutes";

const dashboard: IServerApplication = {
    key: "dashboard",
    migrations: {
        ...dashboardMigrations,
        ...mediaMigrations,
        ...emailConfirmationMigrations,
        ...passwordResetMigrations,
        ...accountMigrations,
        ...draftsMigrations,
        ...idempotencyMigrations,
        ...readIndexMigrations,
        ...pageCacheMigrations,
        ...notificationFanoutMigrations,
        ...moderationMigrations,
    },
    register: async (app, context) => {
        await registerDashboard(app, context);
        await registerLeavingRoutes(app);
        await registerEmailConfirmation(app);
        await registerPasswordReset(app);
        await registerUsersRoutes(app);
        await registerSiteRoutes(app);
        await registerNotifications(app);
        await registerThemeRoutes(app, context);
        await registerLocalesRoutes(app);
        await registerAnalyticsRoutes(app);
        await registerAddonsRoutes(app);
        await registerMediaRoutes(app);
        await registerAccountRoutes(app);
        await registerDraftsRoutes(app);
        await registerDraftsPageRoutes(app);
        await registerPreviewRoutes(app);
        await registerModerationRoutes(app);
        await registerModerationPageRoutes(app);
    },
};

export default dashboard;
