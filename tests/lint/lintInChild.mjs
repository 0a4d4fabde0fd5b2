// Lints code as if it sat at given paths, with the repository's eslint.config.mjs, and prints the
// messages as JSON. Run by the lint tests (stateLayerLint.test.ts, lintSnippets.ts) in their own Node process: ESLint loads the config
// with import(), which jest's module sandbox cannot do.
// stdin: [{ code, filePath }]   stdout: [[{ ruleId, line, message }]]
import { ESLint } from "eslint";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const files = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { code, filePath } of files) {
    const [result] = await eslint.lintText(code, { filePath });
    results.push(result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })));
}
process.stdout.write(JSON.stringify(results));
