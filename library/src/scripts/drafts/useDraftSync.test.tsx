/**
 * useDraftSync in a form: a kept draft comes back into the box, typing is saved once after the
 * pause, the status is shown in words, and a form offline keeps the text and sends it when the
 * browser is back online.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { useState } from "react";
import { Provider } from "react-redux";
import { AUTOSAVE_MS } from "@library/drafts/draftAutosave";
import { draftKeyForPath, readLocalDraft, setDraftMember, writeLocalDraft } from "@library/drafts/localDrafts";
import { useDraftSync } from "@library/drafts/useDraftSync";
import { createAppStore } from "@library/redux/store";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";

const PATH = "/discussion/7#create-comment";
let requests: string[] = [];

function ReplyForm() {
    const [body, setBody] = useState("");
    const draft = useDraftSync({
        scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: 7 },
        pathKey: PATH,
        value: { body, format: "markdown" },
        onRestore: (attributes) => setBody(attributes.body),
    });
    return (
        <form>
            <textarea aria-label="Comment" value={body} onChange={(event) => setBody(event.target.value)} />
            <p role="status">{draft.statusText}</p>
        </form>
    );
}

function renderForm() {
    return render(
        <Provider store={createAppStore()}>
            <ReplyForm />
        </Provider>,
    );
}

beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    setDraftMember(2);
    requests = [];
    fetchMock.mockResponse(async (request) => {
        requests.push(`${request.method} ${new URL(request.url, "http://localhost").pathname}`);
        if (request.method === "GET") return { status: 200, body: "[]", headers: { "content-type": "application/json" } };
        const draft = { draftID: 3, recordType: "comment", recordID: null, parentRecordType: "discussion", parentRecordID: 7, attributes: { body: "x", format: "markdown" }, draftStatus: "draft", revision: 1, dateUpdated: new Date().toISOString() };
        return { status: 201, body: JSON.stringify(draft), headers: { "content-type": "application/json" } };
    });
});

afterEach(() => {
    jest.useRealTimers();
    resetReducerRegistry();
});

async function advance(ms: number) {
    await act(() => jest.advanceTimersByTimeAsync(ms));
}

it("puts the text kept on this device back into the form", async () => {
    writeLocalDraft(draftKeyForPath(PATH), { attributes: { body: "kept through the crash", format: "markdown" }, updated: Date.now() });
    renderForm();
    await advance(0);
    expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe("kept through the crash");
    expect(screen.getByRole("status").textContent).toBe("Saved on this device");
});

it("saves typing once, after the pause, and says so", async () => {
    renderForm();
    await advance(0);
    expect(requests).toEqual(["GET /api/v2/drafts"]);
    for (const text of ["H", "He", "Hel", "Hello"]) {
        fireEvent.change(screen.getByLabelText("Comment"), { target: { value: text } });
        await advance(300);
    }
    expect(screen.getByRole("status").textContent).toBe("Saved on this device");
    await advance(AUTOSAVE_MS);
    expect(requests).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts"]);
    expect(screen.getByRole("status").textContent).toBe("Draft saved");
});

it("keeps the text offline and sends it when the browser is back online", async () => {
    renderForm();
    await advance(0);
    const onLine = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    fireEvent.change(screen.getByLabelText("Comment"), { target: { value: "on the train" } });
    await advance(AUTOSAVE_MS);
    expect(screen.getByRole("status").textContent).toBe("Saved on this device — will sync when online");
    expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe("on the train");
    expect(requests).toEqual(["GET /api/v2/drafts"]);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    await advance(0);
    expect(requests).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts"]);
    expect(screen.getByRole("status").textContent).toBe("Draft saved");
    onLine.mockRestore();
});
