import { act, fireEvent, render, screen } from "@testing-library/react";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { addToast, dismissToast, resetToastIDs, selectToasts, toastsReducer } from "@library/toasts/toastsSlice";
import { testMeta } from "@tests/setup/pageFixtures";

const meta: IPageMeta = testMeta({ entry: "discussion", title: "A discussion - Hearth", url: "/discussion/1" });

function renderContainer() {
    registerReducer("toasts", toastsReducer);
    const store = createAppStore();
    render(
        <Providers store={store} meta={meta}>
            <ToastContainer />
        </Providers>,
    );
    return store;
}

function advance(ms: number) {
    act(() => {
        jest.advanceTimersByTime(ms);
    });
}

function toastElement(text: string): HTMLElement {
    return screen.getByText(text).parentElement as HTMLElement;
}

beforeEach(() => {
    jest.useFakeTimers();
    resetToastIDs();
});

afterEach(() => {
    jest.useRealTimers();
    resetReducerRegistry();
});

describe("toasts slice", () => {
    it("adds a visible toast with the defaults and a new ID, and replaces one with the same ID", () => {
        let state = toastsReducer(undefined, addToast({ body: "Saved." }));
        expect(state.toasts).toEqual([
            { toastID: "toast-1", body: "Saved.", dismissible: false, autoDismiss: false, persistent: false, wide: false, visibility: true },
        ]);
        state = toastsReducer(state, addToast({ body: "Saved again.", toastID: "toast-1", wide: true }));
        expect(state.toasts).toHaveLength(1);
        expect(state.toasts[0]).toMatchObject({ body: "Saved again.", wide: true, visibility: true });
    });

    it("dismissing hides the toast; removing deletes it; unknown IDs change nothing", () => {
        let state = toastsReducer(undefined, addToast({ body: "One" }));
        state = toastsReducer(state, dismissToast("toast-1"));
        expect(state.toasts[0]!.visibility).toBe(false);
        expect(toastsReducer(state, dismissToast("nope"))).toEqual(state);
    });
});

describe("<ToastContainer>", () => {
    it("is an empty polite live region before any toast, so screen readers hear later ones", () => {
        renderContainer();
        const region = screen.getByRole("status");
        expect(region.getAttribute("aria-live")).toBe("polite");
        expect(region.getAttribute("aria-atomic")).toBe("false");
        expect(region.childElementCount).toBe(0);
    });

    it("auto-dismisses after 3000 ms: hidden first, then deleted 2000 ms later", () => {
        const store = renderContainer();
        act(() => {
            store.dispatch(addToast({ body: "Link copied to clipboard.", autoDismiss: true }));
        });
        expect(screen.getByRole("status").textContent).toBe("Link copied to clipboard.");
        expect(toastElement("Link copied to clipboard.").getAttribute("aria-hidden")).toBeNull();

        advance(2999);
        expect(selectToasts(store.getState())[0]!.visibility).toBe(true);
        advance(1);
        expect(selectToasts(store.getState())[0]!.visibility).toBe(false);
        const hidden = toastElement("Link copied to clipboard.");
        expect(hidden.getAttribute("aria-hidden")).toBe("true");
        expect(hidden.hasAttribute("inert")).toBe(true);

        advance(1999);
        expect(screen.queryByText("Link copied to clipboard.")).not.toBeNull();
        advance(1);
        expect(screen.queryByText("Link copied to clipboard.")).toBeNull();
        expect(selectToasts(store.getState())).toEqual([]);
    });

    it("keeps a toast without autoDismiss until its close button dismisses it", () => {
        const store = renderContainer();
        act(() => {
            store.dispatch(addToast({ body: "There was a problem.", dismissible: true }));
        });
        advance(60_000);
        expect(selectToasts(store.getState())).toMatchObject([{ visibility: true }]);

        fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
        expect(selectToasts(store.getState())).toMatchObject([{ visibility: false }]);
        advance(2000);
        expect(selectToasts(store.getState())).toEqual([]);
        expect(screen.queryByText("There was a problem.")).toBeNull();
    });

    it("shows a close button only on dismissible toasts", () => {
        const store = renderContainer();
        act(() => {
            store.dispatch(addToast({ body: "Closable", dismissible: true }));
            store.dispatch(addToast({ body: "Not closable" }));
        });
        expect(screen.getAllByRole("button", { name: "Dismiss" })).toHaveLength(1);
        expect(toastElement("Closable").querySelector("button")).not.toBeNull();
        expect(toastElement("Not closable").querySelector("button")).toBeNull();
    });

    it("puts persistent toasts at the bottom of the stack and never dismisses one by itself", () => {
        const store = renderContainer();
        act(() => {
            store.dispatch(addToast({ body: "First" }));
            store.dispatch(addToast({ body: "Your email address is not confirmed.", persistent: true }));
            store.dispatch(addToast({ body: "Third", autoDismiss: true }));
        });
        // The area stacks upwards (column-reverse): the first child is the bottom one.
        const bodies = Array.from(screen.getByRole("status").children).map((child) => child.textContent);
        expect(bodies).toEqual(["Your email address is not confirmed.", "First", "Third"]);

        advance(3000);
        advance(2000);
        expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual(["First", "Your email address is not confirmed."]);
    });

    it("applies the wide and custom classes", () => {
        const store = renderContainer();
        act(() => {
            store.dispatch(addToast({ body: "Narrow" }));
            store.dispatch(addToast({ body: "Wide", wide: true, className: "custom-toast" }));
        });
        const narrow = toastElement("Narrow").className.split(" ");
        const wide = toastElement("Wide").className.split(" ");
        expect(wide.length).toBe(narrow.length + 2);
        expect(wide).toContain("custom-toast");
    });

    it("renders nothing and does not fail on a store without the toasts slice (server rendering)", () => {
        const store = createAppStore();
        render(
            <Providers store={store} meta={meta}>
                <ToastContainer />
            </Providers>,
        );
        expect(screen.getByRole("status").childElementCount).toBe(0);
    });
});
