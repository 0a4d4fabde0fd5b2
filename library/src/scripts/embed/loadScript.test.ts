/** The embed script loader (shell §8 texts, §9 timeout 10000 ms). */
import { loadScript, SCRIPT_LOAD_TIMEOUT_MS } from "@library/embed/loadScript";

const URL = "https://parent.example/embed.js";
const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${URL}"]`);

beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
});

afterEach(() => {
    jest.useRealTimers();
});

describe("loadScript", () => {
    it("adds the script and resolves when it has loaded", async () => {
        const loading = loadScript(URL);
        expect(script()?.async).toBe(true);
        script()!.dispatchEvent(new Event("load"));
        await expect(loading).resolves.toBeUndefined();
    });

    it("rejects with the catalogue text when the script fails to load", async () => {
        const loading = loadScript(URL);
        script()!.dispatchEvent(new Event("error"));
        await expect(loading).rejects.toThrow(new Error("Failed to load a required embed script"));
        expect(script()).toBeNull();
    });

    it("rejects with the timeout text after 10000 ms", async () => {
        expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(10000);
        const loading = loadScript(URL);
        let settled = false;
        loading.catch(() => (settled = true));
        jest.advanceTimersByTime(9999);
        await Promise.resolve();
        expect(settled).toBe(false);
        jest.advanceTimersByTime(1);
        await expect(loading).rejects.toThrow(new Error(`Loading of the script ${URL} has timed out`));
    });

    it("takes a custom timeout and removes the abandoned script", async () => {
        const loading = loadScript(URL, { timeoutMs: 500 });
        jest.advanceTimersByTime(500);
        await expect(loading).rejects.toThrow(`Loading of the script ${URL} has timed out`);
        expect(script()).toBeNull();
    });

    it("does not time out once loaded", async () => {
        const loading = loadScript(URL);
        script()!.dispatchEvent(new Event("load"));
        jest.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS * 2);
        await expect(loading).resolves.toBeUndefined();
    });
});
