import { useEffect, useState, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { Root } from "react-dom/client";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { Island } from "@library/components/Island";
import { createAppStore } from "@library/redux/store";
import { registerComponent, registerLazyComponent, type AnyComponent } from "@library/registry/componentRegistry";
import { defineIsland } from "@library/registry/islandDefinition";
import { takeConsoleErrors } from "../../../../tests/setup/consoleGuard";
import { testMeta, islandRootsPerTest } from "@tests/setup/pageFixtures";

const meta: IPageMeta = testMeta({ mode: "island" });

function Counter({ label, start }: { label: string; start: number }) {
    const [count, setCount] = useState(start);
    return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
            {label}: {count}
        </button>
    );
}

const store = createAppStore();
const wrap = (content: ReactElement) => (
    <Providers store={store} meta={meta}>
        {content}
    </Providers>
);

/** What the server writes for an island: the <Island> wrapper around the component's HTML. */
function serverIsland(name: string, props: Record<string, unknown>, component: AnyComponent = Counter): string {
    return renderToString(
        <Providers store={store} meta={meta}>
            <Island of={defineIsland(name, () => Promise.resolve(component))} component={component} props={props} />
        </Providers>,
    );
}

const roots = islandRootsPerTest();

async function mount(): Promise<Root[]> {
    await act(async () => {
        roots.push(...(await mountIslands(document, wrap)));
    });
    return roots;
}

beforeEach(() => {
    registerComponent("Counter", Counter);
});

