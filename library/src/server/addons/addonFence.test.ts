/**
 * The lint fence around plugins/ (eslint.config.mjs, addonFence()): an add-on's code imports the
 * add-on facades, React and its own files only. ESLint runs here on a fixture as if it were an
 * add-on's file, and on the online add-on, which must pass.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "@server/config/env";
import { lintTexts, type ILintMessage, type ISnippet } from "@tests/lint/lintSnippets";

const FIXTURE = path.join(ROOT_DIR, "tests/fixtures/addonFence/reachesPastTheFacade.tsx");
const FIXTURE_LINES = fs.readFileSync(FIXTURE, "utf8").split("\n");

/** Every TypeScript file of a folder, as the snippets lintTexts takes (paths from the repository root). */
function filesOf(dir: string): ISnippet[] {
    return fs
        .readdirSync(path.join(ROOT_DIR, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => ({ filePath: path.join(dir, file), code: fs.readFileSync(path.join(ROOT_DIR, dir, file), "utf8") }));
}

/** Lints the fixture's text under each given path, and the files of the given folders. */
function runEslint(fixturePaths: string[], dirs: string[]): { texts: ILintMessage[][]; files: Array<{ filePath: string; messages: ILintMessage[] }> } {
    const files = dirs.flatMap(filesOf);
    const messages = lintTexts([...fixturePaths.map((filePath) => ({ filePath, code: FIXTURE_LINES.join("\n") })), ...files]);
    return {
        texts: messages.slice(0, fixturePaths.length),
        files: files.map((file, index) => ({ filePath: file.filePath, messages: messages[fixturePaths.length + index] ?? [] })),
    };
}

// Loading the config and the TypeScript parser takes a few seconds on a busy machine.
jest.setTimeout(120_000);

const FRONT_END = "plugins/fixture/src/scripts/Widget.tsx";
const SERVER = "plugins/fixture/src/server/addon.tsx";
const OUTSIDE = "tests/fixtures/addonFence/reachesPastTheFacade.tsx";
let linted: ReturnType<typeof runEslint>;

beforeAll(() => {
    linted = runEslint([FRONT_END, SERVER, OUTSIDE], ["plugins/online"]);
});

/** The fence's messages on the fixture line holding `text`, linted as `filePath`. */
function reportedOn(filePath: string, text: string): string[] {
    const line = FIXTURE_LINES.findIndex((candidate) => candidate.includes(text)) + 1;
    expect(line).toBeGreaterThan(0);
    const messages = linted.texts[[FRONT_END, SERVER, OUTSIDE].indexOf(filePath)]!; // one of the three files linted
    // A message without a rule is a parse error: the fixture must parse.
    expect(messages.filter((message) => message.ruleId === null)).toEqual([]);
    return messages
        .filter((message) => message.line === line && (message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax"))
        .map((message) => message.message);
}

describe("the add-on lint fence", () => {
    it("reports every import past the facade in an add-on's front-end file, and none of the allowed ones", () => {
        const linesOf = (text: string) => reportedOn(FRONT_END, text);

        for (const allowed of ['from "react"', 'from "@library/addons/addonApi"', 'from "@library/addons/addonPageKit"', 'from "@library/addons/addonIcon"', 'from "@library/addons/addonFocus"', 'from "./ownHelper"']) expect(linesOf(allowed)).toEqual([]);
        expect(linesOf('"@library/i18n/t"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade (@library/addons/addonApi, @library/addons/addonPageKit, @library/addons/addonIcon, @library/addons/addonFocus)")]);
        expect(linesOf('"@server/http/viewer"')).toEqual(expect.arrayContaining([expect.stringContaining("Front-end code never imports server code")]));
        expect(linesOf('"@vanilla/discussion/commentTypes"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade")]);
        expect(linesOf('"typestyle"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade")]);
        expect(linesOf("../../../library/src")).toEqual(expect.arrayContaining([expect.stringContaining("not the core's through a relative path")]));
        expect(linesOf('import("@library/api/apiv2")')).toEqual([expect.stringContaining("loads its own files only")]);
    });

    it("lets an add-on's server file import the server facade but no other server module", () => {
        const linesOf = (text: string) => reportedOn(SERVER, text);
        expect(linesOf('"@server/http/viewer"')).toEqual([expect.stringContaining("(@server/addons/serverAddonApi, @library/addons/addonApi, @library/addons/addonPageKit, @library/addons/addonIcon, @library/addons/addonFocus)")]);
        expect(linesOf('"@library/i18n/t"')).toHaveLength(1);
        expect(linesOf('from "@library/addons/addonApi"')).toEqual([]);
    });

    it("leaves the same file alone outside plugins/ (the fence is the add-ons' own)", () => {
        for (const line of FIXTURE_LINES.filter((candidate) => /import/.test(candidate))) expect(reportedOn(OUTSIDE, line)).toEqual([]);
    });

    it("passes the online add-on, which uses the facades only", () => {
        const results = linted.files;
        expect(results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`))).toEqual([]);
        expect(results.length).toBeGreaterThanOrEqual(5);
    });
});
