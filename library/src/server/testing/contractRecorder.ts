/**
 * The contract check of the server tests: with HEARTH_CONTRACT_CHECKS=1 (jest's server projects
 * turn it on in tests/setup/contractGuard.ts), every test app validates each response of an
 * endpoint the spec calls against Vanilla's schema as it is sent. A violation is kept until the
 * end of the test, which then fails naming it (contractGuard's afterEach), so a field can
 * never drift silently. Reviewed exceptions (contractEndpoints.ts) are applied here.
 */
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { CONTRACT_EXCEPTIONS, SPEC_ENDPOINTS, type IContractException } from "@server/testing/contractEndpoints";
import { vanillaContract, type IContractError, type IContractViolation } from "@server/testing/vanillaContract";

const API_PREFIX = "/api/v2";
const specEndpoints = new Set(SPEC_ENDPOINTS);

const tally = {
    /** Responses validated in this test file. */
    validated: 0,
    /** "METHOD /template" of the endpoints they answered. */
    endpoints: new Set<string>(),
    /** Violations not yet reported by a test. */
    violations: [] as IContractViolation[],
    /** The exceptions that excused something. */
    exceptionsUsed: new Set<IContractException>(),
};

export function contractChecksEnabled(): boolean {
    return process.env.HEARTH_CONTRACT_CHECKS === "1";
}

function excuses(exception: IContractException, endpoint: string, error: IContractError): boolean {
    if (exception.endpoints !== "*" && !exception.endpoints.includes(endpoint)) return false;
    if (exception.at !== undefined && exception.at !== error.at) return false;
    if (exception.keyword !== undefined && exception.keyword !== error.keyword) return false;
    return exception.field === error.field;
}

/**
 * Validates one response of `/api/v2{apiPath}` when the spec calls its endpoint: null when it
 * keeps the contract (or is not covered), else the violation left after the exceptions. Counted.
 */
export function checkResponse(method: string, apiPath: string, status: number, body: unknown): IContractViolation | null {
    const contract = vanillaContract();
    const operation = contract.findOperation(method, apiPath);
    const endpoint = operation ? `${method.toUpperCase()} ${operation.template}` : null;
    if (!operation || !endpoint || !specEndpoints.has(endpoint)) return null;
    tally.validated++;
    tally.endpoints.add(endpoint);
    const violation = contract.check(method, apiPath, status, body);
    if (!violation) return null;
    const errors = violation.errors.filter((error) => {
        const exception = CONTRACT_EXCEPTIONS.find((candidate) => excuses(candidate, endpoint, error));
        if (exception) tally.exceptionsUsed.add(exception);
        return !exception;
    });
    return errors.length ? { ...violation, errors } : null;
}

/** Parses what Fastify is about to send, when it is JSON (a guest-cache hit may be gzip already). */
function bodyOf(payload: unknown, contentType: unknown, contentEncoding: unknown): { body: unknown } | null {
    if (payload === null || payload === undefined || payload === "") return { body: undefined };
    const bytes = Buffer.isBuffer(payload) && contentEncoding === "gzip" ? zlib.gunzipSync(payload) : payload;
    const text = typeof bytes === "string" ? bytes : Buffer.isBuffer(bytes) ? bytes.toString("utf8") : null;
    // A stream (a compressed answer, a file): not a JSON body we can read here.
    if (text === null) return null;
    if (!String(contentType ?? "").includes("json")) return { body: text };
    try {
        return { body: JSON.parse(text) };
    } catch {
        return { body: text };
    }
}

/** Adds the checking hook to a test app (before it is ready). */
export function recordContractOf(app: FastifyInstance): void {
    app.addHook("onSend", async (request, reply, payload) => {
        const path = request.url.split("?")[0]!;
        if (!path.startsWith(`${API_PREFIX}/`)) return payload;
        const parsed = bodyOf(payload, reply.getHeader("content-type"), reply.getHeader("content-encoding"));
        if (!parsed) return payload;
        const apiPath = path.slice(API_PREFIX.length);
        try {
            const violation = checkResponse(request.method, apiPath, reply.statusCode, parsed.body);
            if (violation) tally.violations.push(violation);
        } catch (error) {
            // A schema that cannot be compiled is the contract test's failure, never the response's.
            const line = `the contract could not be checked: ${error instanceof Error ? error.message : String(error)}`;
            tally.violations.push({ method: request.method, path: apiPath, template: "?", status: reply.statusCode, errors: [{ at: "", field: "", keyword: "schema", line }] });
        }
        return payload;
    });
}

/** Returns and clears the violations recorded since the last call. */
export function takeContractViolations(): IContractViolation[] {
    return tally.violations.splice(0);
}

export function formatViolations(violations: IContractViolation[]): string {
    return violations
        .map((violation) => `${violation.method} ${violation.path} (${violation.template}) ${violation.status}:\n${violation.errors.map((error) => `    ${error.line}`).join("\n")}`)
        .join("\n");
}

/** What this test file validated so far. */
export function contractTally(): { validated: number; endpoints: string[]; exceptionsUsed: IContractException[] } {
    return { validated: tally.validated, endpoints: [...tally.endpoints].sort(), exceptionsUsed: [...tally.exceptionsUsed] };
}
