import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Providers } from "@library/boot/Providers";
import type { IPageMeta } from "@library/boot/pageMeta";
import type { FragmentFactory } from "@library/fragments/fragmentContract";
import { resetFragmentLoads } from "@library/fragments/loadFragment";
import { LayoutRenderer } from "@library/layouts/LayoutRenderer";
import type { IHydratedWidget } from "@library/layouts/layoutTypes";
import { createAppStore } from "@library/redux/store";
import type { AnyComponent } from "@library/registry/componentRegistry";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { testMeta } from "@tests/setup/pageFixtures";

const UUID = "01956517-0dd5-731e-bd2a-1fbf9b47933e";

function Hello({ who }: { who: string }) {
    return <p>Hello {who}</p>;
}
const components = { Hello: Hello as AnyComponent };

const tree = (meta: IPageMeta, widgets: IHydratedWidget[]) => (
    <Providers store={createAppStore()} meta={meta}>
        <LayoutRenderer widgets={widgets} components={components} />
    </Providers>
);
const hello = (fragmentUUID?: string, who = "world"): IHydratedWidget => ({
    $reactComponent: "Hello",
    $reactProps: { who },
    ...(fragmentUUID ? { $fragmentImpls: { Hello: { fragmentUUID } } } : {}),
});

/** The script the page added, once it is there (the loader's chunk arrives a moment after the render). */
async function fragmentScript(): Promise<HTMLScriptElement> {
    return waitFor(() => {
        const script = document.head.querySelector<HTMLScriptElement>("script[data-fragment-script]");
        if (!script) throw new Error("no fragment script yet");
        return script;
    });
}

function runScript(script: HTMLScriptElement, factory?: FragmentFactory): void {
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
    if (factory) window.HearthFragments!.define(factory);
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null });
    script.dispatchEvent(new Event("load"));
}

beforeEach(() => {
    resetFragmentLoads();
    document.head.innerHTML = "";
});

describe("a widget's $fragmentImpls", () => {
    it("'system' and 'styleguide' render the built-in component and load nothing", () => {
        const html = renderToString(tree(testMeta({ mode: "island" }), [hello("system", "system"), hello("styleguide", "styleguide")]));
        expect(html).toContain("Hello <!-- -->system");
        expect(html).toContain("Hello <!-- -->styleguide");
        expect(html).not.toContain("LayoutFragment");
    });

    it("a custom fragment is an island the server leaves busy and empty: the browser draws it", () => {
        const html = renderToString(tree(testMeta({ mode: "island" }), [hello(UUID)]));
        expect(html).toContain('data-react="LayoutFragment"');
        expect(html).toContain('aria-busy="true"');
        expect(html).not.toContain("Hello <!-- -->world");
    });

    it("loads the custom fragment and renders its component with the widget's props", async () => {
        render(tree(testMeta({ mode: "app" }), [hello(UUID, "fragment")]));
        const script = await fragmentScript();
        expect(script.getAttribute("src")).toBe(`/api/v2/fragments/${UUID}/js`);
        runScript(script, ({ React }) => (props) => React.createElement("p", null, `Custom hello ${String(props.who)}`));
        document.head.querySelector("link[data-fragment-style]")!.dispatchEvent(new Event("load"));
        expect(await screen.findByText("Custom hello fragment")).toBeTruthy();
        expect(screen.queryByText(/^Hello/)).toBeNull();
    });

    it("shows 'Error Loading Fragment' with the error when the script fails, and the rest of the layout works", async () => {
        render(tree(testMeta({ mode: "app" }), [hello(UUID), hello(undefined, "after")]));
        expect(screen.getByText("Hello after")).toBeTruthy();
        (await fragmentScript()).dispatchEvent(new Event("error"));
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toBe(`Error Loading Fragment${`The fragment script /api/v2/fragments/${UUID}/js could not be loaded.`}`);
        expect(screen.getByText("Hello after")).toBeTruthy();
    });

    it("contains a fragment component that throws in the widget's own error boundary", async () => {
        render(tree(testMeta({ mode: "app" }), [hello(UUID), hello(undefined, "after")]));
        runScript(await fragmentScript(), () => () => {
            throw new Error("fragment kaboom");
        });
        document.head.querySelector("link[data-fragment-style]")!.dispatchEvent(new Event("load"));
        expect((await screen.findByRole("alert")).textContent).toContain("There was a problem loading Hello");
        expect(screen.getByText("Hello after")).toBeTruthy();
        expect(takeConsoleErrors().join("\n")).toContain("fragment kaboom");
    });
});
