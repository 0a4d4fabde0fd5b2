// `npm start` builds the client first when dist/ is missing or older than the sources.
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { root } = require("./aliases.cjs");

function newestSource(dir) {
    let newest = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
        else if (/\.(tsx?|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
    return newest;
}

const manifest = path.join(process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, "dist"), "manifest.json");
const sources = ["library", "applications", "plugins"].map((dir) => path.join(root, dir)).filter(fs.existsSync);
const stale = !fs.existsSync(manifest) || Math.max(...sources.map(newestSource)) > fs.statSync(manifest).mtimeMs;
if (stale) {
    console.log("Building the client bundles…");
    execFileSync(process.execPath, [path.join(__dirname, "build.cjs")], { stdio: "inherit" });
}
