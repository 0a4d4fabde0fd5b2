/**
 * Lints code as if it sat at given paths in the tree, with the real lint configuration, in a
 * child process (lintInChild.mjs: ESLint loads its config with import(), which jest's module
 * sandbox cannot do). Every lint test goes through here.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface ISnippet {
    /** Where the code pretends to live, relative to the repository root. */
    filePath: string;
    code: string;
}

export interface ILintMessage {
    ruleId: string | null;
    line: number;
    message: string;
}

/** The messages of each snippet, in the order given. */
export function lintTexts(snippets: ISnippet[]): ILintMessage[][] {
    const input = JSON.stringify(snippets.map((snippet) => ({ ...snippet, filePath: path.join(ROOT, snippet.filePath) })));
    const output = execFileSync(process.execPath, [path.join(__dirname, "lintInChild.mjs")], { cwd: ROOT, input, encoding: "utf8", timeout: 120_000 });
    return JSON.parse(output) as ILintMessage[][];
}

/** The rule IDs each snippet breaks, in the order given. */
export function lintSnippets(snippets: ISnippet[]): string[][] {
    return lintTexts(snippets).map((messages) => messages.map((message) => message.ruleId ?? message.message));
}
