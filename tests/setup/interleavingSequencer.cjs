// Orders the test files so the two kinds of work overlap on a 2-core machine.
//
// A browser file mostly waits (on Chromium, on its server, on the page's own timers): alone it
// keeps less than half a core busy. A server or unit file is pure CPU. Run only browser files
// side by side and the cores idle; run only server files and they are full. So jest runs four
// workers (jest.config.js) and this sequencer deals the queue so that about two browser files
// and two CPU files run at any time, each kind slowest first: the long accessibility sweeps
// start at once, and nothing long starts last to stretch the run's tail.
//
// A fresh CI clone has no jest timing cache: the times come from testDurations.json (seconds
// measured on a clean CI run; refresh it with `npm run test:durations` after a full run), then
// jest's cache when it has one, else a guess from the project and the file's size.
const fs = require("node:fs");
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

/** jest.config.js's maxWorkers, and how many of them run browser files at once. */
const WORKERS = 4;
const BROWSER_SLOTS = 2;
const ROOT = path.resolve(__dirname, "../..");
const KNOWN = JSON.parse(fs.readFileSync(path.join(__dirname, "testDurations.json"), "utf8"));
/** Seconds a file of unknown duration is guessed to take, per project, plus per KB of source. */
const GUESS = { e2e: [15, 1.5], "server-pg": [2, 0.3], server: [1.5, 0.2], unit: [0.3, 0.05], lint: [3, 0] };

function projectName(test) {
    const name = test.context.config.displayName;
    return typeof name === "string" ? name : (name && name.name) || "";
}

class InterleavingSequencer extends Sequencer {
    seconds(test) {
        const relative = path.relative(ROOT, test.path).split(path.sep).join("/");
        if (KNOWN[relative] !== undefined) return KNOWN[relative];
        const cached = this.time(test);
        if (cached) return cached / 1000;
        const [base, perKb] = GUESS[projectName(test)] || [1, 0];
        let kb = 0;
        try {
            kb = fs.statSync(test.path).size / 1024;
        } catch {
            kb = 0;
        }
        return base + perKb * kb;
    }

    sort(tests) {
        const timed = tests.map((test) => ({ test, seconds: this.seconds(test), browser: projectName(test) === "e2e" }));
        const slowestFirst = (a, b) => b.seconds - a.seconds;
        const browser = timed.filter((entry) => entry.browser).sort(slowestFirst);
        const cpu = timed.filter((entry) => !entry.browser).sort(slowestFirst);
        // Play the run forward: whenever a worker comes free, it takes a browser file if fewer
        // than BROWSER_SLOTS are running, else a CPU file; jest hands out files in this order.
        const order = [];
        const running = []; // { end, browser }
        let now = 0;
        while (browser.length || cpu.length) {
            if (running.length === WORKERS) {
                running.sort((a, b) => a.end - b.end);
                now = running.shift().end;
            }
            const browsersRunning = running.filter((entry) => entry.browser).length;
            const takeBrowser = browser.length > 0 && (browsersRunning < BROWSER_SLOTS || cpu.length === 0);
            const next = takeBrowser ? browser.shift() : cpu.shift();
            running.push({ end: now + next.seconds, browser: takeBrowser });
            order.push(next.test);
        }
        return order;
    }
}

module.exports = InterleavingSequencer;
