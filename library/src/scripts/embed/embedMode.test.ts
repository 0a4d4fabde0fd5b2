/**
 * Embed mode (shell §4, §9): location polling every 200 ms posting only changes, scroll state
 * throttled to about one message per 16 ms with the 50 px threshold, external links handed to
 * the parent, bypassEmbed by parameter and by session flag, the parent's origin.
 */
import { BYPASS_EMBED_KEY, isEmbedBypassed } from "@library/embed/bypassEmbed";
import { EMBED_MESSAGE_TYPE, PARENT_ORIGIN_KEY, resolveParentOrigin } from "@library/embed/embedMessages";
import { EMBED_POLL_MS, startEmbedMode } from "@library/embed/embedMode";

const PARENT_ORIGIN = "https://parent.example";
const postMessage = jest.fn();

/** A cross-origin parent: reading its location throws, as a browser's would. */
const crossOriginParent = {
    postMessage,
    get location(): Location {
        throw new DOMException("Blocked a frame from accessing a cross-origin frame.", "SecurityError");
    },
};

function setReferrer(referrer: string) {
    Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

function setScrollY(y: number) {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
}

let stop: (() => void) | null = null;
let warn: jest.SpyInstance;

beforeEach(() => {
    jest.useFakeTimers();
    postMessage.mockClear();
    Object.defineProperty(window, "parent", { value: crossOriginParent, configurable: true });
    setReferrer(`${PARENT_ORIGIN}/community`);
    setScrollY(0);
    sessionStorage.clear();
    window.history.replaceState(null, "", "/discussions");
    document.title = "Discussions - Hearth";
    document.body.innerHTML = "";
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
    stop?.();
    stop = null;
    jest.restoreAllMocks();
    jest.useRealTimers();
    Object.defineProperty(window, "parent", { value: window, configurable: true });
});

const messages = (action: string) => postMessage.mock.calls.map((call) => call[0]).filter((message) => message.action === action);

describe("location reports", () => {
    it("reports the starting location, then only changes, polled every 200 ms", () => {
        stop = startEmbedMode();
        expect(postMessage).toHaveBeenCalledTimes(1);
        expect(postMessage).toHaveBeenLastCalledWith(
            { type: EMBED_MESSAGE_TYPE, action: "location", href: "http://localhost/discussions", title: "Discussions - Hearth" },
            PARENT_ORIGIN,
        );

        jest.advanceTimersByTime(EMBED_POLL_MS * 5);
        expect(postMessage).toHaveBeenCalledTimes(1);

        window.history.pushState(null, "", "/discussion/7");
        jest.advanceTimersByTime(EMBED_POLL_MS - 1);
        expect(postMessage).toHaveBeenCalledTimes(1);
        jest.advanceTimersByTime(1);
        expect(messages("location")[1]).toEqual({
            type: EMBED_MESSAGE_TYPE,
            action: "location",
            href: "http://localhost/discussion/7",
            title: "Discussions - Hearth",
        });

        document.title = "A discussion - Hearth";
        jest.advanceTimersByTime(EMBED_POLL_MS);
        expect(messages("location")).toHaveLength(3);
        expect(messages("location")[2].title).toBe("A discussion - Hearth");

        jest.advanceTimersByTime(EMBED_POLL_MS * 10);
        expect(messages("location")).toHaveLength(3);
    });

    it("stops polling when stopped", () => {
        stop = startEmbedMode();
        stop();
        window.history.pushState(null, "", "/elsewhere");
        jest.advanceTimersByTime(EMBED_POLL_MS * 3);
        expect(postMessage).toHaveBeenCalledTimes(1);
    });

    it("does nothing outside a frame", () => {
        Object.defineProperty(window, "parent", { value: window, configurable: true });
        const own = jest.spyOn(window, "postMessage");
        stop = startEmbedMode();
        jest.advanceTimersByTime(EMBED_POLL_MS * 3);
        window.dispatchEvent(new Event("scroll"));
        jest.advanceTimersByTime(100);
        expect(own).not.toHaveBeenCalled();
    });
});

describe("scroll reports", () => {
    it("throttles a burst of scroll events to about one message per 16 ms, keeping the last state", () => {
        stop = startEmbedMode();
        // 200 events over 400 ms, one every 2 ms.
        for (let i = 0; i < 200; i++) {
            window.dispatchEvent(new Event("scroll"));
            jest.advanceTimersByTime(2);
        }
        jest.advanceTimersByTime(50);
        const count = messages("scroll").length;
        // 400 ms / 16 ms = 25 windows.
        expect(count).toBeGreaterThanOrEqual(24);
        expect(count).toBeLessThanOrEqual(27);
    });

    it("reports the first scroll at once and never two within 16 ms", () => {
        stop = startEmbedMode();
        window.dispatchEvent(new Event("scroll"));
        expect(messages("scroll")).toHaveLength(1);
        window.dispatchEvent(new Event("scroll"));
        window.dispatchEvent(new Event("scroll"));
        jest.advanceTimersByTime(15);
        expect(messages("scroll")).toHaveLength(1);
        jest.advanceTimersByTime(1);
        expect(messages("scroll")).toHaveLength(2);
    });

    it("is scrolled only past 50 px", () => {
        stop = startEmbedMode();
        const scrollTo = (y: number) => {
            setScrollY(y);
            window.dispatchEvent(new Event("scroll"));
            jest.advanceTimersByTime(20);
            return messages("scroll").at(-1);
        };
        expect(scrollTo(0)).toEqual({ type: EMBED_MESSAGE_TYPE, action: "scroll", scrolled: false });
        expect(scrollTo(50).scrolled).toBe(false);
        expect(scrollTo(51).scrolled).toBe(true);
        expect(scrollTo(400).scrolled).toBe(true);
        expect(scrollTo(10).scrolled).toBe(false);
        expect(postMessage.mock.calls.every((call) => call[1] === PARENT_ORIGIN)).toBe(true);
    });
});

describe("links", () => {
    function clickLink(href: string, init: MouseEventInit = {}) {
        document.body.innerHTML = `<a href="${href}"><span>link</span></a>`;
        const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
        document.querySelector("span")!.dispatchEvent(event);
        return event;
    }

    it("hands a click on a link to another site to the parent instead of following it", () => {
        stop = startEmbedMode();
        const event = clickLink("https://other.example/page?x=1");
        expect(event.defaultPrevented).toBe(true);
        expect(postMessage).toHaveBeenLastCalledWith(
            { type: EMBED_MESSAGE_TYPE, action: "externalLink", href: "https://other.example/page?x=1" },
            PARENT_ORIGIN,
        );
    });

    it("leaves links within the site alone", () => {
        stop = startEmbedMode();
        for (const href of ["/discussion/3", "http://localhost/categories", "#comments", "mailto:a@b.example"]) {
            const event = clickLink(href);
            expect(event.defaultPrevented).toBe(false);
        }
        expect(messages("externalLink")).toHaveLength(0);
    });

    it("leaves modified clicks (new tab) and other buttons alone", () => {
        stop = startEmbedMode();
        expect(clickLink("https://other.example/", { ctrlKey: true }).defaultPrevented).toBe(false);
        expect(clickLink("https://other.example/", { button: 1 }).defaultPrevented).toBe(false);
        expect(messages("externalLink")).toHaveLength(0);
    });

    it("follows links normally when not embedded", () => {
        Object.defineProperty(window, "parent", { value: window, configurable: true });
        stop = startEmbedMode();
        expect(clickLink("https://other.example/").defaultPrevented).toBe(false);
    });
});

describe("bypassEmbed", () => {
    it("the bypassEmbed parameter turns embed mode off and is remembered for the session", () => {
        window.history.replaceState(null, "", "/discussions?bypassEmbed=1");
        stop = startEmbedMode();
        jest.advanceTimersByTime(EMBED_POLL_MS * 3);
        expect(postMessage).not.toHaveBeenCalled();
        expect(sessionStorage.getItem(BYPASS_EMBED_KEY)).toBe("1");

        // A later page without the parameter stays bypassed.
        window.history.replaceState(null, "", "/discussion/7");
        expect(isEmbedBypassed()).toBe(true);
        stop();
        stop = startEmbedMode();
        expect(postMessage).not.toHaveBeenCalled();
    });

    it("the session flag alone turns embed mode off", () => {
        sessionStorage.setItem(BYPASS_EMBED_KEY, "1");
        stop = startEmbedMode();
        const event = new MouseEvent("click", { bubbles: true, cancelable: true });
        document.body.innerHTML = `<a href="https://other.example/">x</a>`;
        document.querySelector("a")!.dispatchEvent(event);
        expect(event.defaultPrevented).toBe(false);
        expect(postMessage).not.toHaveBeenCalled();
    });

    it("bypassEmbed=0 clears the flag", () => {
        sessionStorage.setItem(BYPASS_EMBED_KEY, "1");
        window.history.replaceState(null, "", "/discussions?bypassEmbed=0");
        expect(isEmbedBypassed()).toBe(false);
        expect(sessionStorage.getItem(BYPASS_EMBED_KEY)).toBeNull();
    });

    it("is off without the parameter or the flag", () => {
        expect(isEmbedBypassed()).toBe(false);
    });

    it("a failure to store the flag is only logged; the parameter still applies", () => {
        jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        });
        window.history.replaceState(null, "", "/discussions?bypassEmbed=1");
        expect(() => (stop = startEmbedMode())).not.toThrow();
        expect(postMessage).not.toHaveBeenCalled();
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0][0]).toBe("[hearth] Could not store the bypassEmbed flag.");
    });
});

describe("the parent's origin", () => {
    it("is the referrer's origin on the frame's first page, and is remembered", () => {
        expect(resolveParentOrigin()).toBe(PARENT_ORIGIN);
        expect(sessionStorage.getItem(PARENT_ORIGIN_KEY)).toBe(PARENT_ORIGIN);
    });

    it("survives navigations inside the frame, where the referrer is the forum itself", () => {
        resolveParentOrigin();
        setReferrer("http://localhost/discussions");
        expect(resolveParentOrigin()).toBe(PARENT_ORIGIN);
    });

    it("is a same-origin parent's own origin", () => {
        Object.defineProperty(window, "parent", { value: { postMessage, location: { origin: "http://localhost" } }, configurable: true });
        setReferrer("");
        expect(resolveParentOrigin()).toBe("http://localhost");
    });

    it("is '*' only when nothing names the parent", () => {
        setReferrer("");
        expect(resolveParentOrigin()).toBe("*");
    });
});
