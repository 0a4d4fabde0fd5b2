/**
 * A forum made by an earlier release upgrades: its database has run the migrations up to that
 * release's last one, and the new ones must all sort after it (Kysely refuses a new migration
 * named before one already run, which would stop `npm start` on every existing forum).
 */
import path from "node:path";
import type { Kysely } from "kysely";
import { loadApplications } from "@server/applications";
import { ROOT_DIR } from "@server/config/env";
import type { IDatabaseHandle } from "@server/db/database";
import { migrate, type MigrationSet } from "@server/db/migrations";
import { testDatabaseUrl } from "@server/testing/testApp";
import { openEmptyTestDatabase } from "@server/testing/testDatabases";

/** The migrations of the latest release (what its forums' databases have run); update when a release ships. */
const RELEASED_MIGRATIONS = [
    "2026_11_22_100_dashboard_users_roles_sessions_config",
    "2026_11_22_200_vanilla_categories_discussions_comments",
    "2026_11_22_300_dashboard_notifications",
    "2026_11_22_400_conversations_messages",
    "2026_11_22_500_vanilla_discussion_dismissals",
    "2026_11_23_600_vanilla_discussion_options",
    "2026_11_23_650_vanilla_signatures_comment_tombstones",
    "2026_11_23_700_dashboard_user_label",
    "2026_11_23_810_dashboard_themes",
    "2026_11_24_100_dashboard_media",
    "2026_11_24_200_dashboard_email_confirmations",
    "2026_11_24_700_vanilla_collections",
    "2026_11_24_800_dashboard_rate_limits",
    "2026_11_24_810_dashboard_session_devices",
    "2026_11_24_820_dashboard_discussion_views",
    "2026_11_24_900_dashboard_foreign_keys_unique_email",
    "2026_11_24_910_vanilla_foreign_keys_unique_names",
    "2026_11_24_920_conversations_foreign_keys",
    "2026_11_24_930_dashboard_native_types",
    "2026_11_24_931_vanilla_native_types",
    "2026_11_24_932_conversations_native_types",
    "2026_11_24_950_dashboard_drafts_jobs",
    "2026_11_24_960_dashboard_idempotency_keys",
    "2026_11_24_961_vanilla_comment_replies",
    "2026_11_24_962_dashboard_password_resets",
    "2026_11_24_963_vanilla_scores_without_flags",
    "2026_11_24_970_vanilla_list_indexes",
    "2026_11_24_971_vanilla_comment_parent_index",
    "2026_11_24_972_dashboard_notifications_newest_index",
    "2026_11_24_973_dashboard_users_last_active_index",
    "2026_11_24_975_dashboard_notification_fanout",
    "2026_11_24_980_dashboard_page_cache",
    "2026_11_24_990_vanilla_search_index",
    "2026_11_24_991_vanilla_search_filter_indexes",
    "2026_11_24_993_01_vanilla_read_marks",
    "2026_11_24_994_01_dashboard_live_events",
    "2026_11_24_994_02_vanilla_live_posts",
    "2026_11_24_994_03_conversations_live_counts",
    "2026_11_24_995_01_vanilla_user_comments_index",
    "2026_11_24_995_02_dashboard_notification_preferences",
    "2026_11_24_995_03_dashboard_user_locale",
    "2026_11_24_997_01_dashboard_home_indexes",
    "2026_11_24_998_01_dashboard_member_admin",
    "2026_11_24_998_02_vanilla_category_images",
    "2026_11_24_998_03_dashboard_role_names_unique",
    "2026_11_24_999_01_dashboard_moderation",
    "2026_11_25_600_01_layouts",
    "2026_11_26_200_01_translations",
];

let database: IDatabaseHandle;
afterEach(() => database?.destroy());

it("migrates a database of the last release to the latest schema", async () => {
    const databaseUrl = testDatabaseUrl();
    database = await openEmptyTestDatabase(databaseUrl);
    const sets: MigrationSet[] = (await loadApplications(path.join(ROOT_DIR, "applications"))).flatMap((application) => (application.migrations ? [application.migrations] : []));
    const released = sets.map((set) => Object.fromEntries(Object.entries(set).filter(([name]) => RELEASED_MIGRATIONS.includes(name))));
    expect(released.flatMap((set) => Object.keys(set)).sort()).toEqual(RELEASED_MIGRATIONS);
    await migrate(database.db as Kysely<unknown>, database.dialect, released);
    await expect(migrate(database.db as Kysely<unknown>, database.dialect, sets)).resolves.toBeUndefined();
});
