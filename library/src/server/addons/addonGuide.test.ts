/**
 * plugins/README.md's walkthrough is code an add-on author copies: this test builds the "notes"
 * add-on from the guide's own code blocks and starts a forum with it, so the guide cannot drift
 * from the facade.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "@server/config/env";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

/** The guide's files: each code block whose first line names a plugins/notes/ path, and the notes addon.json. */
function guideFiles(): Record<string, string> {
    const guide = fs.readFileSync(path.join(ROOT_DIR, "plugins/README.md"), "utf8");
    const files: Record<string, string> = {};
    for (const [, language, body = ""] of guide.matchAll(/```(tsx|ts|json)\n([\s\S]*?)```/g)) {
        const named = /^\/\/ plugins\/notes\/(\S+)\n/.exec(body);
        if (named) files[named[1]!] = body;
        else if (language === "json" && body.includes('"key": "notes"')) files["addon.json"] = body;
    }
    return files;
}

describe("the add-on guide's walkthrough", () => {
    let forum: ITestApp;
    let pluginsDir: string;

    beforeAll(async () => {
        // Inside the repository's data/ folder: the add-on's imports of react resolve and jest
        // compiles it, while git, lint and tsc leave data/ alone.
        const dataDir = path.join(ROOT_DIR, "data");
        fs.mkdirSync(dataDir, { recursive: true });
        pluginsDir = fs.mkdtempSync(path.join(dataDir, "test-addon-guide-"));
        for (const [file, text] of Object.entries(guideFiles())) {
            fs.mkdirSync(path.dirname(path.join(pluginsDir, "notes", file)), { recursive: true });
            fs.writeFileSync(path.join(pluginsDir, "notes", file), text);
        }
        forum = await createTestApp({ pluginsDir, config: { "EnabledPlugins.notes": true } });
    });

    afterAll(async () => {
        await forum?.close();
        fs.rmSync(pluginsDir, { recursive: true, force: true });
    });

    it("has the five files of the walkthrough", () => {
        expect(Object.keys(guideFiles()).sort()).toEqual(["addon.json", "src/scripts/NotesBox.tsx", "src/scripts/entries/notes.tsx", "src/server/addon.test.ts", "src/server/addon.tsx"]);
    });

    it("starts, seeds its note and answers moderators only", async () => {
        expect(forum.app.hearth.addons.problems()).toEqual([]);
        expect(forum.app.hearth.addons.enabledKeys()).toContain("notes");
        expect((await forum.app.inject("/api/v2/notes")).statusCode).toBe(403);
        const cookie = await signIn(forum.app, "moderator");
        expect((await forum.app.inject({ url: "/api/v2/notes", headers: { cookie } })).json()).toEqual([{ noteID: 1, body: "Welcome, staff!" }]);
        expect((await forum.app.inject({ url: "/api/v2/notes/1", headers: { cookie } })).json()).toEqual({ noteID: 1, body: "Welcome, staff!" });
        expect((await forum.app.inject({ url: "/api/v2/notes/2", headers: { cookie } })).json()).toEqual({ message: "Note not found.", status: 404 });
    });

    it("shows its panel box to moderators, not to members", async () => {
        const moderator = await signIn(forum.app, "moderator");
        const html = (await forum.app.inject({ url: "/discussions", headers: { cookie: moderator } })).body;
        expect(html).toMatch(/data-react="NotesBox"[\s\S]*Staff notes[\s\S]*Welcome, staff!/);
        const member = await signIn(forum.app, "member");
        expect((await forum.app.inject({ url: "/discussions", headers: { cookie: member } })).body).not.toContain("NotesBox");
    });
});
