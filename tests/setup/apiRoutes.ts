/**
 * API answers by method and path for unit tests whose code sends requests in no fixed order (a
 * form's draft lookup and autosave beside its post): jest-fetch-mock routes, cleared before each
 * test by unitSetup's resetMocks. A request no route answers still fails the test (unitSetup).
 *
 *     apiRoute("GET", "/api/v2/drafts", () => json([]));
 *     apiRoute("POST", "/api/v2/comments", () => Promise.reject(new TypeError("Failed to fetch")), { once: true });
 *     expect(requestsSent()).toEqual(["GET /api/v2/drafts", "POST /api/v2/comments"]);
 */
import fetchMock from "jest-fetch-mock";
import type { IDraft, IDraftAttributes } from "@library/drafts/draftTypes";

interface IAnswer {
    status: number;
    body: string;
    headers: Record<string, string>;
}

const pathOf = (request: Request) => new URL(request.url, "http://localhost").pathname;

/** Answers `method path` (the query is ignored); `once`: only the next such request. */
export function apiRoute(method: string, path: string, answer: (request: Request) => IAnswer | Promise<IAnswer>, { once = false } = {}): void {
    const matches = (request: Request) => request.method === method && pathOf(request) === path;
    if (once) fetchMock.routeOnce(matches, answer);
    else fetchMock.route(matches, answer);
}

export function json(body: unknown, status = 200): IAnswer {
    return { status, body: JSON.stringify(body), headers: { "content-type": "application/json" } };
}

/** A comment draft as the drafts API answers it (reply to discussion 7 unless told). */
export function draftAnswer(draftID: number, attributes: IDraftAttributes, overrides: Partial<IDraft> = {}): IAnswer {
    const now = new Date().toISOString();
    const draft: IDraft = {
        draftID,
        recordType: "comment",
        recordID: null,
        parentRecordType: "discussion",
        parentRecordID: 7,
        attributes,
        draftStatus: "draft",
        dateScheduled: null,
        insertUserID: 3,
        updateUserID: 3,
        dateInserted: now,
        dateUpdated: now,
        editUrl: `/post/editdiscussion/0/${draftID}`,
        revision: 1,
        ...overrides,
    };
    return json(draft, 201);
}

/** The requests sent so far, as "METHOD /path". */
export function requestsSent(): string[] {
    return fetchMock.mock.calls.map(([request]) => {
        const sent = request as Request;
        return `${sent.method} ${pathOf(sent)}`;
    });
}
