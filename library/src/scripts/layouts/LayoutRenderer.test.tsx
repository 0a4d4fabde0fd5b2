import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { addonApi } from "@library/addons/addonApi";
import { Providers } from "@library/boot/Providers";
import type { IPageMeta } from "@library/boot/pageMeta";
import { LayoutRenderer, resolveLayoutWidget } from "@library/layouts/LayoutRenderer";
import { createAppStore } from "@library/redux/store";
import { resetComponentRegistry, type AnyComponent } from "@library/registry/componentRegistry";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { globalPermissions, testMeta } from "@tests/setup/pageFixtures";

function Hello({ who }: { who: string }) {
    return <p>Hello {who}</p>;
}
function Exploding(): ReactElement {
    throw new Error("widget kaboom");
}
const components = { Hello: Hello as AnyComponent, Exploding: Exploding as AnyComponent };

function render(meta: IPageMeta, widgets: Parameters<typeof LayoutRenderer>[0]["widgets"]): string {
    return renderToString(
        <Providers store={createAppStore()} meta={meta}>
            <LayoutRenderer widgets={widgets} components={components} />
        </Providers>,
    );
}

const managerMeta = testMeta({ mode: "island", permissions: globalPermissions(["site.manage"]) });
const guestMeta = testMeta({ mode: "island" });

afterEach(() => resetComponentRegistry());

describe("the layout widget registry", () => {
    it("finds the page's own widgets first, then registered (add-on) ones as islands, and logs a widget found nowhere", () => {
        addonApi.registerComponent("AddonBox", Hello);
        expect(resolveLayoutWidget("Hello", components)).toEqual({ kind: "static", component: Hello });
        expect(resolveLayoutWidget("AddonBox", components)).toEqual({ kind: "island", component: Hello });
        expect(resolveLayoutWidget("toString", components)).toEqual({ kind: "missing" });
        expect(takeConsoleErrors()).toEqual([expect.stringContaining('Layout widget "toString" is not in the registry')]);
    });

    it("renders a missing widget as the layout-error widget (for site managers; an empty place for others) and the rest of the layout", () => {
        const widgets = [{ $reactComponent: "Gone", $reactProps: {} }, { $reactComponent: "Hello", $reactProps: { who: "world" } }];
        const html = render(managerMeta, widgets);
        expect(html).toContain('data-layout-error="Gone"');
        expect(html).toContain("Hello <!-- -->world");
        const guestHtml = render(guestMeta, widgets);
        expect(guestHtml).not.toContain("data-layout-error");
        expect(guestHtml).toContain("Hello <!-- -->world");
        expect(takeConsoleErrors().filter((message) => message.includes('"Gone"'))).toHaveLength(2);
    });

    it("keeps a widget that throws in its own boundary: the other widgets render", () => {
        const html = render(guestMeta, [
            { $reactComponent: "Exploding", $reactProps: {} },
            { $reactComponent: "Hello", $reactProps: { who: "after" } },
        ]);
        // Its Suspense boundary took the error (`<!--$!-->`: the failure fallback; on the Node
        // server that is the failure message, here in jsdom the browser's empty one).
        expect(html).toMatch(/data-layout-widget="Exploding"><!--\$!-->/);
        expect(html).toContain("Hello <!-- -->after");
    });

    it("wraps an add-on's widget as an island, and a device-limited widget in its hiding class", () => {
        addonApi.registerComponent("AddonBox", Hello);
        const html = render(guestMeta, [{ $reactComponent: "AddonBox", $reactProps: { who: "add-on" }, $middleware: { visibility: { device: "mobile" } } }]);
        expect(html).toMatch(/<div class="f[0-9a-z]+" data-layout-widget="AddonBox"><div data-react="AddonBox" data-props="\{&quot;who&quot;:&quot;add-on&quot;\}">/);
    });

    it("in the editor's previews, shows only the widgets of the previewed device, unwrapped", () => {
        const widgets = [
            { $reactComponent: "Hello", $reactProps: { who: "phones" }, $middleware: { visibility: { device: "mobile" as const } } },
            { $reactComponent: "Hello", $reactProps: { who: "desktops" }, $middleware: { visibility: { device: "desktop" as const } } },
            { $reactComponent: "Hello", $reactProps: { who: "everyone" } },
        ];
        const preview = (previewDevice: "mobile" | "desktop") =>
            renderToString(
                <Providers store={createAppStore()} meta={guestMeta}>
                    <LayoutRenderer widgets={widgets} components={components} previewDevice={previewDevice} />
                </Providers>,
            );
        expect(preview("mobile")).toContain("phones");
        expect(preview("mobile")).not.toContain("desktops");
        expect(preview("desktop")).not.toContain("phones");
        expect(preview("desktop")).toContain("everyone");
        expect(preview("desktop")).toContain('<div data-layout-widget="Hello">');
    });
});
