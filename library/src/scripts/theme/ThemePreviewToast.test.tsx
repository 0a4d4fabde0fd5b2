/**
 * The theme preview toast (shell §4) and the theme-asset rule: what an administrator sees and
 * where each button takes them, with the API mocked.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { LoadStatus } from "@library/redux/asyncThunk";
import { getThemeAssets, getThemeRevisionsAction, patchThemeRevisionAction } from "@library/theme/themeActions";
import { assetsKey, selectThemeState, THEME_KEY, themeReducer } from "@library/theme/themeSlice";
import { ThemePreviewToast, themeNavigator } from "@library/theme/ThemePreviewToast";
import type { ITheme, IThemePreview } from "@library/theme/themeTypes";
import { EMPTY_PERMISSIONS } from "@library/users/permissionTypes";
import { createTestStore, renderWithPage, testMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const META = testMeta({
    mode: "island",
    title: "Discussions - Hearth",
    url: "/",
    currentUser: testUser(1, "admin", { isAdmin: true }),
    permissions: { ...EMPTY_PERMISSIONS, isAdmin: true },
});

const PREVIEW: IThemePreview = { themeID: 2, revisionID: null, name: "Keystone Dark", redirect: "/appearance/themes" };

let assign: jest.SpyInstance;

function setup(preview: IThemePreview = PREVIEW) {
    resetReducerRegistry();
    const { store } = renderWithPage(<ThemePreviewToast preview={preview} />, { meta: META, reducers: { [THEME_KEY]: themeReducer } });
    return store;
}

function lastRequest() {
    const call = fetchMock.mock.calls.at(-1);
    if (!call) throw new Error("No request was sent.");
    const [url, init] = call;
    const request = url as Request;
    return { url: typeof url === "string" ? url : request.url, method: init?.method ?? request.method, body: request };
}

beforeEach(() => {
    fetchMock.resetMocks();
    assign = jest.spyOn(themeNavigator, "assign").mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe("ThemePreviewToast", () => {
    it("says which theme is previewed; Apply makes it current, then goes to the redirect address", async () => {
        setup();
        expect(screen.getByText("You are previewing the Keystone Dark theme")).toBeTruthy();
        let resolve!: (body: string) => void;
        fetchMock.mockResponseOnce(() => new Promise((done) => (resolve = (body) => done({ body, status: 200, headers: { "content-type": "application/json" } }))));
        fireEvent.click(screen.getByRole("button", { name: "Apply" }));
        // While the call runs, the clicked button shows a spinner and neither button can be used.
        await waitFor(() => expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy());
        expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
        expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
        const request = sentRequest(0);
        expect(request.method).toBe("PUT");
        expect(request.url).toMatch(/\/api\/v2\/themes\/current$/);
        expect(await request.clone().json()).toEqual({ themeID: 2 });
        await act(async () => resolve(JSON.stringify({ themeID: 2 })));
        await waitFor(() => expect(assign).toHaveBeenCalledWith("/appearance/themes"));
        // After success the spinner stays until the next page arrives.
        expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    });

    it("for a revision shows Restore, which activates the revision and goes to the revisions page", async () => {
        const store = setup({ ...PREVIEW, revisionID: 7 });
        store.dispatch(
            getThemeRevisionsAction.done({
                params: { themeID: 2 },
                result: [{ themeID: 2, revisionID: 8, active: true } as ITheme, { themeID: 2, revisionID: 7, active: false } as ITheme],
            }),
        );
        expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
        fetchMock.mockResponseOnce(JSON.stringify({ themeID: 2, revisionID: 7, active: true }));
        fireEvent.click(screen.getByRole("button", { name: "Restore" }));
        await waitFor(() => expect(assign).toHaveBeenCalledWith("/appearance/style-guides/2/revisions"));
        const request = sentRequest(0);
        expect([request.method, request.url.replace(/^https?:\/\/[^/]+/, "")]).toEqual(["PATCH", "/api/v2/themes/2"]);
        expect(await request.clone().json()).toEqual({ revisionID: 7 });
        // Shell §4: the chosen revision is active, the theme's others inactive.
        expect(selectThemeState(store.getState()).revisions[2]!.data!.map((revision) => [revision.revisionID, revision.active])).toEqual([
            [8, false],
            [7, true],
        ]);
    });

    it("Cancel ends the preview with empty values, then goes to the redirect address", async () => {
        setup();
        fetchMock.mockResponseOnce("", { status: 204 });
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        await waitFor(() => expect(assign).toHaveBeenCalledWith("/appearance/themes"));
        const request = sentRequest(0);
        expect([request.method, request.url.replace(/^https?:\/\/[^/]+/, "")]).toEqual(["PUT", "/api/v2/themes/preview"]);
        expect(await request.clone().json()).toEqual({ themeID: null, revisionID: null });
    });

    it("shows an apply error inside the toast and lets the administrator try again", async () => {
        setup();
        fetchMock.mockResponseOnce(JSON.stringify({ message: "You need the site.manage permission to do that.", status: 403 }), { status: 403 });
        fireEvent.click(screen.getByRole("button", { name: "Apply" }));
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toBe("You need the site.manage permission to do that.");
        expect(screen.getByTestId("theme-preview-toast").contains(alert)).toBe(true);
        expect(assign).not.toHaveBeenCalled();
        expect((screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement).disabled).toBe(false);
        expect(lastRequest().url).toMatch(/themes\/current$/);
    });
});

describe("theme assets", () => {
    it("a 404 counts as success with empty assets", async () => {
        resetReducerRegistry();
        const store = createTestStore({ reducers: { [THEME_KEY]: themeReducer } });
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Theme not found.", status: 404 }), { status: 404 });
        await expect(store.dispatch(getThemeAssets({ themeKey: "gone", revisionID: 3 }))).resolves.toEqual({});
        expect(selectThemeState(store.getState()).assets[assetsKey("gone", 3)]).toEqual({ status: LoadStatus.SUCCESS, data: {} });
        expect(sentRequest(0).url).toMatch(/\/api\/v2\/themes\/gone\?revisionID=3$/);
    });

    it("other failures stay errors", async () => {
        resetReducerRegistry();
        const store = createTestStore({ reducers: { [THEME_KEY]: themeReducer } });
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Something went wrong.", status: 500 }), { status: 500 });
        await expect(store.dispatch(getThemeAssets({ themeKey: "keystone" }))).rejects.toMatchObject({ status: 500 });
        expect(selectThemeState(store.getState()).assets[assetsKey("keystone")]!.status).toBe(LoadStatus.ERROR);
    });

    it("activating a revision keeps one active revision per theme", () => {
        let state = themeReducer(undefined, getThemeRevisionsAction.done({ params: { themeID: 1 }, result: [1, 2, 3].map((id) => ({ themeID: 1, revisionID: id, active: id === 3 }) as ITheme) }));
        state = themeReducer(state, patchThemeRevisionAction.done({ params: { themeID: 1, revisionID: 1 }, result: { themeID: 1, revisionID: 1 } as ITheme }));
        expect(state.revisions[1]!.data!.map((revision) => revision.active)).toEqual([true, false, false]);
    });
});
