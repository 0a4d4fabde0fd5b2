/**
 * Site configuration, with Vanilla's key convention ("Garden.Title",
 * "Feature.customLayout.discussionList.Enabled", "EnabledPlugins.online"). Defaults live here,
 * saved values in the `config` table, and DATA_DIR/config.json (key/value pairs) is written over
 * the table at start. Values are cached in memory; writes go to both.
 */
import fs from "node:fs";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { SESSION_COOKIE } from "@server/auth/sessions";
import { RATE_LIMIT_CONFIG_DEFAULTS } from "@server/http/rateLimits";
import { DEFAULT_UPLOAD_CONFIG } from "@server/config/uploadLimits";

export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue };

export const DEFAULT_CONFIG: Record<string, ConfigValue> = {
    "Garden.Title": "Hearth Community",
    "Garden.Locale": "en",
    /** "Basic" lets visitors register; "Closed" turns registration off. */
    "Garden.Registration.Method": "Basic",
    "Garden.Registration.ConfirmEmail": false,
    "Garden.Format.WarnLeaving": false,
    /**
     * Shell §4 embed mode: the sites that may show the forum in a frame, as origins
     * ("https://blog.example.com", "https://*.example.org:8443"); every other site is refused
     * by the Content-Security-Policy's frame-ancestors (http/securityHeaders.ts).
     */
    "Garden.Embed.TrustedDomains": [],
    // Read-only: they describe the session cookie (auth/sessions.ts) for the front end.
    "Garden.Cookie.Name": SESSION_COOKIE,
    "Garden.Cookie.Path": "/",
    "Feature.customLayout.discussionList.Enabled": false,
    "Feature.customLayout.categoryList.Enabled": false,
    "Feature.customLayout.post.Enabled": false,
    "Feature.customLayout.createPost.Enabled": false,
    "EnabledPlugins.online": true,
    // Content §5 signatures: off by default; imageMaxHeight in pixels, 0 = no limit.
    "Signatures.Enabled": false,
    "Signatures.HideMobile": false,
    "Signatures.ImageMaxHeight": 0,
    // Content §2: the AI-author indicator shows next to posts by this user while AI suggestions are on.
    "aiAssistant.userID": null,
    "Feature.AISuggestions.Enabled": false,
    /**
     * The title bar's main navigation (shell §2; server/navigation/navigationConfig.ts): a list
     * for every locale, or an object of lists keyed by locale ("*" as fallback). Items:
     * {name, url, permission, roleIDs, isHidden, children}.
     */
    /** The title bar (shell §2, §3 "Title bar config"; read by layout/titleBarConfig.ts, which checks each value). */
    "TitleBar.Positioning": "StickySolid",
    "TitleBar.BorderType": "none",
    "TitleBar.Logo.ImageUrl": "",
    "TitleBar.Logo.ImageUrlMobile": "",
    "TitleBar.Logo.Url": "/",
    "TitleBar.Logo.Alignment": "left",
    "TitleBar.Logo.AlignmentMobile": "center",
    "TitleBar.Logo.DoubleLogoStrategy": "hidden",
    "TitleBar.Navigation.Alignment": "left",
    "Navigation.Items": [
        { name: "Posts", url: "/discussions" },
        { name: "Categories", url: "/categories" },
    ],
    /**
     * The settings the dashboard edits (applications/dashboard/src/scripts/admin/settings/
     * settingsFields.ts validates each). A null default is "unset": the reader's own fallback applies.
     */
    "Garden.EditContentTimeout": null,
    "Tagging.Discussions.Enabled": false,
    "upload.maxSize": DEFAULT_UPLOAD_CONFIG.maxSize,
    "upload.allowedExtensions": DEFAULT_UPLOAD_CONFIG.allowedExtensions,
    "search.externalSearch": null,
    "themeFeatures.useNewSearchPage": null,
    "themeFeatures.DataDrivenTheme": false,
    "Analytics.AnonymizeData": -1,
    "ui.bannedPrivateProfile": false,
    /** Shell §2: the sign-in, registration and sign-out routes may be replaced ("" = this site's). */
    signInUrl: "",
    registrationUrl: "",
    signOutUrl: "",
    /** Guests' pages served from memory until a write changes them (server/http/guestPageCache.ts). */
    "Cache.GuestPages.Enabled": true,
    /** Search answers kept until a write changes what they hold (vanilla's search/searchSite.ts). */
    "Cache.SearchAnswers.Enabled": true,
    /** "RateLimit.<name>": {max, seconds} (server/http/rateLimits.ts; README "Configuration"). */
    ...RATE_LIMIT_CONFIG_DEFAULTS,
};

/**
 * Settings the front end reads, by the name the spec gives them → the config key that holds
 * them (Vanilla's names). Only these reach the page metadata; the rest of the config stays on
 * the server. Unset keys arrive as null: content §5 reads an unset edit timeout as "no limit".
 */
