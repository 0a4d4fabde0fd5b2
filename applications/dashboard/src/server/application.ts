import type { IServerApplication } from "@server/applications";
import { registerDashboard } from "./dashboardRoutes";
import { registerLeavingRoutes } from "./leavingRoutes";
import { emailConfirmationMigrations, registerEmailConfirmation } from "./emailConfirmation";
import { registerPasswordReset } from "./passwordReset";
import { passwordResetMigrations } from "./passwordResetMigrations";
import { registerSiteRoutes } from "./siteRoutes";
import { registerRolesRoutes } from "./admin/rolesRoutes";
import { registerMembersRoutes } from "./admin/membersRoutes";
import { registerAdminPageRoutes } from "./admin/adminPageRoutes";
import { memberAdminMigrations } from "./admin/memberAdminMigrations";
import { roleNameMigrations } from "./admin/roleNameMigrations";
import { registerUsersRoutes } from "./usersRoutes";
import { dashboardMigrations } from "./migrations";
import { registerNotifications } from "./notifications";
import { registerThemeRoutes } from "./themeRoutes";
import { registerLocalesRoutes } from "./localesRoutes";
import { registerAnalyticsRoutes } from "./analyticsRoutes";
import { registerAddonsRoutes } from "./addonsRoutes";
import { registerMediaRoutes } from "./mediaRoutes";
import { registerAvatarPhotoRoutes } from "./avatarPhotoRoutes";
import { registerProfilePictureRoutes } from "./profilePictureRoutes";
import { registerAccountRoutes } from "./accountRoutes";
import { registerPreviewRoutes } from "@server/content/previewRoutes";
import { mediaMigrations } from "./mediaMigrations";
import { accountMigrations } from "./accountMigrations";
import { draftsMigrations } from "./draftsMigrations";
import { registerDraftsRoutes } from "./draftsRoutes";
import { registerDraftsPageRoutes } from "./draftsPageRoutes";
import { registerNotificationsPageRoutes } from "./notificationsPageRoutes";
import { idempotencyMigrations } from "./idempotencyMigrations";
import { readIndexMigrations } from "./readIndexMigrations";
import { pageCacheMigrations } from "./pageCacheMigrations";
import { notificationFanoutMigrations } from "./notificationFanoutMigrations";
import { notificationPreferenceMigrations, registerNotificationPreferences } from "./notificationPreferences";
import { profileEditMigrations, registerProfileEditRoutes } from "./profileEditRoutes";
import { liveMigrations } from "./liveMigrations";
import { registerAdminShell } from "./admin/adminShell";
import { registerAdminRoutes } from "./admin/adminRoutes";
import { adminMigrations } from "./admin/adminMigrations";
import { moderationMigrations } from "./moderationMigrations";
import { registerModerationRoutes } from "./moderation/moderationRoutes";
import { registerModerationPageRoutes } from "./moderation/moderationPageRoutes";
import { translationsMigrations } from "./translationsMigrations";
import { registerTranslationsRoutes } from "./translationsRoutes";

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
        ...notificationPreferenceMigrations,
        ...profileEditMigrations,
        ...liveMigrations,
        ...adminMigrations,
        ...memberAdminMigrations,
        ...roleNameMigrations,
        ...moderationMigrations,
        ...translationsMigrations,
    },
    register: async (app, context) => {
        await registerDashboard(app, context);
        await registerLeavingRoutes(app);
        await registerEmailConfirmation(app);
        await registerPasswordReset(app);
        await registerUsersRoutes(app);
        await registerSiteRoutes(app);
        await registerRolesRoutes(app);
        await registerMembersRoutes(app);
        await registerAdminPageRoutes(app);
        await registerNotifications(app);
        await registerThemeRoutes(app, context);
        await registerLocalesRoutes(app, context);
        await registerAnalyticsRoutes(app);
        await registerAddonsRoutes(app);
        await registerMediaRoutes(app);
        await registerAvatarPhotoRoutes(app);
        await registerProfilePictureRoutes(app);
        await registerAccountRoutes(app);
        await registerDraftsRoutes(app);
        await registerDraftsPageRoutes(app);
        await registerNotificationsPageRoutes(app);
        await registerPreviewRoutes(app);
        await registerNotificationPreferences(app);
        await registerProfileEditRoutes(app);
        registerAdminShell(app);
        await registerAdminRoutes(app);
        await registerModerationRoutes(app);
        await registerModerationPageRoutes(app);
        await registerTranslationsRoutes(app);
    },
};

export default dashboard;
