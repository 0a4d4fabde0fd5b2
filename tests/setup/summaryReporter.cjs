// Prints one closing line, "Tests: N passed, N failed", that CI reads as the run's result; before
// it, how many API responses the server tests held to Vanilla's OpenAPI schemas
// (tests/setup/contractGuard.ts writes one tally file per test file into HEARTH_CONTRACT_TALLY).
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

class SummaryReporter {
    onRunStart() {
        // Set before the workers start, so they inherit it.
        this.tallyDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-contract-tally-"));
        process.env.HEARTH_CONTRACT_TALLY = this.tallyDir;
    }

    contractLine() {
        if (!this.tallyDir) return "";
        let validated = 0;
        const endpoints = new Set();
        for (const file of fs.readdirSync(this.tallyDir)) {
            const tally = JSON.parse(fs.readFileSync(path.join(this.tallyDir, file), "utf8"));
            validated += tally.validated;
            tally.endpoints.forEach((endpoint) => endpoints.add(endpoint));
        }
        fs.rmSync(this.tallyDir, { recursive: true, force: true });
        return validated ? `\nContract: ${validated} API responses of ${endpoints.size} endpoints validated against Vanilla's OpenAPI schemas` : "";
    }

    onRunComplete(_contexts, results) {
        const skipped = results.numPendingTests + results.numTodoTests;
        const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
        if (process.env.HEARTH_WRITE_DURATIONS) writeDurations(results);
        console.log(`${this.contractLine()}\nTests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
    }
}

/**
 * `npm run test:durations`: the seconds each file took (3 s or more; the longer of its projects),
 * for the sequencer's order on a clone with no jest cache (tests/setup/interleavingSequencer.cjs).
 */
function writeDurations(results) {
    const root = path.resolve(__dirname, "../..");
    const seconds = {};
    for (const file of results.testResults) {
        const relative = path.relative(root, file.testFilePath).split(path.sep).join("/");
        const took = Math.round((file.perfStats.end - file.perfStats.start) / 1000);
        if (took >= 3) seconds[relative] = Math.max(seconds[relative] || 0, took);
    }
    const sorted = Object.fromEntries(Object.entries(seconds).sort((a, b) => b[1] - a[1]));
    fs.writeFileSync(path.join(__dirname, "testDurations.json"), `${JSON.stringify(sorted, null, 4)}\n`);
}

module.exports = SummaryReporter;
