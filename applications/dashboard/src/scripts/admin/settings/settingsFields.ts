/**
 * The fields of the dashboard's Settings page (issue 14 item 2), by their site configuration
 * key, with one validation rule each. The same rules run in the browser before a save (the form
 * says what is wrong without a round trip) and on the server in PATCH /api/v2/config (which
 * never trusts the browser); the server answers the errors grouped by field (shell §5) and the
 * form shows each beside its field.
 *
 * The value of a field is what the configuration stores (JSON); `upload.maxSize` is stored in
 * bytes and edited in megabytes by the form (settingsForm.ts converts).
 */
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";

export type SettingKind = "text" | "image" | "link" | "boolean" | "select" | "integer" | "megabytes" | "lines" | "words" | "searchTemplate";

export interface ISettingField {
    key: string;
    /** Untranslated; the form passes it through t(). */
    label: string;
    kind: SettingKind;
    /** What the field is for, shown under it. */
    help?: string;
    options?: Array<{ value: string | number; label: string }>;
    min?: number;
    max?: number;
    required?: boolean;
    /** What the form shows while the key is unset (null): the behaviour the site has then. */
    unset?: string | number | boolean;
}

export interface ISettingGroup {
    id: string;
    label: string;
    fields: ISettingField[];
}

/** Extensions a browser would run or render as a page if an upload were opened: never accepted. */
export const REFUSED_UPLOAD_EXTENSIONS = ["html", "htm", "xhtml", "shtml", "svg", "svgz", "xml", "xsl", "js", "mjs", "php", "phtml", "asp", "aspx", "jsp", "cgi", "exe", "bat", "sh"];
/** A frame-ancestors source: scheme, host (optionally "*." + host), port; the CSP reads nothing else (http/securityHeaders.ts). */
const EMBED_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const MEGABYTE = 1024 * 1024;
const MAX_UPLOAD_MEGABYTES = 1024;

const yesNo = (key: string, label: string, help?: string): ISettingField => ({ key, label, kind: "boolean", ...(help ? { help } : {}) });

export const SETTING_GROUPS: ISettingGroup[] = [
    {
        id: "site",
        label: "Site",
        fields: [
            { key: "Garden.Title", label: "Site name", kind: "text", required: true, max: 100, help: "Shown in the title bar and after every page title." },
            { key: "TitleBar.Logo.ImageUrl", label: "Logo", kind: "image", help: "Replaces the site name in the title bar on wide screens." },
            { key: "TitleBar.Logo.ImageUrlMobile", label: "Mobile logo", kind: "image", help: "Shown in the title bar at 800 px and below." },
        ],
    },
    {
        id: "registration",
        label: "Registration and sign-in",
        fields: [
            {
                key: "Garden.Registration.Method",
                label: "Registration",
                kind: "select",
                options: [
                    { value: "Basic", label: "Anyone may register" },
                    { value: "Closed", label: "Closed: no one may register" },
                ],
            },
            yesNo("Garden.Registration.ConfirmEmail", "New members confirm their e-mail address"),
            { key: "signInUrl", label: "Sign-in address", kind: "link", help: "Leave empty for this site's sign-in page." },
            { key: "registrationUrl", label: "Registration address", kind: "link", help: "Leave empty for this site's registration page." },
            { key: "signOutUrl", label: "Sign-out address", kind: "link", help: "Where members go after signing out; empty for this site." },
        ],
    },
    {
        id: "posting",
        label: "Posting",
        fields: [
            {
                key: "Garden.EditContentTimeout",
                label: "Authors may edit their posts",
                kind: "select",
                unset: -1,
                // The form offers these; the API (and config.json) may set any number of seconds.
                min: -1,
                options: [
                    { value: -1, label: "At any time" },
                    { value: 0, label: "Never" },
                    { value: 300, label: "For 5 minutes" },
                    { value: 1800, label: "For 30 minutes" },
                    { value: 3600, label: "For 1 hour" },
                    { value: 14400, label: "For 4 hours" },
                    { value: 86400, label: "For 1 day" },
                    { value: 604800, label: "For 1 week" },
                ],
            },
            yesNo("Tagging.Discussions.Enabled", "Tags on discussions"),
            yesNo("Signatures.Enabled", "Signatures under posts"),
            yesNo("Signatures.HideMobile", "Hide signatures on small screens"),
            { key: "Signatures.ImageMaxHeight", label: "Largest signature image height (px, 0 for no limit)", kind: "integer", min: 0, max: 2000 },
        ],
    },
    {
        id: "uploads",
        label: "Uploads",
        fields: [
            { key: "upload.maxSize", label: "Largest upload (MB)", kind: "megabytes", min: 0, max: MAX_UPLOAD_MEGABYTES },
            { key: "upload.allowedExtensions", label: "Allowed file extensions", kind: "words", help: "Separated by commas or spaces, e.g. jpg, png, pdf." },
        ],
    },
    {
        id: "search",
        label: "Search and embedding",
        fields: [
            { key: "search.externalSearch", label: "External search address", kind: "searchTemplate", unset: "", help: "An https address with %s where the search text goes; empty for this site's search." },
            { key: "Garden.Embed.TrustedDomains", label: "Sites that may embed the forum", kind: "lines", help: "One origin a line, e.g. https://blog.example.com or https://*.example.org." },
        ],
    },
    {
        id: "features",
        label: "Features",
        fields: [
            yesNo("Feature.customLayout.discussionList.Enabled", "Custom layout: discussion list"),
            yesNo("Feature.customLayout.categoryList.Enabled", "Custom layout: category list"),
            yesNo("Feature.customLayout.post.Enabled", "Custom layout: discussion pages"),
            yesNo("Feature.customLayout.createPost.Enabled", "Custom layout: new post page"),
            { ...yesNo("themeFeatures.useNewSearchPage", "New search page"), unset: true },
            yesNo("themeFeatures.DataDrivenTheme", "Data-driven theme"),
        ],
    },
    {
        id: "privacy",
        label: "Privacy",
        fields: [
            {
                key: "Analytics.AnonymizeData",
                label: "Anonymise analytics data",
                kind: "select",
                options: [
                    { value: -1, label: "Site default" },
                    { value: 1, label: "Yes" },
                    { value: 0, label: "No" },
                ],
            },
            yesNo("ui.bannedPrivateProfile", "Banned members' profiles are private"),
        ],
    },
];

