import { pageContractProblems } from "@server/testing/pageContract";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { definePage } from "@library/boot/pageDefinition";
import { categoryListPage } from "@vanilla/pages/categoryListPage";
import { discussionListPage } from "@vanilla/pages/discussionListPage";
import { discussionPage } from "@vanilla/pages/discussionPage";
import { editDiscussionPage } from "@vanilla/pages/editDiscussionPage";
import { profilePage } from "@vanilla/pages/profilePage";
import { createPostPage } from "@vanilla/pages/createPostPage";

describe("the forum's page definitions", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it.each([discussionListPage, discussionPage, categoryListPage, editDiscussionPage, profilePage, createPostPage])("$entry: its paths are routes and its entry exists", (page) => {
        expect(pageContractProblems(forum.app, page)).toEqual([]);
    });

    it("reports a path no route serves and an entry the build does not know", () => {
        const stray = definePage({ entry: "nowhere", paths: ["/discussions", "/no/such/page"], reducers: {}, islands: [] });
        expect(pageContractProblems(forum.app, stray)).toEqual([
            'The page "nowhere" has no client entry entries/nowhere.tsx.',
            'The page "nowhere" names the path /no/such/page, which no GET route serves.',
        ]);
    });
});
