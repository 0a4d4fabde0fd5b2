import { type ReactElement } from "react";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import { Providers } from "@library/boot/Providers";
import { Island } from "@library/components/Island";
import { createAppStore } from "@library/redux/store";
import { registerLazyComponent, resetComponentRegistry, type AnyComponent } from "@library/registry/componentRegistry";
import { defineIsland } from "@library/registry/islandDefinition";
import { testMeta } from "@tests/setup/pageFixtures";

const meta = testMeta({ mode: "island" });
const store = createAppStore();
const wrap = (content: ReactElement) => (
    <Providers store={store} meta={meta}>
        {content}
    </Providers>
);

/** The order islands' code was asked for: a wave's code is loaded only when the wave starts. */
let loaded: string[] = [];
let roots: Promise<Root[]> | undefined;

function registerNamed(name: string) {
    const Named: AnyComponent = () => <button type="button">{name}</button>;
    registerLazyComponent(name, async () => {
        loaded.push(name);
        return { default: Named };
    });
}

/** Where the page lays each island out (jsdom has no layout); the viewport is 1000 × 800. */
function placeAt(name: string, top: number, height = 40) {
    const element = document.querySelector(`[data-react="${name}"]`)!;
    element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 200, width: 200, height, x: 0, y: top, toJSON: () => ({}) });
}

/** A stand-in for the browser's visibility and idle callbacks, which the test fires itself. */
let idle: Array<() => void> = [];
let observed: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];

beforeEach(() => {
    loaded = [];
    idle = [];
    observed = [];
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    Object.defineProperty(window, "innerWidth", { value: 1000, configurable: true });
    window.requestIdleCallback = (callback) => {
        idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
        return idle.length;
    };
    window.IntersectionObserver = class {
        private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
        constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback, targets: new Set() };
            observed.push(this.entry);
        }
        observe(target: Element) {
            this.entry.targets.add(target);
        }
        unobserve(target: Element) {
            this.entry.targets.delete(target);
        }
        disconnect() {
            this.entry.targets.clear();
        }
    } as unknown as typeof IntersectionObserver;
    for (const name of ["Bell", "Sort", "Footer"]) registerNamed(name);
    document.body.innerHTML = `
        <header><div data-react="Bell"></div></header>
        <main><div data-react="Sort"></div><div style="height: 5000px"></div><div data-react="Footer"></div></main>`;
    placeAt("Bell", 10);
    placeAt("Sort", 100);
    placeAt("Footer", 5200);
});

afterEach(async () => {
    act(() => idle.splice(0).forEach((run) => run()));
    const mounted = await roots;
    act(() => mounted?.forEach((root) => root.unmount()));
    roots = undefined;
    document.body.innerHTML = "";
    resetComponentRegistry();
    // @ts-expect-error jsdom has neither; each test installs its own.
    delete window.requestIdleCallback;
    // @ts-expect-error as above
    delete window.IntersectionObserver;
});

function mountByPriority(onCommitted?: () => void) {
    act(() => {
        roots = mountIslands(document, wrap, { byPriority: true, onCommitted });
    });
}

describe("hydration by priority", () => {
    it("hydrates the title bar first, then the rest of the screen, and what is off screen only when the browser is idle", async () => {
        let ready = false;
        mountByPriority(() => (ready = true));
        await waitFor(() => expect(screen.getByRole("button", { name: "Bell" })).toBeTruthy());
        await waitFor(() => expect(screen.getByRole("button", { name: "Sort" })).toBeTruthy());
        expect(loaded).toEqual(["Bell", "Sort"]);
        // Off screen and nothing asked for it: it waits, and the page is not ready yet.
        await act(async () => undefined);
        expect(loaded).toEqual(["Bell", "Sort"]);
        expect(screen.queryByRole("button", { name: "Footer" })).toBeNull();
        expect(ready).toBe(false);
        await act(async () => idle.splice(0).forEach((run) => run()));
        await waitFor(() => expect(screen.getByRole("button", { name: "Footer" })).toBeTruthy());
        await waitFor(() => expect(ready).toBe(true));
    });

    it("hydrates an off-screen island as it scrolls near the viewport", async () => {
        mountByPriority();
        await waitFor(() => expect(loaded).toEqual(["Bell", "Sort"]));
        await waitFor(() => expect(observed.some(({ targets }) => targets.size > 0)).toBe(true));
        const footer = document.querySelector('[data-react="Footer"]')!;
        await act(async () => {
            for (const { callback, targets } of observed) {
                if (targets.has(footer)) callback([{ target: footer, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
            }
        });
        await waitFor(() => expect(screen.getByRole("button", { name: "Footer" })).toBeTruthy());
        expect(idle.length).toBeGreaterThan(0);
    });

    it("hydrates at once, out of turn, an island the member points at", async () => {
        let release!: () => void;
        // The title bar's code is slow to come: the rest would wait for it.
        registerLazyComponent("Bell", () => new Promise((resolve) => (release = () => resolve({ default: () => <button type="button">Bell</button> }))));
        mountByPriority();
        await act(async () => undefined);
        expect(loaded).toEqual([]);
        fireEvent.pointerOver(document.querySelector('[data-react="Footer"]')!);
        await waitFor(() => expect(screen.getByRole("button", { name: "Footer" })).toBeTruthy());
        expect(loaded).toEqual(["Footer"]);
        await act(async () => release());
        await waitFor(() => expect(loaded).toEqual(["Footer", "Sort"]));
    });

    it("puts first an island given a click the click guard holds, wherever it is", async () => {
        const Footer: AnyComponent = () => <button type="button">Footer</button>;
        const server = document.createElement("div");
        server.innerHTML = renderToString(wrap(<Island of={defineIsland("Footer", async () => Footer)} component={Footer} props={{}} />));
        document.querySelector('[data-react="Footer"]')!.replaceWith(server.firstElementChild!);
        placeAt("Footer", 5200);
        const held = screen.getByRole("button", { name: "Footer" });
        window.hearthClickGuard = { queue: [held], listener: () => undefined };
        try {
            mountByPriority();
            await waitFor(() => expect(loaded.slice(0, 2).sort()).toEqual(["Bell", "Footer"]));
            await waitFor(() => expect(loaded).toEqual(expect.arrayContaining(["Sort"])));
            expect(idle).toHaveLength(0);
        } finally {
            delete window.hearthClickGuard;
        }
    });
});
