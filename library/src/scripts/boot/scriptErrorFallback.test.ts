import { installScriptErrorFallback } from "@library/boot/scriptErrorFallback";

describe("installScriptErrorFallback", () => {
    let uninstall: (() => void) | undefined;

    beforeEach(() => {
        jest.useFakeTimers();
        document.body.removeAttribute("style");
    });

    afterEach(() => {
        uninstall?.();
        uninstall = undefined;
        jest.useRealTimers();
        document.body.removeAttribute("style");
    });

    it("makes a hidden body visible 800 ms after a script error, not before", () => {
        document.body.style.visibility = "hidden";
        uninstall = installScriptErrorFallback();
        window.dispatchEvent(new ErrorEvent("error", { message: "Uncaught SyntaxError" }));

        jest.advanceTimersByTime(799);
        expect(window.getComputedStyle(document.body).visibility).toBe("hidden");
        jest.advanceTimersByTime(1);
        expect(window.getComputedStyle(document.body).visibility).toBe("visible");
    });

    it("reveals a body hidden by a style sheet", () => {
        const sheet = document.createElement("style");
        sheet.textContent = "body { visibility: hidden; }";
        document.head.appendChild(sheet);
        try {
            uninstall = installScriptErrorFallback();
            window.dispatchEvent(new ErrorEvent("error"));
            jest.advanceTimersByTime(799);
            expect(window.getComputedStyle(document.body).visibility).toBe("hidden");
            jest.advanceTimersByTime(1);
            expect(window.getComputedStyle(document.body).visibility).toBe("visible");
        } finally {
            sheet.remove();
        }
    });

    it("reveals a body hidden by display: none or opacity: 0", () => {
        document.body.style.display = "none";
        uninstall = installScriptErrorFallback();
        window.dispatchEvent(new ErrorEvent("error"));
        jest.advanceTimersByTime(800);
        expect(window.getComputedStyle(document.body).display).not.toBe("none");

        document.body.removeAttribute("style");
        document.body.style.opacity = "0";
        window.dispatchEvent(new ErrorEvent("error"));
        jest.advanceTimersByTime(800);
        expect(window.getComputedStyle(document.body).opacity).toBe("1");
    });

    it("does nothing without a script error", () => {
        document.body.style.visibility = "hidden";
        uninstall = installScriptErrorFallback();
        jest.advanceTimersByTime(5000);
        expect(window.getComputedStyle(document.body).visibility).toBe("hidden");
    });

    it("leaves a visible body's styles alone", () => {
        uninstall = installScriptErrorFallback();
        window.dispatchEvent(new ErrorEvent("error"));
        jest.advanceTimersByTime(800);
        expect(document.body.getAttribute("style")).toBeNull();
    });

    it("stops listening once uninstalled", () => {
        document.body.style.visibility = "hidden";
        installScriptErrorFallback()();
        window.dispatchEvent(new ErrorEvent("error"));
        jest.advanceTimersByTime(1000);
        expect(window.getComputedStyle(document.body).visibility).toBe("hidden");
    });
});
