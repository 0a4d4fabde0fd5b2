// Lints code snippets as if they were files at the given paths, with the project's real
// eslint.config.mjs, and prints the rule IDs each one breaks. Run as a child process by
// tests/lint/*.test.ts: jest's module system cannot load ESLint's ES-module config itself.
import { ESLint } from "eslint";

const input = JSON.parse(await new Promise((resolve) => {
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk));
    process.stdin.on("end", () => resolve(text));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of input) {
    const [result] = await eslint.lintText(code, { filePath });
    results.push({ filePath, ruleIds: (result?.messages ?? []).map((message) => message.ruleId ?? message.message) });
}
process.stdout.write(JSON.stringify(results));
