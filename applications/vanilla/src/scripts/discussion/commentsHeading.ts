import { plural } from "@library/i18n/plural";

/**
 * The "{count} comments" heading above a discussion's comments: written by the server's page and
 * rewritten by the live updates (live/discussionLive.ts) as comments arrive, from the count it carries.
 */
export const COMMENTS_COUNT_ATTRIBUTE = "data-comments-count";

export function commentsHeadingText(count: number): string {
    return plural(count, { one: "{count} comment", other: "{count} comments" });
}
