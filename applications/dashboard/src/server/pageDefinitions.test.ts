import { pageContractProblems } from "@server/testing/pageContract";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { basicPage } from "@library/pages/basicPage";
import { leavingPage } from "@dashboard/pages/leavingPage";
import { themeRevisionsPage, themesPage } from "@dashboard/pages/themesPage";
import { adminCategoriesPage, adminMembersPage, adminRolesPage } from "@dashboard/pages/adminPages";

describe("the dashboard's page definitions", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it.each([basicPage, leavingPage, themesPage, themeRevisionsPage, adminCategoriesPage, adminRolesPage, adminMembersPage])("$entry: its paths are routes and its entry exists", (page) => {
        expect(pageContractProblems(forum.app, page)).toEqual([]);
    });
});
