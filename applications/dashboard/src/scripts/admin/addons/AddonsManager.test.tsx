/**
 * The add-on switch keeps keyboard focus while its request runs and after it answers (success
 * or failure): it is busy (aria-busy, aria-disabled, a second press ignored) but never disabled,
 * as a browser takes focus away from an element that becomes disabled.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { IAdminAddon } from "@dashboard/admin/addons/addonTypes";
import { AddonsManager } from "@dashboard/admin/addons/AddonsManager";
import { scriptFetch } from "@library/testing/scriptedFetch";

const polls: IAdminAddon = { key: "polls", name: "Polls", version: "1.0.0", description: "Ask the forum.", enabled: false, features: [] };

let release: () => void = () => undefined;
let fixup: MutationObserver;
// The answer waits until the test has looked at the busy switch.
const api = scriptFetch({ beforeAnswer: () => new Promise<void>((resolve) => (release = resolve)) });

beforeEach(() => {
    // A browser's focus fixup, which jsdom lacks: a focused element that is disabled or removed loses
    // focus to the body. (jsdom's blur() does nothing on an element that can no longer take focus.)
    fixup = new MutationObserver(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (focused && focused !== document.body && (focused.matches(":disabled") || !focused.isConnected)) {
            document.body.tabIndex = -1;
            document.body.focus();
        }
    });
    fixup.observe(document, { attributes: true, attributeFilter: ["disabled"], childList: true, subtree: true });
});

afterEach(() => {
    fixup.disconnect();
    document.body.removeAttribute("tabindex");
});

/** Enter on a focused button, as a browser does it: the key, then a click on the button. */
function pressEnter(element: HTMLElement) {
    fireEvent.keyDown(element, { key: "Enter", code: "Enter" });
    fireEvent.click(element);
    fireEvent.keyUp(element, { key: "Enter", code: "Enter" });
}

/** Space on a focused button: the click comes on key up. */
function pressSpace(element: HTMLElement) {
    fireEvent.keyDown(element, { key: " ", code: "Space" });
    fireEvent.keyUp(element, { key: " ", code: "Space" });
    fireEvent.click(element);
}

function theSwitch(): HTMLElement {
    return screen.getByRole("switch", { name: /Polls/ });
}

it("keeps focus on the switch while it is busy and after it is turned on, then off", async () => {
    render(<AddonsManager addons={[polls]} />);
    theSwitch().focus();
    pressEnter(theSwitch());
    await waitFor(() => expect(api.sent).toEqual(['PATCH /api/v2/addons/polls {"enabled":true}']));
    // Busy: said so, a second press sends nothing, and focus stays.
    expect(theSwitch().getAttribute("aria-busy")).toBe("true");
    expect(theSwitch().getAttribute("aria-disabled")).toBe("true");
    expect(theSwitch().hasAttribute("disabled")).toBe(false);
    pressEnter(theSwitch());
    await Promise.resolve();
    expect(document.activeElement).toBe(theSwitch());
    api.answers.push({ status: 200, body: { addonID: "polls", enabled: true } });
    release();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Enabled. Pages use it from now on."));
    expect(api.sent).toHaveLength(1);
    expect(theSwitch().getAttribute("aria-checked")).toBe("true");
    expect(theSwitch().hasAttribute("aria-busy")).toBe(false);
    expect(document.activeElement).toBe(theSwitch());

    pressSpace(theSwitch());
    await waitFor(() => expect(api.sent).toHaveLength(2));
    api.answers.push({ status: 200, body: { addonID: "polls", enabled: false } });
    release();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Disabled. Pages no longer use it."));
    expect(theSwitch().getAttribute("aria-checked")).toBe("false");
    expect(document.activeElement).toBe(theSwitch());
});

it("keeps focus on the switch when the server refuses, and leaves it as it was", async () => {
    render(<AddonsManager addons={[polls]} />);
    theSwitch().focus();
    pressSpace(theSwitch());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    api.answers.push({ status: 500, body: { message: "The add-on could not be enabled.", status: 500 } });
    release();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The add-on could not be enabled."));
    expect(theSwitch().getAttribute("aria-checked")).toBe("false");
    expect(theSwitch().hasAttribute("aria-busy")).toBe(false);
    expect(document.activeElement).toBe(theSwitch());
});

it("names each switch by its add-on's name alone, its version as its description", () => {
    render(<AddonsManager addons={[polls, { ...polls, key: "qna", name: "Q&A", version: "" }]} />);
    const polling = screen.getByRole("switch", { name: "Polls", description: "1.0.0" });
    expect(screen.getByRole("listitem", { name: "Polls" }).contains(polling)).toBe(true);
    expect(screen.getByRole("switch", { name: "Q&A" }).hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByRole("heading", { name: "Polls 1.0.0" })).toBeTruthy();
});
