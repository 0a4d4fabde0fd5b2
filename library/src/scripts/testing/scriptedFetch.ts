/**
 * A test's server, scripted: each request the code under test sends through fetch (axios goes
 * through it: jest-fetch-mock) is recorded as a line in `sent` and answered with the next of
 * `answers`, in turn. A request the test did not script gets a 599, so an unexpected call shows
 * up as a failure rather than hanging. Call it at the top of a test file; both lists are emptied
 * before each test.
 */
import fetchMock from "jest-fetch-mock";

export interface IScriptedAnswer {
    status: number;
    /** Sent as JSON; none for an empty answer (204). */
    body?: unknown;
}

export interface IScriptedFetch {
    /** "METHOD /path?query body" for each request, in the order sent (describe's form where given). */
    sent: string[];
    /** The answers still to give, the next first. */
    answers: IScriptedAnswer[];
}

export interface IScriptedFetchOptions {
    /** How a request is written in `sent`; by default method, path, query and body. */
    describe?: (request: Request, body: string) => string;
    /** Awaited before each answer (a test that looks at a busy state holds the answer back). */
    beforeAnswer?: () => Promise<void>;
}

const describeRequest = (request: Request, body: string) => {
    const url = new URL(request.url, "http://localhost");
    return `${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ""}`;
};

export function scriptFetch(options: IScriptedFetchOptions = {}): IScriptedFetch {
    const scripted: IScriptedFetch = { sent: [], answers: [] };
    const describe = options.describe ?? describeRequest;
    beforeEach(() => {
        scripted.sent.length = 0;
        scripted.answers.length = 0;
        fetchMock.mockResponse(async (request) => {
            scripted.sent.push(describe(request, await request.text()));
            await options.beforeAnswer?.();
            const next = scripted.answers.shift() ?? { status: 599, body: { message: `Unexpected ${request.method} ${request.url}` } };
            return { status: next.status, body: next.body === undefined ? "" : JSON.stringify(next.body), headers: { "content-type": "application/json" } };
        });
    });
    return scripted;
}
