/** Lints snippets at virtual paths with the real lint configuration, in a child process (see lintInChild.mjs). */
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface ISnippet {
    /** Where the snippet pretends to live, relative to the repository root. */
    filePath: string;
    code: string;
}

/** The rule IDs each snippet breaks, in the order given. */
export function lintSnippets(snippets: ISnippet[]): string[][] {
    const input = JSON.stringify(snippets.map((snippet) => ({ ...snippet, filePath: path.join(ROOT, snippet.filePath) })));
    const output = execFileSync(process.execPath, [path.join(__dirname, "lintInChild.mjs")], { cwd: ROOT, input, encoding: "utf8" });
    return (JSON.parse(output) as Array<Array<{ ruleId: string | null; message: string }>>).map((messages) => messages.map((message) => message.ruleId ?? message.message));
}