export const SETTING_FIELDS: ISettingField[] = SETTING_GROUPS.flatMap((group) => group.fields);

export function settingField(key: string): ISettingField | undefined {
    return SETTING_FIELDS.find((field) => field.key === key);
}

/** The value split into words (extensions) or lines (origins), trimmed, empties dropped. */
export function splitList(text: string, by: "words" | "lines"): string[] {
    return text
        .split(by === "words" ? /[\s,]+/ : /\r?\n/)
        .map((item) => item.trim())
        .filter(Boolean);
}

/**
 * What is wrong with a value for this field, in words for the person filling the form; null
 * when it may be saved. `value` is the stored form (bytes for upload.maxSize).
 */
export function settingError(field: ISettingField, value: unknown): string | null {
    switch (field.kind) {
        case "text":
            if (typeof value !== "string") return "This must be text.";
            if (field.required && !value.trim()) return "This cannot be empty.";
            if (field.max !== undefined && value.trim().length > field.max) return `This can be at most ${field.max} characters.`;
            return null;
        case "image":
            if (typeof value !== "string") return "This must be an address.";
            return value.trim() === "" || isSafeImageSource(value.trim()) ? null : "The image must be an http or https address, or one on this site.";
        case "link":
            if (typeof value !== "string") return "This must be an address.";
            // Shell §5: only safe links (http, https, mailto, tel, a path or a hash).
            return value.trim() === "" || isSafeLink(value.trim()) ? null : "This is not a safe link: use an http or https address or a path on this site.";
        case "searchTemplate":
            if (value === null || value === "") return null;
            if (typeof value !== "string") return "This must be an address.";
            if (!/^https?:\/\/\S+$/i.test(value.trim())) return "The address must start with http:// or https://.";
            return value.includes("%s") ? null : "The address must hold %s where the search text goes.";
        case "boolean":
            return typeof value === "boolean" ? null : "This must be on or off.";
        case "select":
            if (field.options!.some((option) => option.value === value)) return null;
            // A select with a minimum also takes any whole number from it (seconds of the edit window).
            return field.min !== undefined && Number.isInteger(value) && (value as number) >= field.min ? null : "Choose one of the options.";
        case "integer":
            if (typeof value !== "number" || !Number.isInteger(value)) return "This must be a whole number.";
            if (field.min !== undefined && value < field.min) return `This must be at least ${field.min}.`;
            if (field.max !== undefined && value > field.max) return `This can be at most ${field.max}.`;
            return null;
        case "megabytes":
            if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) return "This must be a size above 0 MB.";
            return value > MAX_UPLOAD_MEGABYTES * MEGABYTE ? `This can be at most ${MAX_UPLOAD_MEGABYTES} MB.` : null;
        case "words": {
            if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return "This must be a list of extensions.";
            if (value.length === 0) return "Allow at least one extension.";
            const bad = (value as string[]).filter((item) => !/^[a-z0-9]{1,10}$/i.test(item));
            if (bad.length) return `Not an extension: ${bad.join(", ")}. Write them without the dot, e.g. jpg.`;
            const refused = (value as string[]).filter((item) => REFUSED_UPLOAD_EXTENSIONS.includes(item.toLowerCase()));
            return refused.length ? `Browsers would run these as pages or programs: ${refused.join(", ")}.` : null;
        }
        case "lines": {
            if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return "This must be a list of addresses.";
            const bad = (value as string[]).filter((item) => !EMBED_ORIGIN.test(item.trim().replace(/\/$/, "")));
            return bad.length ? `Not an origin (scheme, host and port only): ${bad.join(", ")}.` : null;
        }
    }
}

export { MEGABYTE };
