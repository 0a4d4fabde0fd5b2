/**
 * What the wire contract covers: the endpoints the spec calls (shell §7 and content §7 "Calls"),
 * as Vanilla's OpenAPI files write their path templates, and the reviewed exceptions — fields
 * of those responses Hearth does not (yet) send as Vanilla does, each with the reason. An
 * exception is never a silent skip: every one names what is missing, and the contract test
 * fails when one no longer happens (a stale exception).
 */

/** "METHOD /template" of every endpoint the spec calls that Vanilla's OpenAPI files define. */
export const SPEC_ENDPOINTS: readonly string[] = [
    // shell §7 Themes
    "GET /themes/{themeID}",
    "GET /themes",
    "GET /themes/{themeID}/revisions",
    // shell §7 Notifications
    "GET /notifications",
    "GET /notifications/{id}",
    "PATCH /notifications/{id}",
    "PATCH /notifications",
    // shell §7 Users
    "GET /users/by-names",
    "GET /users/me",
    "GET /users/me-counts",
    "GET /users/{id}",
    "POST /users",
    "PATCH /users/{id}",
    // shell §7 Other
    "GET /locales",
    "GET /locales/{locale}",
    "PATCH /locales/{locale}",
    "GET /conversations",
    "GET /tags",
    "GET /categories/{id}",
    "GET /categories/search",
    "GET /roles",
    "GET /config",
    "PATCH /config",
    "GET /addons",
    "PATCH /addons/{addonID}",
    "GET /collections",
    "GET /collections/by-resource",
    "PUT /collections/by-resource",
    "POST /collections",
    "POST /media",
    "POST /calls/run",
    // content §7 Calls
    "GET /discussions",
    "GET /discussions/{id}",
    "PATCH /discussions/{id}",
    "PUT /discussions/{id}/type",
    "PUT /discussions/{id}/dismiss",
    "PATCH /discussions/{id}/bump",
    "PUT /discussions/{id}/bookmark",
    "PUT /discussions/{id}/tags",
    "DELETE /discussions/{id}",
    "DELETE /discussions/list",
    "PATCH /discussions/move",
    "PATCH /discussions/close",
    "GET /discussions/{id}/reactions",
    "GET /comments/{id}/reactions",
    "POST /discussions/{id}/reactions",
    "POST /comments/{id}/reactions",
    "DELETE /discussions/{id}/reactions/{userID}",
    "DELETE /comments/{id}/reactions/{userID}",
    "DELETE /discussions/{id}/reactions/",
    "GET /search",
    "GET /layouts/lookup-hydrate",
    "POST /tick",
    "GET /drafts",
    "GET /drafts/{id}/edit",
    "POST /drafts",
    "PATCH /drafts/{id}",
    "DELETE /drafts/{id}",
    "GET /translations/{resourceUrlCode}",
    "PATCH /translations/{resourceUrlCode}",
    "PATCH /translations/{resourceUrlCode}/remove",
    "POST /attachments",
    "POST /attachments/refresh",
];

/**
 * Endpoints the spec calls that Vanilla's OpenAPI files do not define, so there is no schema
 * to hold them to: PUT /themes/current, PUT /themes/preview, DELETE|PATCH /themes/{id},
 * GET /users/{id}/permissions ($me), GET /translation-services, PUT /translation-services/{type},
 * GET|POST /analytics/privacy, PATCH /drafts/schedule/{id}, PATCH /drafts/cancel-schedule/{id},
 * GET /attachments/catalog, GET /attachments/schema, POST /groups/{groupID}/invitations,
 * GET /fragments/{uuid}/js|css (scripts and styles, not JSON).
 */
export const SPEC_ENDPOINTS_WITHOUT_SCHEMA = [
    "PUT /themes/current",
    "PUT /themes/preview",
    "DELETE /themes/{id}",
    "PATCH /themes/{id}",
    "GET /users/{id}/permissions",
    "GET /translation-services",
    "PUT /translation-services/{type}",
    "GET /analytics/privacy",
    "POST /analytics/privacy",
    "PATCH /drafts/schedule/{id}",
    "PATCH /drafts/cancel-schedule/{id}",
] as const;

