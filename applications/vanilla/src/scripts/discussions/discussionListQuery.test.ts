import { stableKey as listKey } from "@library/utility/stableKey";
import { discussionListUrl, matchesDiscussionListPath } from "@vanilla/discussions/discussionListPath";
import { DISCUSSION_LIST_EXPAND, DISCUSSION_LIST_LIMIT, discussionListParamsFromLocation, readPageNumber } from "@vanilla/discussions/discussionListQuery";

describe("discussionListParamsFromLocation", () => {
    it("reads page 1 and the default sort at /discussions", () => {
        expect(discussionListParamsFromLocation("/discussions", "")).toEqual({
            page: 1,
            limit: DISCUSSION_LIST_LIMIT,
            sort: "-dateLastComment",
            expand: DISCUSSION_LIST_EXPAND,
            pinOrder: "first",
        });
    });

    it("reads the page from /discussions/p2 (with or without a trailing slash)", () => {
        expect(discussionListParamsFromLocation("/discussions/p2", "").page).toBe(2);
        expect(discussionListParamsFromLocation("/discussions/p17/", "").page).toBe(17);
    });

    it("reads the page from a site section's list, /{folder}/discussions/p2 (add-on API 6)", () => {
        expect(discussionListParamsFromLocation("/help/discussions/p2", "").page).toBe(2);
        expect(discussionListParamsFromLocation("/help/discussions", "?sort=-score")).toEqual(discussionListParamsFromLocation("/discussions", "?sort=-score"));
    });

    it("reads the page from ?page= when the path has none, and the path wins otherwise", () => {
        expect(discussionListParamsFromLocation("/discussions", "?page=3").page).toBe(3);
        expect(discussionListParamsFromLocation("/discussions/p2", "?page=5").page).toBe(2);
    });

    it.each(["?page=2.5", "?page=abc", "?page=-1", "?page=0", "?page=", "?page=99999999999999999999", "?page[]=2"])(
        "falls back to page 1 for %s",
        (search) => {
            expect(discussionListParamsFromLocation("/discussions", search).page).toBe(1);
        },
    );

    it("falls back to page 1 for /discussions/p0", () => {
        expect(discussionListParamsFromLocation("/discussions/p0", "").page).toBe(1);
    });

    it("accepts the known sorts and ignores others", () => {
        expect(discussionListParamsFromLocation("/discussions", "?sort=-score").sort).toBe("-score");
        expect(discussionListParamsFromLocation("/discussions", "?sort=dateInserted").sort).toBe("dateInserted");
        expect(discussionListParamsFromLocation("/discussions", "?sort=name").sort).toBe("-dateLastComment");
    });
});

describe("readPageNumber", () => {
    it("accepts positive integers written in digits only", () => {
        expect(readPageNumber("4")).toBe(4);
        expect(readPageNumber("04")).toBe(4);
        expect(readPageNumber("1e2")).toBe(1);
        expect(readPageNumber(" 3")).toBe(1);
        expect(readPageNumber(undefined)).toBe(1);
        expect(readPageNumber(7)).toBe(1);
    });
});

describe("discussionListUrl", () => {
    it("gives page 1 no suffix and omits the default sort", () => {
        expect(discussionListUrl(1)).toBe("/discussions");
        expect(discussionListUrl(2)).toBe("/discussions/p2");
        expect(discussionListUrl(3, "-dateLastComment")).toBe("/discussions/p3");
    });

    it("keeps another sort in the query", () => {
        expect(discussionListUrl(1, "-score")).toBe("/discussions?sort=-score");
        expect(discussionListUrl(4, "-hot")).toBe("/discussions/p4?sort=-hot");
    });

    it("round-trips through discussionListParamsFromLocation", () => {
        const url = new URL(discussionListUrl(4, "dateInserted"), "http://localhost");
        expect(discussionListParamsFromLocation(url.pathname, url.search)).toMatchObject({ page: 4, sort: "dateInserted" });
    });
});

describe("matchesDiscussionListPath", () => {
    it("matches the list and its pages only", () => {
        expect(matchesDiscussionListPath("/discussions")).toBe(true);
        expect(matchesDiscussionListPath("/discussions/p12")).toBe(true);
        expect(matchesDiscussionListPath("/discussions/12")).toBe(false);
        expect(matchesDiscussionListPath("/discussionsx")).toBe(false);
        expect(matchesDiscussionListPath("/discussion/12")).toBe(false);
    });
});

describe("listKey", () => {
    it("is the same for the same parameters in any order, ignoring undefined ones", () => {
        expect(listKey({ page: 1, sort: "-score", categoryID: undefined })).toBe(listKey({ sort: "-score", page: 1 }));
        expect(listKey({ page: 1 })).not.toBe(listKey({ page: 2 }));
    });
});
