// Runs the slowest test files first, so on a 2-core machine the long browser and PostgreSQL
// files do not start last and stretch the run's tail. A fresh CI clone has no timing cache, so
// the order comes from what is known to be slow: the project (browser, then PostgreSQL, then
// SQLite server, then jsdom units), then the file's size as a stand-in for how much it does.
// A timing from jest's own cache, when there is one, wins within a project.
const fs = require("node:fs");
const Sequencer = require("@jest/test-sequencer").default;

const PROJECT_WEIGHT = { e2e: 4, "server-pg": 3, server: 2, unit: 1 };

function projectName(test) {
    const name = test.context.config.displayName;
    return typeof name === "string" ? name : (name && name.name) || "";
}

class SlowestFirstSequencer extends Sequencer {
    sort(tests) {
        const size = (path) => {
            try {
                return fs.statSync(path).size;
            } catch {
                return 0;
            }
        };
        const weighted = tests.map((test) => {
            return { test, project: PROJECT_WEIGHT[projectName(test)] || 0, duration: this.time(test) || 0, size: size(test.path) };
        });
        weighted.sort((a, b) => b.project - a.project || b.duration - a.duration || b.size - a.size);
        return weighted.map((entry) => entry.test);
    }
}

module.exports = SlowestFirstSequencer;