export interface IContractException {
    /** "METHOD /template" of the endpoints whose responses it excuses; "*": every endpoint. */
    endpoints: readonly string[] | "*";
    /** Where in the body (list indexes as `*`): "" is the body itself, "/*" an item of a list; absent: anywhere. */
    at?: string;
    /** The field: a missing required field, or a field whose value differs ("" with keyword "status": the status). */
    field: string;
    /** Only this kind of failure (ajv's keyword: required, format, type, enum, … or "status"); absent: any. */
    keyword?: string;
    /** Why Hearth differs: a missing feature (named) or a deliberate choice (explained). */
    reason: string;
    /** The test file whose responses need it, when the walk (contractWalk.test.ts) cannot produce them; else the walk must. */
    exercisedBy?: string;
}

const USER_ENDPOINTS = ["GET /users/{id}", "PATCH /users/{id}", "POST /users"];
const CATEGORY_ENDPOINTS = ["GET /categories/{id}", "GET /categories/search"];
const THEME_ENDPOINTS = ["GET /themes", "GET /themes/{themeID}", "GET /themes/{themeID}/revisions"];
const THEMES_IN_DATABASE =
    "Deliberate: Hearth's themes live in the database, like Vanilla's own database themes (type 'themeDB', a numeric themeID); Vanilla's file documents only file themes.";