export const PUBLIC_SETTINGS: Record<string, string> = {
    "ui.editContentTimeout": "Garden.EditContentTimeout",
    "tagging.enabled": "Tagging.Discussions.Enabled",
    "triage.enabled": "triage.enabled",
    // Shell §2: links to other sites go through the /home/leaving interstitial when on.
    "format.warnLeaving": "Garden.Format.WarnLeaving",
    // Shell §8: the e-mail-not-confirmed toast shows only when confirmation is required.
    "registration.confirmEmail": "Garden.Registration.ConfirmEmail",
    // Content §2, §9: an external search URL template ("https://…?q=%s") replaces the search page;
    // only an http(s) address holding %s reaches the page (publicSettings).
    "search.externalSearch": "search.externalSearch",
    // The search page reads its text from `query` unless this is false (unset: the new page, on),
    // then from `search` (search/searchUrls.ts).
    "themeFeatures.useNewSearchPage": "themeFeatures.useNewSearchPage",
    // Shell §2: the sign-in and registration routes may be replaced ("" = this site's pages).
    signInUrl: "signInUrl",
    registrationUrl: "registrationUrl",
};

/** An external search template the page may open: http(s), with the %s the query goes into. */
function isSafeSearchTemplate(value: unknown): boolean {
    return typeof value === "string" && /^https?:\/\/[^\s]+$/i.test(value.trim()) && value.includes("%s");
}

export class SiteConfig {
    private values = new Map<string, ConfigValue>();

    constructor(private db: Kysely<Database>) {}

    /** Reads the table, then applies config.json over it (saving what it changes). */
    async load(configFile?: string): Promise<void> {
        const rows = await this.db.selectFrom("config").selectAll().execute();
        for (const row of rows) this.values.set(row.key, JSON.parse(row.value) as ConfigValue);
        if (configFile && fs.existsSync(configFile)) {
            let overrides: unknown;
            try {
                overrides = JSON.parse(fs.readFileSync(configFile, "utf8"));
            } catch (error) {
                throw new Error(`${configFile} is not valid JSON: ${(error as Error).message}`);
            }
            if (!overrides || typeof overrides !== "object" || Array.isArray(overrides)) {
                throw new Error(`${configFile} must hold one JSON object of key/value pairs.`);
            }
            for (const [key, value] of Object.entries(overrides)) await this.set(key, value as ConfigValue);
        }
    }

    /**
     * Reads the table again: another server process may have changed it. Called when the content
     * generation moves (db/generationMemo.ts), which every write to the table raises.
     */
    async reload(): Promise<void> {
        const rows = await this.db.selectFrom("config").selectAll().execute();
        this.values = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as ConfigValue]));
    }

    get<T extends ConfigValue>(key: string, fallback?: T): T {
        if (this.values.has(key)) return this.values.get(key) as T;
        if (key in DEFAULT_CONFIG) return DEFAULT_CONFIG[key] as T;
        return fallback as T;
    }

    async set(key: string, value: ConfigValue): Promise<void> {
        await this.setMany({ [key]: value });
    }

    /** Several settings in one statement (one round trip, one commit). */
    async setMany(values: Record<string, ConfigValue>): Promise<void> {
        const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
        if (rows.length === 0) return;
        await this.db
            .insertInto("config")
            .values(rows)
            .onConflict((conflict) => conflict.column("key").doUpdateSet((update) => ({ value: update.ref("excluded.value") })))
            .execute();
        for (const [key, value] of Object.entries(values)) this.values.set(key, value);
    }

    isFeatureEnabled(flag: string): boolean {
        return this.get<boolean>(`Feature.${flag}.Enabled`, false) === true;
    }

    /** Feature flags for the page metadata: { "customLayout.discussionList": false, … }. */
    featureFlags(): Record<string, boolean> {
        const keys = new Set([...Object.keys(DEFAULT_CONFIG), ...this.values.keys()]);
        const flags: Record<string, boolean> = {};
        for (const key of keys) {
            const match = /^Feature\.(.+)\.Enabled$/.exec(key);
            if (match) flags[match[1]!] = this.get(key) === true;
        }
        return flags;
    }

    /** PUBLIC_SETTINGS with their values, for the page metadata. */
    publicSettings(): Record<string, string | number | boolean | null> {
        const settings: Record<string, string | number | boolean | null> = {};
        for (const [name, key] of Object.entries(PUBLIC_SETTINGS)) {
            const value = this.get<ConfigValue>(key, null);
            settings[name] = value === null || typeof value === "object" ? null : value;
        }
        if (!isSafeSearchTemplate(settings["search.externalSearch"])) settings["search.externalSearch"] = null;
        return settings;
    }

    isAddonEnabled(key: string): boolean {
        return this.get<boolean>(`EnabledPlugins.${key}`, false) === true;
    }

    siteName(): string {
        return this.get<string>("Garden.Title");
    }

    registrationEnabled(): boolean {
        return this.get<string>("Garden.Registration.Method") !== "Closed";
    }
}
