// Prints one closing line, "Tests: N passed, N failed", that CI reads as the run's result.
class SummaryReporter {
    onRunComplete(_contexts, results) {
        const skipped = results.numPendingTests + results.numTodoTests;
        const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
        console.log(`\nTests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
    }
}
module.exports = SummaryReporter;
