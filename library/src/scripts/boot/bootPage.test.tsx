import fetchMock from "jest-fetch-mock";
import { useSelector } from "react-redux";
import { act, screen, waitFor } from "@testing-library/react";
import { addonApi } from "@library/addons/addonApi";
import { resetAddonInitialisers } from "@library/addons/addonInitialisers";
import { setAuditContext } from "@library/api/auditContext";
import { bootPage } from "@library/boot/bootPage";
import { definePage } from "@library/boot/pageDefinition";
import { READY_EVENT } from "@library/boot/bootPageIds";
import { GUEST_USER, resetPreloaded, useMeta, type IPageMeta, type IPreloaded } from "@library/boot/pageMeta";
import { PAGE_VIEW_EVENT } from "@library/boot/pageView";
import { resetTranslations, t } from "@library/i18n/t";
import { resetComponentRegistry } from "@library/registry/componentRegistry";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { EMPTY_PERMISSIONS } from "@library/users/permissionTypes";
import { takeConsoleErrors } from "../../../../tests/setup/consoleGuard";
import { sentRequest } from "@tests/setup/sentRequest";

interface IGreetingState {
    greeting: { visits: number };
}

const meta: IPageMeta = {
    entry: "discussionList",
    mode: "island",
    title: "Recent Discussions - Hearth",
    url: "/discussions",
    siteName: "Hearth",
    locale: "fr",
    translations: { Hello: "Bonjour" },
    currentUser: GUEST_USER,
    permissions: EMPTY_PERMISSIONS,
    addons: [],
    features: {},
    registrationEnabled: true,
    widgets: {},
    tick: { type: "page_view" },
};

const greetingReducer = (state: IGreetingState["greeting"] = { visits: 0 }) => state;

/** An island that reads the store, the page metadata and a translation. */
function Greeting({ who }: { who: string }) {
    const visits = useSelector((state: IGreetingState) => state.greeting.visits);
    const { siteName } = useMeta();
    return (
        <p>
            {t("Hello")} {who}, visit {visits} of {siteName}
        </p>
    );
}

function writePage(preloaded: IPreloaded, islands = `<div data-react="Greeting" data-props='{"who":"Ada"}'></div>`) {
    const json = JSON.stringify(preloaded).replace(/</g, "\\u003c");
    document.body.innerHTML = `<script type="application/json" id="hearth-preload">${json}</script>${islands}`;
    document.body.classList.add("isLoading");
}

function mockTick() {
    fetchMock.mockResponseOnce(JSON.stringify({}), { status: 201, headers: { "content-type": "application/json" } });
}

const greetingPage = definePage({ entry: meta.entry, paths: ["/discussions"], reducers: { greeting: greetingReducer }, islands: [] });

async function boot() {
    let store: Awaited<ReturnType<typeof bootPage>> | undefined;
    await act(async () => {
        store = await bootPage(greetingPage);
    });
    return store!;
}

beforeEach(() => {
    window.history.replaceState({}, "", "/discussions?sort=-score");
    addonApi.registerComponent("Greeting", Greeting);
});

afterEach(() => {
    document.body.innerHTML = "";
    document.body.className = "";
    resetPreloaded();
    resetComponentRegistry();
    resetReducerRegistry();
    resetAddonInitialisers();
    resetTranslations();
    setAuditContext(null);
    window.history.replaceState({}, "", "/");
});

