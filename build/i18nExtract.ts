/**
 * `npm run i18n:extract`: reads the interface's keys from the code (server/i18n/keyExtraction.ts),
 * writes them with their English text to library/src/locales/en.json (the list translators work
 * from), and prints, per shipped catalogue, the keys it lacks and the keys nobody uses any more.
 * Exits 1 while any catalogue is incomplete or stale (the same check the test suite runs).
 */
import fs from "node:fs";
import path from "node:path";
import { catalogueFile, CATALOGUE_DIR } from "@server/i18n/catalogues";
import { compareCatalogue, extractKeysFrom } from "@server/i18n/keyExtraction";
import { ROOT_DIR } from "@server/config/env";

const english = extractKeysFrom(ROOT_DIR);
fs.writeFileSync(catalogueFile("en"), `${JSON.stringify(english, null, 4)}\n`);
console.log(`${Object.keys(english).length} keys written to ${path.relative(ROOT_DIR, catalogueFile("en"))}.`);

let incomplete = false;
for (const file of fs.readdirSync(CATALOGUE_DIR).filter((name) => name.endsWith(".json") && name !== "en.json").sort()) {
    const locale = file.replace(/\.json$/, "");
    const catalogue = JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, file), "utf8")) as Record<string, string>;
    const { missing, unused } = compareCatalogue(locale, english, catalogue);
    if (!missing.length && !unused.length) {
        console.log(`${locale}: complete.`);
        continue;
    }
    incomplete = true;
    console.log(`\n${locale}: ${missing.length} missing, ${unused.length} unused (${path.relative(ROOT_DIR, path.join(CATALOGUE_DIR, file))})`);
    // Missing keys as JSON lines with their English text, ready to translate and paste in.
    for (const key of missing) console.log(`  missing  ${JSON.stringify(key)}: ${JSON.stringify(english[key])},`);
    for (const key of unused) console.log(`  unused   ${JSON.stringify(key)}`);
}
process.exit(incomplete ? 1 : 0);
