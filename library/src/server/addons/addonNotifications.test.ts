/**
 * api.notify (plugins/README.md, API version 5): a notification reaches the member once through
 * the durable job, its text escaped, and a notification type not named after the add-on is
 * refused. (Add-on pages: addonPages.test.ts.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";

let t: ITestApp;
let pluginsDir: string;
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeAll(async () => {
    pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-addon-pages-"));
    const dir = path.join(pluginsDir, "pager", "src/server");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, "pager", "addon.json"), JSON.stringify({ key: "pager", name: "Pager", apiVersion: ADDON_API_VERSION, server: "src/server/addon.ts" }));
    fs.writeFileSync(
        path.join(dir, "addon.ts"),
        `export default (api) => {
            api.route({
                method: "POST",
                url: "/pager/notify",
                handler: async (request) => {
                    const { userID, activityType } = request.body;
                    await api.notify({ eventKey: "hello:1", userIDs: [userID, userID], categoryID: 1, activityType, reason: "Testing.", body: "Hi <b>there</b>", url: "/discussion/1", recordType: "discussion", recordID: 1, discussionID: 1 });
                    return { ok: true };
                },
            });
        };`,
    );
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.pager": true } });
});
afterAll(async () => {
    await t?.close();
    fs.rmSync(pluginsDir, { recursive: true, force: true });
});

it("notifies a member once per event key through the job, escaping the text, and refuses a type not named after the add-on", async () => {
    const member = await signIn(t.app, "member");
    const userID = (await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: member } })).json().userID as number;
    for (let time = 0; time < 2; time++) {
        const sent = await t.app.inject({ method: "POST", url: "/api/v2/pager/notify", headers: API, payload: JSON.stringify({ userID, activityType: "pager.hello" }) });
        expect(sent.statusCode).toBe(200);
    }
    await t.app.hearth.jobs.runDueJobs();
    const mine = ((await t.app.inject({ url: "/api/v2/notifications", headers: { cookie: member } })).json() as Array<{ activityType: string; body: string }>).filter((row) => row.activityType === "pager.hello");
    expect(mine.map((row) => row.body)).toEqual(["Hi &lt;b&gt;there&lt;/b&gt;"]);
    const refused = await t.app.inject({ method: "POST", url: "/api/v2/pager/notify", headers: API, payload: JSON.stringify({ userID, activityType: "comment" }) });
    expect(refused.statusCode).toBe(500);
    // The refused call is logged as a route failure; the log is expected here.
    takeConsoleErrors();
});
