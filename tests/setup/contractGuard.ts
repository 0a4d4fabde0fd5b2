/**
 * The wire contract, checked on every server test (library/src/server/testing/contractRecorder.ts):
 * each test app validates the responses of the endpoints the spec calls against Vanilla's
 * OpenAPI schemas, and a test whose responses broke one fails here, naming the field. The
 * number of responses validated is added to HEARTH_CONTRACT_TALLY (a folder the summary
 * reporter sets up and totals at the end of the run).
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { contractTally, formatViolations, takeContractViolations } from "@server/testing/contractRecorder";

// On unless the run says otherwise (HEARTH_CONTRACT_CHECKS=0, to measure what the checks cost).
process.env.HEARTH_CONTRACT_CHECKS ??= "1";

afterEach(() => {
    const violations = takeContractViolations();
    if (violations.length) throw new Error(`Responses that break Vanilla's API contract (../shared/vanilla-openapi):\n${formatViolations(violations)}`);
});

afterAll(() => {
    const tallyDir = process.env.HEARTH_CONTRACT_TALLY;
    const { validated, endpoints } = contractTally();
    if (!tallyDir || !validated) return;
    fs.mkdirSync(tallyDir, { recursive: true });
    fs.writeFileSync(path.join(tallyDir, `${randomBytes(6).toString("hex")}.json`), JSON.stringify({ validated, endpoints }));
});