describe("bootPage on an Island page", () => {
    it("turns the site stylesheet on for the screen (the server sends it as media=print so it never blocks the first paint)", async () => {
        writePage({ meta, state: { greeting: { visits: 1 } } });
        document.body.insertAdjacentHTML("beforeend", '<link rel="stylesheet" id="site-styles" href="/styles/site.abc.css" media="print">');
        mockTick();
        await boot();
        expect(document.getElementById("site-styles")?.getAttribute("media")).toBe("all");
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));
    });

    it("mounts the islands with the preloaded store and translations, removes isLoading and dispatches hearth:ready", async () => {
        writePage({ meta, state: { greeting: { visits: 3 } } });
        const onReady = jest.fn(() => document.body.classList.contains("isLoading"));
        document.addEventListener(READY_EVENT, onReady);
        mockTick();

        const store = await boot();
        document.removeEventListener(READY_EVENT, onReady);

        expect(onReady).toHaveBeenCalledTimes(1);
        // isLoading is already gone when the ready event fires.
        expect(onReady.mock.results[0]!.value).toBe(false);
        expect(document.body.classList.contains("isLoading")).toBe(false);
        // The toasts slice is registered by boot on every page (the toast area is in PageLayout).
        expect(store.getState()).toEqual({ greeting: { visits: 3 }, toasts: { toasts: [] } });
        expect(screen.getByText("Bonjour Ada, visit 3 of Hearth")).toBeTruthy();
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));
    });

    it("POSTs /api/v2/tick with type page_view, the page address and the referrer", async () => {
        writePage({ meta, state: { greeting: { visits: 0 } } });
        const pageViews: CustomEvent[] = [];
        const onPageView = (event: Event) => pageViews.push(event as CustomEvent);
        document.addEventListener(PAGE_VIEW_EVENT, onPageView);
        mockTick();

        await boot();
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));
        document.removeEventListener(PAGE_VIEW_EVENT, onPageView);

        const tick = sentRequest(0);
        expect(tick.method).toBe("POST");
        expect(new URL(tick.url, "http://localhost").pathname).toBe("/api/v2/tick");
        expect(tick.headers.get("X-Requested-With")).toBe("vanilla");
        expect(JSON.parse(await tick.text())).toEqual({
            type: "page_view",
            url: "http://localhost/discussions?sort=-score",
            referrer: document.referrer,
        });
        expect(pageViews.map((event) => event.detail.type)).toEqual(["page_view"]);
    });

    it("sends the page's tick context and its audit headers", async () => {
        writePage({
            meta: {
                ...meta,
                tick: { type: "discussion_view", discussionID: 12, categoryID: 3 },
                auditContext: { parentAuditLogID: "audit-7", requestPath: "/discussion/12", requestMethod: "GET", requestQuery: {} },
            },
            state: { greeting: { visits: 0 } },
        });
        mockTick();
        await boot();
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));
        const tick = sentRequest(0);
        expect(JSON.parse(await tick.text())).toMatchObject({ type: "discussion_view", discussionID: 12, categoryID: 3 });
        expect(tick.headers.get("X-Parent-Audit-Log-Id")).toBe("audit-7");
        expect(tick.headers.get("X-Parent-Audit-Log-Request-Path")).toBe("/discussion/12");
    });

    it("still marks the page ready when the tick fails (the failure is only a warning)", async () => {
        writePage({ meta, state: { greeting: { visits: 0 } } });
        const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Nope" }), { status: 500, headers: { "content-type": "application/json" } });

        await boot();
        await waitFor(() => expect(warn).toHaveBeenCalledWith("[hearth] The page-view tick failed.", expect.objectContaining({ message: "Nope" })));
        warn.mockRestore();
        expect(document.body.classList.contains("isLoading")).toBe(false);
    });

    it("runs add-on initialisers with the page metadata before mounting, and a failing add-on does not stop the page", async () => {
        writePage(
            { meta: { ...meta, addons: ["whosonline", "broken"] }, state: { greeting: { visits: 1 } } },
            `<div data-react="WhosOnline" data-props='{}'></div><div data-react="Greeting" data-props='{"who":"Bob"}'></div>`,
        );
        addonApi.onInit("broken", () => {
            throw new Error("addon exploded");
        });
        addonApi.onInit("whosonline", (pageMeta) => {
            addonApi.registerComponent("WhosOnline", () => <p>Online on {pageMeta.siteName}</p>);
        });
        mockTick();

        await boot();
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(1));

        expect(screen.getByText("Online on Hearth")).toBeTruthy();
        expect(screen.getByText("Bonjour Bob, visit 1 of Hearth")).toBeTruthy();
        expect(document.body.classList.contains("isLoading")).toBe(false);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining('The add-on "broken" failed to initialise; loading continues.')]);
    });

    it("fails with a clear message when the page has no #hearth-preload element", async () => {
        document.body.innerHTML = "<div data-react='Greeting'></div>";
        document.body.classList.add("isLoading");
        await expect(bootPage(greetingPage)).rejects.toThrow("#hearth-preload");
        expect(fetchMock.mock.calls).toHaveLength(0);
    });
});
