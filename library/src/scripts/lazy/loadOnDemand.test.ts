import { fireEvent, screen, waitFor } from "@testing-library/react";
import { loadFeature } from "@library/lazy/loadFeature";
import { LoadFailedError, loadOnDemand } from "@library/lazy/loadOnDemand";
import { resetLoadFailures } from "@library/lazy/loadFailureNotice";

const chunkError = () => new Error("ChunkLoadError: Loading chunk 12 failed.\n(error: http://localhost/assets/PostActions.js)");

afterEach(() => {
    resetLoadFailures();
    jest.restoreAllMocks();
});

describe("loadOnDemand", () => {
    it("returns what the loader gives, calling it once", async () => {
        const load = jest.fn(async () => "module");
        await expect(loadOnDemand(load)).resolves.toBe("module");
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("retries a rejecting import once, and succeeds when the retry does", async () => {
        const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce("module");
        await expect(loadOnDemand(load)).resolves.toBe("module");
        expect(load).toHaveBeenCalledTimes(2);
    });

    it("replaces webpack's message with the spec's after the retry fails too", async () => {
        const load = jest.fn(async () => {
            throw chunkError();
        });
        const failure = loadOnDemand(load);
        await expect(failure).rejects.toBeInstanceOf(LoadFailedError);
        await expect(failure).rejects.toThrow(/^Something went wrong while contacting the server\.$/);
        expect(load).toHaveBeenCalledTimes(2);
    });

    it("offline, retries only when the connection returns", async () => {
        let online = false;
        jest.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
        const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce("module");
        const loading = loadOnDemand(load);
        await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
        await Promise.resolve();
        expect(load).toHaveBeenCalledTimes(1);
        online = true;
        window.dispatchEvent(new Event("online"));
        await expect(loading).resolves.toBe("module");
        expect(load).toHaveBeenCalledTimes(2);
    });
});

describe("loadFeature", () => {
    it("shows the spec's message with Retry when the code cannot be loaded, and settles with the retry that works", async () => {
        let fails = 2;
        const load = jest.fn(async () => {
            if (fails-- > 0) throw chunkError();
            return "menu";
        });
        const opening = loadFeature(load);
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toContain("Something went wrong while contacting the server.");
        expect(alert.textContent).not.toContain("Loading chunk");
        expect(load).toHaveBeenCalledTimes(2);

        fireEvent.click(screen.getByRole("button", { name: "Retry" }));
        await expect(opening).resolves.toBe("menu");
        expect(load).toHaveBeenCalledTimes(3);
        expect(screen.queryByRole("alert")).toBeNull();
    });

    it("rejects when the member closes the message", async () => {
        const opening = loadFeature(async () => {
            throw chunkError();
        });
        await screen.findByRole("alert");
        fireEvent.click(screen.getByRole("button", { name: "Close" }));
        await expect(opening).rejects.toBeInstanceOf(LoadFailedError);
        expect(screen.queryByRole("alert")).toBeNull();
    });
});
