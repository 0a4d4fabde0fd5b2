/** The translator's calls and store (content §4, §5, §8): load, Save's order of calls, the logged warnings. */
import fetchMock from "jest-fetch-mock";
import { createAppStore } from "@library/redux/store";
import { LoadStatus } from "@library/redux/asyncThunk";
import { translatableProperties } from "@library/translations/translationTypes";
import { initTranslatorAction, updateFormTranslationAction } from "@library/translations/translatorActions";
import { registerTranslatorSlice, selectTranslatorState } from "@library/translations/translatorSlice";
import { fetchTranslations, NO_LOCALE_WARNING, NO_PROPERTIES_WARNING, saveTranslations } from "@library/translations/translatorThunks";

const JSON_HEADERS = { "content-type": "application/json" };
const properties = translatableProperties("discussion", 7, { name: "Hello", body: "Some text" });
const storedName = { translationPropertyKey: "discussion.7.name", recordType: "discussion", recordID: 7, propertyName: "name", locale: "de", translation: "Hallo" };

let store: ReturnType<typeof createAppStore>;
let calls: Array<{ method: string; url: URL; body: unknown }>;

beforeEach(() => {
    registerTranslatorSlice();
    store = createAppStore();
    calls = [];
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        const text = await request.text();
        calls.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
        if (request.method === "GET") return { body: JSON.stringify([storedName]), headers: JSON_HEADERS };
        return { body: text || "[]", headers: JSON_HEADERS };
    });
    store.dispatch(initTranslatorAction({ resource: "forum", locale: "de" }));
});

const state = () => selectTranslatorState(store.getState());

it("loads one locale's translations of the records shown", async () => {
    await store.dispatch(fetchTranslations("forum", "de", properties));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe("/api/v2/translations/forum");
    expect(calls[0]!.url.searchParams.get("locale")).toBe("de");
    expect(calls[0]!.url.searchParams.get("recordType")).toBe("discussion");
    expect(calls[0]!.url.search).toContain("recordIDs");
    expect(state().translationsByLocale.de).toEqual({ status: LoadStatus.SUCCESS, data: { "discussion.7.name": storedName } });
});

it("logs content §8's warnings, and calls nothing, without properties or a locale", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await store.dispatch(fetchTranslations("forum", "de", []));
    await store.dispatch(fetchTranslations("forum", null, properties));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining(NO_PROPERTIES_WARNING), expect.stringContaining(NO_LOCALE_WARNING)]);
    expect(NO_PROPERTIES_WARNING).toBe("no properties were provided");
    expect(NO_LOCALE_WARNING).toBe("no locale was configured");
    expect(calls).toHaveLength(0);
    warn.mockRestore();
});

it("saves: removes the emptied stored value, patches the typed one, merges them and clears the form", async () => {
    await store.dispatch(fetchTranslations("forum", "de", properties));
    store.dispatch(updateFormTranslationAction({ key: "discussion.7.name", translation: "" }));
    store.dispatch(updateFormTranslationAction({ key: "discussion.7.body", translation: "Etwas Text" }));
    calls = [];
    await store.dispatch(saveTranslations("forum", "de", properties, state().formTranslations, state().translationsByLocale.de!.data!));
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(["PATCH /api/v2/translations/forum/remove", "PATCH /api/v2/translations/forum"]);
    expect(calls[0]!.body).toEqual([{ translationPropertyKey: "discussion.7.name", recordType: "discussion", recordID: 7, propertyName: "name", locale: "de" }]);
    expect(calls[1]!.body).toEqual([expect.objectContaining({ translationPropertyKey: "discussion.7.body", translation: "Etwas Text" })]);
    expect(state().formTranslations).toEqual({});
    expect(state().submitLoadable.status).toBe(LoadStatus.SUCCESS);
    expect(Object.keys(state().translationsByLocale.de!.data!)).toEqual(["discussion.7.body"]);
});

it("keeps the form and reports the error when a patch fails", async () => {
    fetchMock.mockResponse(async () => ({ status: 400, body: JSON.stringify({ message: "Too long", status: 400 }), headers: JSON_HEADERS }));
    store.dispatch(updateFormTranslationAction({ key: "discussion.7.body", translation: "Etwas" }));
    await expect(store.dispatch(saveTranslations("forum", "de", properties, state().formTranslations, {}))).rejects.toMatchObject({ message: "Too long" });
    expect(state().submitLoadable).toMatchObject({ status: LoadStatus.ERROR, error: { message: "Too long" } });
    expect(state().formTranslations).toEqual({ "discussion.7.body": "Etwas" });
});
