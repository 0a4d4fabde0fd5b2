/**
 * The lint fence around plugins/ (eslint.config.mjs, addonFence()): an add-on's code imports the
 * add-on facades, React and its own files only. ESLint runs here on a fixture as if it were an
 * add-on's file, and on the online add-on, which must pass.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "@server/config/env";

const FIXTURE = path.join(ROOT_DIR, "tests/fixtures/addonFence/reachesPastTheFacade.tsx");
const FIXTURE_LINES = fs.readFileSync(FIXTURE, "utf8").split("\n");

interface ILintMessage {
    line: number;
    message: string;
    ruleId: string | null;
    fatal?: boolean;
}

/**
 * ESLint's API in a child Node process: it loads eslint.config.mjs with import(), which jest's
 * CommonJS sandbox cannot do. Lints the fixture's text under each given path, and the files.
 */
function runEslint(fixturePaths: string[], files: string[]): { texts: ILintMessage[][]; files: Array<{ filePath: string; messages: ILintMessage[] }> } {
    const script = `
        import { ESLint } from "eslint";
        const { text, fixturePaths, files } = JSON.parse(process.argv[1]);
        const eslint = new ESLint({ cwd: process.cwd() });
        const texts = [];
        for (const filePath of fixturePaths) texts.push((await eslint.lintText(text, { filePath }))[0].messages);
        const linted = (await eslint.lintFiles(files)).map((result) => ({ filePath: result.filePath, messages: result.messages }));
        process.stdout.write(JSON.stringify({ texts, files: linted }));`;
    const input = JSON.stringify({ text: FIXTURE_LINES.join("\n"), fixturePaths: fixturePaths.map((file) => path.join(ROOT_DIR, file)), files: files.map((file) => path.join(ROOT_DIR, file)) });
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script, input], { cwd: ROOT_DIR, encoding: "utf8", timeout: 120_000 });
    if (child.status !== 0) throw new Error(`ESLint failed: ${child.stderr}`);
    return JSON.parse(child.stdout);
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
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    return messages
        .filter((message) => message.line === line && (message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax"))
        .map((message) => message.message);
}

describe("the add-on lint fence", () => {
    it("reports every import past the facade in an add-on's front-end file, and none of the allowed ones", () => {
        const linesOf = (text: string) => reportedOn(FRONT_END, text);

        for (const allowed of ['from "react"', 'from "@library/addons/addonApi"', 'from "./ownHelper"']) expect(linesOf(allowed)).toEqual([]);
        expect(linesOf('"@library/i18n/t"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade (@library/addons/addonApi)")]);
        expect(linesOf('"@server/http/viewer"')).toEqual(expect.arrayContaining([expect.stringContaining("Front-end code never imports server code")]));
        expect(linesOf('"@vanilla/discussion/commentTypes"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade")]);
        expect(linesOf('"typestyle"')).toEqual([expect.stringContaining("Add-ons import only the add-on facade")]);
        expect(linesOf("../../../library/src")).toEqual(expect.arrayContaining([expect.stringContaining("not the core's through a relative path")]));
        expect(linesOf('import("@library/api/apiv2")')).toEqual([expect.stringContaining("loads its own files only")]);
    });

    it("lets an add-on's server file import the server facade but no other server module", () => {
        const linesOf = (text: string) => reportedOn(SERVER, text);
        expect(linesOf('"@server/http/viewer"')).toEqual([expect.stringContaining("(@server/addons/serverAddonApi, @library/addons/addonApi)")]);
        expect(linesOf('"@library/i18n/t"')).toHaveLength(1);
        expect(linesOf('from "@library/addons/addonApi"')).toEqual([]);
    });

    it("leaves the same file alone outside plugins/ (the fence is the add-ons' own)", () => {
        for (const line of FIXTURE_LINES.filter((candidate) => /import/.test(candidate))) expect(reportedOn(OUTSIDE, line)).toEqual([]);
    });

    it("passes the online add-on, which uses the facades only", () => {
        const results = linted.files;
        expect(results.flatMap((result) => result.messages.map((message) => `${path.relative(ROOT_DIR, result.filePath)}:${message.line} ${message.message}`))).toEqual([]);
        expect(results.length).toBeGreaterThanOrEqual(5);
    });
});
