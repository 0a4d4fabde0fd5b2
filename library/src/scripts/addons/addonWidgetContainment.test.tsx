/**
 * An add-on's widget that throws is contained to its island (DESIGN.md §3): the server sends
 * the page (the widget's Suspense boundary takes the error), the browser shows the widget's
 * error boundary, and the page's other islands still work.
 */
import { useState, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, screen } from "@testing-library/react";
import { addonApi } from "@library/addons/addonApi";
import { mountIslands } from "@library/boot/mountIslands";
import { Providers } from "@library/boot/Providers";
import { Island } from "@library/components/Island";
import { WidgetSlot } from "@library/layout/WidgetSlot";
import { createAppStore } from "@library/redux/store";
import { resetComponentRegistry } from "@library/registry/componentRegistry";
import { testMeta, islandRootsPerTest } from "@tests/setup/pageFixtures";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { defineIsland } from "@library/registry/islandDefinition";

function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
            {label}: {count}
        </button>
    );
}

const counterIsland = defineIsland("Counter", async () => Counter);

function ExplodingWidget(): ReactElement {
    throw new Error("widget kaboom");
}

function Greeting({ who }: { who: string }) {
    return <p>Hello from {who}</p>;
}

const meta = testMeta({
    mode: "island",
    widgets: { panel: [{ component: "ExplodingWidget", props: {} }, { component: "Greeting", props: { who: "a widget" } }] },
});
const store = createAppStore();
const wrap = (content: ReactElement) => (
    <Providers store={store} meta={meta}>
        {content}
    </Providers>
);

const roots = islandRootsPerTest();

it("renders the page on the server, then shows the throwing widget's error boundary while the rest of the page works", async () => {
    // The server: the page's own island and the panel slot with the add-on's widgets.
    addonApi.registerComponent("Counter", Counter);
    addonApi.registerComponent("ExplodingWidget", ExplodingWidget);
    addonApi.registerComponent("Greeting", Greeting);
    const html = renderToString(
        wrap(
            <main>
                <Island of={counterIsland} component={Counter} props={{ label: "Likes" }} />
                <aside>
                    <WidgetSlot slot="panel" />
                </aside>
            </main>,
        ),
    );
    expect(html).toContain('data-react="ExplodingWidget"');
    expect(html).toContain("Hello from <!-- -->a widget");

    // The browser: add-on bundles register their components lazily, then the islands mount.
    resetComponentRegistry();
    addonApi.registerComponent("Counter", Counter);
    addonApi.registerLazyComponent("ExplodingWidget", async () => ({ default: ExplodingWidget }));
    addonApi.registerLazyComponent("Greeting", async () => ({ default: Greeting }));
    document.body.innerHTML = html;
    await act(async () => {
        roots.push(...(await mountIslands(document, wrap)));
    });

    expect(screen.getByRole("alert").textContent).toContain("There was a problem loading ExplodingWidget");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByText("Hello from a widget")).toBeTruthy();
    const likes = screen.getByRole("button", { name: "Likes: 0" });
    act(() => fireEvent.click(likes));
    expect(likes.textContent).toBe("Likes: 1");
    const errors = takeConsoleErrors();
    expect(errors.some((message) => message.includes("Render failure in ExplodingWidget"))).toBe(true);
    expect(errors.every((message) => /ExplodingWidget|widget kaboom/.test(message))).toBe(true);
});
