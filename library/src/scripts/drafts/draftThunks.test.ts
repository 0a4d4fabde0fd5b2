/**
 * The drafts thunks against the wire contract (PLAN-9): If-Match on PATCH, a 409's stored draft
 * turned into a DraftConflictError for the engine, schedule failures logged with content §8's
 * wording, and the slice following each call.
 */
import fetchMock from "jest-fetch-mock";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { DraftConflictError } from "@library/drafts/draftAutosave";
import { DRAFTS_KEY, draftsReducer } from "@library/drafts/draftsSlice";
import { createDraftTransport, listDrafts, scheduleDraftLogged } from "@library/drafts/draftThunks";
import type { IDraft } from "@library/drafts/draftTypes";
import { LoadStatus } from "@library/redux/asyncThunk";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";

const stored = { draftID: 4, recordType: "comment", revision: 7, attributes: { body: "theirs", format: "markdown" } } as IDraft;

function newStore() {
    registerReducer(DRAFTS_KEY, draftsReducer);
    return createAppStore();
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): [string, { status: number; headers: Record<string, string> }] {
    return [JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } }];
}

afterEach(() => resetReducerRegistry());

it("sends If-Match with the revision and turns a 409 into a conflict carrying the stored draft", async () => {
    const store = newStore();
    fetchMock.mockResponseOnce(...json({ message: "The draft was changed elsewhere.", status: 409, draft: stored }, 409));
    const transport = createDraftTransport(store.dispatch, store.getState);
    const failure = await transport.update(4, { attributes: { body: "mine", format: "markdown" } }, 6).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DraftConflictError);
    expect((failure as DraftConflictError).draft).toEqual(stored);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe("PATCH");
    expect(request.headers.get("If-Match")).toBe('"6"');
});

it("logs 'Error scheduling draft' and rejects with the server's reason", async () => {
    const store = newStore();
    fetchMock.mockResponseOnce(...json({ message: "dateScheduled must be in the future.", status: 400 }, 400));
    await expect(store.dispatch(scheduleDraftLogged({ draftID: 4, dateScheduled: "2001-01-01T00:00:00.000Z" }))).rejects.toMatchObject({ message: "dateScheduled must be in the future." });
    expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error scheduling draft")]);
    expect(store.getState().drafts?.actionStatusesByID[4]).toMatchObject({ status: LoadStatus.ERROR });
});

it("keeps the listed drafts in the server's order with the paging headers", async () => {
    const store = newStore();
    fetchMock.mockResponseOnce(...json([{ ...stored, draftID: 9 }, stored], 200, { "x-app-page-result-count": "2", "x-app-page-current": "1", "x-app-page-limit": "50" }));
    await store.dispatch(listDrafts({ limit: 50 }));
    expect(store.getState().drafts?.list).toMatchObject({ status: LoadStatus.SUCCESS, data: { draftIDs: [9, 4], paging: { total: 2, currentPage: 1, limit: 50 } } });
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url, "http://localhost").search).toBe("?limit=50");
});
