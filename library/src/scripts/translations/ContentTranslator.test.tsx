/**
 * The translator's dialog (content §2, §4): switching locale with an unsaved entry asks first, and
 * discarding loads the other locale with an empty form; multi-line fields have 3 rows; the maximum
 * length is the property's.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { createAppStore } from "@library/redux/store";
import { translatableProperties } from "@library/translations/translationTypes";
import { ContentTranslator } from "@library/translations/ContentTranslator";

const JSON_HEADERS = { "content-type": "application/json" };
const properties = translatableProperties("discussion", 7, { name: "Hello", body: "Some text" });
const locales = [
    { localeID: "fr", name: "French" },
    { localeID: "de", name: "German" },
];

let asked: string[];

beforeEach(() => {
    asked = [];
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        const locale = url.searchParams.get("locale") ?? "";
        asked.push(locale);
        const stored = locale === "de" ? [{ translationPropertyKey: "discussion.7.name", recordType: "discussion", recordID: 7, propertyName: "name", locale: "de", translation: "Hallo" }] : [];
        return { body: JSON.stringify(stored), headers: JSON_HEADERS };
    });
});

async function renderTranslator() {
    const store = createAppStore();
    render(
        <Provider store={store}>
            <ContentTranslator resource="forum" recordTitle="Hello" properties={properties} locales={locales} initialLocale="fr" onClose={() => undefined} />
        </Provider>,
    );
    const title = await screen.findByLabelText("Title");
    await waitFor(() => expect((title as HTMLInputElement).disabled).toBe(false));
    return title as HTMLInputElement;
}

it("shows each property's field with its limits", async () => {
    const title = await renderTranslator();
    expect(title.maxLength).toBe(100);
    expect((screen.getByLabelText("Body") as HTMLTextAreaElement).rows).toBe(3);
    expect(screen.getAllByText("Not translated")).toHaveLength(2);
});

it("asks before switching locale with an unsaved entry; Discard switches and loads the locale", async () => {
    const title = await renderTranslator();
    fireEvent.change(title, { target: { value: "Bonjour" } });
    expect(screen.getAllByRole("img", { name: "Changed" })).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Translate into"), { target: { value: "de" } });
    const confirm = await screen.findByRole("dialog", { name: "Unsaved Changes" });
    // Still French, the text kept, until the manager decides.
    expect((screen.getByLabelText("Translate into") as HTMLSelectElement).value).toBe("fr");
    expect(title.value).toBe("Bonjour");

    await act(async () => {
        fireEvent.click(confirm.querySelector("[data-discard-changes]")!);
    });
    await waitFor(() => expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Hallo"));
    expect(asked).toEqual(["fr", "de"]);
    expect(screen.queryByRole("img", { name: "Changed" })).toBeNull();
});

it("switches locale without asking when nothing is unsaved", async () => {
    await renderTranslator();
    fireEvent.change(screen.getByLabelText("Translate into"), { target: { value: "de" } });
    await waitFor(() => expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Hallo"));
    expect(screen.queryByRole("dialog", { name: "Unsaved Changes" })).toBeNull();
});
