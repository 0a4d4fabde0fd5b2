/**
 * A complete discussion as GET /api/v2/discussions answers it (IDiscussion), for front-end unit
 * tests: open, unpinned, in category 1, started by user 2, with three comments, and read by the
 * viewer (nothing unread, no bookmark). A test overrides only what it is about.
 *
 * Import it as "@tests/setup/discussionFixtures".
 */
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

export function testDiscussion(discussionID: number, overrides: Partial<IDiscussion> = {}): IDiscussion {
    return {
        discussionID,
        type: "discussion",
        name: `Discussion ${discussionID}`,
        url: `/discussion/${discussionID}`,
        canonicalUrl: `/discussion/${discussionID}`,
        categoryID: 1,
        insertUserID: 2,
        dateInserted: "2024-03-01T10:00:00Z",
        dateUpdated: null,
        dateLastComment: "2024-03-05T12:00:00Z",
        lastUserID: 2,
        countComments: 3,
        countViews: 10,
        score: 0,
        pinned: false,
        pinLocation: null,
        closed: false,
        sink: false,
        announce: false,
        bookmarked: false,
        unread: false,
        countUnread: 0,
        dateLastViewed: null,
        ...overrides,
    };
}
