/**
 * Front-end unit tests: every API call goes through jest-fetch-mock, and a call the test did
 * not mock fails the test (DESIGN.md §5).
 */
import { configure } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { TextDecoder, TextEncoder } from "node:util";
import "./consoleGuard";

// jsdom has no TextEncoder; React's server renderer (tests that render server HTML, then hydrate) needs it.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

// findBy… and waitFor wait for a state, bounded: a lazily loaded chunk (the editor) can take
// seconds on a machine busy with the other test workers, so the bound is 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

const unmocked: string[] = [];

beforeEach(() => {
    fetchMock.resetMocks();
    unmocked.length = 0;
    fetchMock.mockResponse(async (request) => {
        unmocked.push(`${request.method} ${request.url}`);
        return { status: 599, body: JSON.stringify({ message: "Unmocked request in a test" }) };
    });
});

afterEach(() => {
    const calls = unmocked.splice(0);
    if (calls.length) throw new Error(`API calls the test did not mock:\n${calls.join("\n")}`);
});