export const CONTRACT_EXCEPTIONS: readonly IContractException[] = [
    {
        endpoints: "*",
        field: "photoUrl",
        keyword: "format",
        reason: "A member without a photo has photoUrl '' where Vanilla sends its default avatar's URL: generated avatars (issue 12 item 1) do not exist yet.",
    },
    ...["recordType", "type"].map((field) => ({
        endpoints: ["GET /search"],
        at: "/*",
        field,
        keyword: "enum",
        reason: "Deliberate (issue 11, content §2): the site search finds members ('user') and categories ('category') and add-on domains bring their own types, where Vanilla's enum lists only discussion, comment and group.",
        exercisedBy: "applications/vanilla/src/server/search/search.test.ts",
    })),
    { endpoints: CATEGORY_ENDPOINTS, field: "countFollowers", keyword: "required", reason: "Following a category does not exist in Hearth: there are no followers to count." },
    { endpoints: USER_ENDPOINTS, field: "points", keyword: "required", reason: "Points (reputation) do not exist in Hearth." },
    { endpoints: USER_ENDPOINTS, field: "showEmail", keyword: "required", reason: "Hearth has no 'show my e-mail' preference: an address is answered only to the member and to those who may edit users." },
    { endpoints: USER_ENDPOINTS, field: "bypassSpam", keyword: "required", reason: "Hearth has no spam filter, so nothing to bypass." },
    {
        endpoints: ["GET /users/{id}"],
        at: "",
        field: "email",
        keyword: "required",
        reason: "Deliberate (privacy): a member's e-mail address is answered only to the member and to those who may edit users (usersRoutes.ts), never to a guest.",
    },
    { endpoints: THEME_ENDPOINTS, field: "type", keyword: "enum", reason: THEMES_IN_DATABASE },
    { endpoints: THEME_ENDPOINTS, field: "themeID", keyword: "type", reason: THEMES_IN_DATABASE },
    {
        endpoints: ["GET /addons", "PATCH /addons/{addonID}"],
        field: "iconUrl",
        keyword: "type",
        reason: "An add-on's manifest (addon.json) names no icon in Hearth: null says there is none, where Vanilla's file allows only a string.",
    },
    {
        endpoints: ["PUT /collections/by-resource"],
        at: "",
        field: "",
        keyword: "type",
        reason: "Hearth answers the record's collections after the change (a list, as GET /collections/by-resource does) where Vanilla's file documents one collection record: to be reviewed.",
    },
    {
        endpoints: ["GET /collections", "GET /collections/by-resource", "PUT /collections/by-resource", "POST /collections"],
        field: "recordType",
        keyword: "enum",
        reason: "Deliberate: content §6 puts 'Add to Collection' on comments too, so a record may be a 'comment', which Vanilla's enum lacks.",
    },
    ...["emailConfirmed", "dateInserted", "dateUpdated"].map((field) => ({
        endpoints: ["GET /users/{id}"],
        at: "",
        field,
        keyword: "required",
        reason: "Deliberate (shell §6): a private profile, or a banned one while ui.bannedPrivateProfile is on, answers others only the photo, the name and the private flag.",
    })),
    ...["message", "type"].map((field) => ({
        endpoints: ["DELETE /discussions/list", "PATCH /discussions/move", "PATCH /discussions/close", "DELETE /discussions/{id}", "POST /calls/run"],
        at: "/progress/exceptionsByID",
        field,
        keyword: "required",
        reason: "Vanilla's file describes exceptionsByID as one error {message, type}, while its own example maps each failed ID to {message, code}: Hearth follows the example.",
        exercisedBy: "applications/vanilla/src/server/discussionBulk.test.ts",
    })),
    {
        endpoints: ["DELETE /discussions/list", "PATCH /discussions/move", "PATCH /discussions/close", "DELETE /discussions/{id}", "POST /calls/run"],
        at: "",
        field: "callbackPayload",
        keyword: "type",
        reason: "A finished long runner has nothing left to resume, so its callbackPayload is null; Vanilla's file types it as a string only.",
        exercisedBy: "applications/vanilla/src/server/discussionBulk.test.ts",
    },
    {
        endpoints: ["GET /addons"],
        at: "/*",
        field: "version",
        keyword: "minLength",
        reason: "Deliberate: a broken add-on is listed as off (DESIGN.md §3) even when its manifest could not be read, and then has no version to show.",
        exercisedBy: "library/src/server/addons/addonContainment.test.ts",
    },
    {
        endpoints: ["GET /notifications", "GET /notifications/{id}", "PATCH /notifications/{id}"],
        field: "recordType",
        keyword: "enum",
        reason: "Deliberate: a scheduled draft that cannot be published notifies its author (content §7 drafts), so a notification's record may be a 'draft', which Vanilla's enum lacks.",
        exercisedBy: "applications/dashboard/src/server/draftsSchedule.test.ts",
    },
    {
        endpoints: ["POST /drafts", "GET /drafts", "GET /drafts/{id}/edit", "PATCH /drafts/{id}"],
        field: "recordType",
        keyword: "enum",
        reason: "Deliberate: a draft keeps the post type it was written for (an add-on's type such as 'article'); publishing then fails with the error status, where Vanilla's enum names only comment and discussion.",
        exercisedBy: "applications/dashboard/src/server/draftsSchedule.test.ts",
    },
    {
        endpoints: ["PATCH /config"],
        field: "",
        keyword: "status",
        reason: "Deliberate: Hearth answers 200 with the keys it changed where Vanilla answers 204; a client that expects no body is not affected.",
    },
    {
        endpoints: ["DELETE /discussions/list"],
        field: "",
        keyword: "status",
        reason:
            "Deliberate: every finished long runner answers 200 with its result (successIDs, failedIDs), as Vanilla's PATCH /discussions/move and /close do, so the client reports each failure; Vanilla's file lists 204 for this one.",
    },
    {
        endpoints: ["GET /layouts/lookup-hydrate"],
        field: "",
        keyword: "oneOf",
        reason: "The contract's oneOf cannot be met: its two schemas (a hydrated layout, a redirect) require no field and allow any, so every object matches both. Hearth answers the hydrated layout (content §2: titleBar, layout, contexts, redirectTo when present).",
    },
];
