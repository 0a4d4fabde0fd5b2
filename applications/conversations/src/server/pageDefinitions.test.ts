import { pageContractProblems } from "@server/testing/pageContract";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { messagesPage } from "@conversations/pages/messagesPage";

describe("the private-message page definition", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("names paths that are routes and an entry that exists", () => {
        expect(pageContractProblems(forum.app, messagesPage)).toEqual([]);
    });
});
