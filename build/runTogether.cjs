// `node build/runTogether.cjs lint typecheck build`: runs those npm scripts at the same time and
// fails when any of them fails. The test command's checks before jest are independent and mostly
// single-threaded (ESLint, tsc, webpack), so on a 2-core machine they take about half as long
// side by side. Each script's output is printed whole when it ends, never interleaved.
const { spawn } = require("node:child_process");

const names = process.argv.slice(2);
if (names.length === 0) {
    console.error("Usage: node build/runTogether.cjs <npm script> [<npm script> …]");
    process.exit(2);
}

function run(name) {
    return new Promise((resolve) => {
        const started = Date.now();
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`\n> npm run ${name} (${code === 0 ? "ok" : `failed, exit ${code}`}, ${seconds} s)\n${output}`);
            resolve(code === 0);
        });
    });
}

Promise.all(names.map(run)).then((results) => process.exit(results.every(Boolean) ? 0 : 1));