describe("mountIslands", () => {
    it("hydrates a server-rendered island in place without a mismatch, and it then responds to clicks", async () => {
        const html = serverIsland("Counter", { label: "Likes", start: 2 });
        expect(html).toContain('data-react="Counter"');
        document.body.innerHTML = `<p>Static legacy HTML</p>${html}`;
        const serverButton = screen.getByRole("button");
        expect(serverButton.textContent).toBe("Likes: 2");

        expect(await mount()).toHaveLength(1);

        // Hydrated, not re-rendered: the server's node is kept and is now interactive.
        // (A mismatch would be logged through console.error, which fails this test.)
        expect(screen.getByRole("button")).toBe(serverButton);
        act(() => fireEvent.click(serverButton));
        expect(serverButton.textContent).toBe("Likes: 3");
        expect(screen.getByText("Static legacy HTML")).toBeTruthy();
    });

    it("logs a hydration mismatch naming the component", async () => {
        const html = serverIsland("Counter", { label: "Likes", start: 2 });
        // The client is given other props than the server rendered with.
        document.body.innerHTML = html.replace("&quot;start&quot;:2", "&quot;start&quot;:5");
        await mount();
        const errors = takeConsoleErrors();
        expect(errors.some((message) => message.includes('Hydration problem in component "Counter"'))).toBe(true);
        expect(screen.getByRole("button").textContent).toBe("Likes: 5");
    });

    it("says it is committed only once every island's effects have run (the page is interactive), counting islands that failed", async () => {
        const effects: string[] = [];
        registerComponent("Effectful", ({ label }: { label: string }) => {
            useEffect(() => {
                effects.push(label);
            }, [label]);
            return <span>{label}</span>;
        });
        document.body.innerHTML = `
            <div data-react="Effectful" data-props='{"label":"first"}'></div>
            <div data-react="NoSuchWidget"></div>
            <div data-react="Effectful" data-props='{"label":"second"}'></div>`;
        let committedWith: string[] | null = null;
        await act(async () => {
            roots.push(...(await mountIslands(document, wrap, { onCommitted: () => (committedWith = [...effects]) })));
        });
        await waitFor(() => expect(committedWith).not.toBeNull());
        expect(committedWith).toEqual(["first", "second"]);
        takeConsoleErrors();
    });

    it("renders into an island the server left empty", async () => {
        document.body.innerHTML = `<div data-react="Counter" data-props='{"label":"Votes","start":7}'></div>`;
        await mount();
        const button = screen.getByRole("button");
        expect(button.textContent).toBe("Votes: 7");
        act(() => fireEvent.click(button));
        expect(button.textContent).toBe("Votes: 8");
    });

    it("mounts an island without data-props with no props", async () => {
        registerComponent("Hello", () => <span>Hello there</span>);
        document.body.innerHTML = `<div data-react="Hello"></div>`;
        await mount();
        expect(screen.getByText("Hello there")).toBeTruthy();
    });

    it("logs malformed data-props with the component's name and still mounts the other islands", async () => {
        document.body.innerHTML = `
            <div data-react="Counter" data-props='{"label":"Broken",'></div>
            <div data-react="Counter" data-props='[1, 2]'></div>
            <div data-react="Counter" data-props='{"label":"Fine","start":1}'></div>`;
        expect(await mount()).toHaveLength(1);
        expect(screen.getByRole("button").textContent).toBe("Fine: 1");
        const errors = takeConsoleErrors();
        expect(errors).toHaveLength(2);
        expect(errors[0]).toContain('The data-props of component "Counter" are not valid JSON.');
        expect(errors[1]).toContain('The data-props of component "Counter" must be a JSON object.');
    });

    it("logs an unknown component name and mounts the rest", async () => {
        document.body.innerHTML = `
            <div data-react="NoSuchWidget" data-props='{}'></div>
            <div data-react="Counter" data-props='{"label":"Known","start":0}'></div>`;
        expect(await mount()).toHaveLength(1);
        expect(screen.getByRole("button").textContent).toBe("Known: 0");
        expect(takeConsoleErrors()).toEqual([expect.stringContaining('Unknown component "NoSuchWidget"')]);
    });

    it("loads a lazily registered component before mounting it", async () => {
        const loader = jest.fn(async () => ({ default: Counter }));
        registerLazyComponent("LazyCounter", loader);
        document.body.innerHTML = `<div data-react="LazyCounter" data-props='{"label":"Lazy","start":4}'></div>`;
        expect(loader).not.toHaveBeenCalled();
        await mount();
        expect(loader).toHaveBeenCalled();
        expect(screen.getByRole("button").textContent).toBe("Lazy: 4");
    });

    it("hydrates a lazily registered component over its server HTML", async () => {
        const html = serverIsland("LazyCounter", { label: "Lazy", start: 1 });
        registerLazyComponent("LazyCounter", async () => ({ default: Counter }));
        document.body.innerHTML = html;
        const serverButton = screen.getByRole("button");
        await mount();
        expect(screen.getByRole("button")).toBe(serverButton);
        act(() => fireEvent.click(serverButton));
        expect(serverButton.textContent).toBe("Lazy: 2");
    });

    it("retries a component whose code fails to load once, then shows its error boundary with Reload, and mounts the rest", async () => {
        const loader = jest.fn(async (): Promise<{ default: AnyComponent }> => {
            throw new Error("ChunkLoadError: Loading chunk 7 failed.");
        });
        registerLazyComponent("Offline", loader);
        document.body.innerHTML = `
            <div data-react="Offline"><p>Server copy</p></div>
            <div data-react="Counter" data-props='{"label":"Still here","start":0}'></div>`;
        expect(await mount()).toHaveLength(2);
        expect(loader).toHaveBeenCalledTimes(2);
        expect(screen.getByRole("button", { name: "Still here: 0" })).toBeTruthy();
        const alert = screen.getByRole("alert");
        expect(alert.textContent).toContain("There was a problem loading Offline");
        expect(alert.textContent).not.toContain("Loading chunk");
        expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
        expect(screen.queryByText("Server copy")).toBeNull();
        expect(takeConsoleErrors().some((message) => message.includes("Render failure in Offline") && message.includes("Something went wrong while contacting the server."))).toBe(true);
    });

    it("waits for the connection to come back before retrying an island's code, then hydrates it", async () => {
        const html = serverIsland("LateCounter", { label: "Late", start: 4 });
        let online = false;
        const onLine = jest.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
        const loader = jest.fn(async () => {
            if (!online) throw new Error("ChunkLoadError: Loading chunk 9 failed.");
            return { default: Counter as AnyComponent };
        });
        registerLazyComponent("LateCounter", loader);
        document.body.innerHTML = html;
        const serverButton = screen.getByRole("button");
        let mounted: Promise<Root[]> | undefined;
        act(() => {
            mounted = mountIslands(document, wrap);
        });
        await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
        // Offline: no second request until the browser says the connection is back.
        await act(async () => Promise.resolve());
        expect(loader).toHaveBeenCalledTimes(1);
        online = true;
        await act(async () => {
            window.dispatchEvent(new Event("online"));
            roots.push(...(await mounted!));
        });
        expect(loader).toHaveBeenCalledTimes(2);
        expect(screen.getByRole("button")).toBe(serverButton);
        act(() => fireEvent.click(serverButton));
        expect(serverButton.textContent).toBe("Late: 5");
        onLine.mockRestore();
    });

    it("contains a render failure to its island", async () => {
        registerComponent("Exploding", () => {
            throw new Error("kaboom");
        });
        document.body.innerHTML = `
            <div data-react="Exploding"></div>
            <div data-react="Counter" data-props='{"label":"Fine","start":0}'></div>`;
        await mount();
        expect(screen.getByRole("alert").textContent).toContain("There was a problem loading Exploding");
        expect(screen.getByRole("button", { name: "Fine: 0" })).toBeTruthy();
        expect(takeConsoleErrors().some((message) => message.includes("Render failure in Exploding"))).toBe(true);
    });

    it("mounts only top-level islands: a nested one belongs to its parent's tree", async () => {
        // The parent's own HTML contains an element that looks like an island.
        const Frame = () => (
            <section>
                <div data-react="Inner">
                    <span>Inner, rendered by Frame</span>
                </div>
            </section>
        );
        const Inner = jest.fn(() => <span>Inner mounted on its own</span>);
        registerComponent("Frame", Frame);
        registerComponent("Inner", Inner);
        document.body.innerHTML = serverIsland("Frame", {}, Frame);

        expect(await mount()).toHaveLength(1);
        expect(Inner).not.toHaveBeenCalled();
        expect(screen.getByText("Inner, rendered by Frame")).toBeTruthy();
        expect(screen.queryByText("Inner mounted on its own")).toBeNull();
    });
});
