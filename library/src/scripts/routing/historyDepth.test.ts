import { BACK_FALLBACK_DELAY_MS, canGoBack, goBack, historyDepth, recordPageLoad, recordPop, recordPush } from "@library/routing/historyDepth";

function setReferrer(referrer: string): void {
    Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

beforeEach(() => {
    window.sessionStorage.clear();
    setReferrer("");
});

describe("history depth (shell §4)", () => {
    it("rises on push, falls on pop, and allows back only above 1", () => {
        recordPush();
        expect(historyDepth()).toBe(1);
        expect(canGoBack()).toBe(false);
        recordPush();
        expect(canGoBack()).toBe(true);
        recordPop();
        expect(historyDepth()).toBe(1);
        expect(canGoBack()).toBe(false);
    });

    it("counts a new page load as a push, and never goes below the page itself", () => {
        recordPageLoad();
        recordPageLoad();
        expect(historyDepth()).toBe(2);
        recordPop();
        recordPop();
        recordPop();
        recordPageLoad();
        expect(historyDepth()).toBe(1);
    });
});

describe("goBack", () => {
    afterEach(() => jest.useRealTimers());

    it("goes back in history when there is one, without the fallback", () => {
        jest.useFakeTimers();
        const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
        const navigate = jest.fn();
        recordPush();
        recordPush();
        goBack("/", navigate);
        jest.advanceTimersByTime(1000);
        expect(back).toHaveBeenCalledTimes(1);
        expect(navigate).not.toHaveBeenCalled();
        back.mockRestore();
    });

    it("without history, goes to a same-site referrer after 300 ms", () => {
        jest.useFakeTimers();
        setReferrer(`${window.location.origin}/discussions/p2`);
        const navigate = jest.fn();
        goBack("/", navigate);
        jest.advanceTimersByTime(BACK_FALLBACK_DELAY_MS - 1);
        expect(navigate).not.toHaveBeenCalled();
        jest.advanceTimersByTime(1);
        expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/discussions/p2`);
    });

    it("never follows a referrer from another site: the fallback (the site root by default) instead", () => {
        jest.useFakeTimers();
        setReferrer("https://elsewhere.example/page");
        const navigate = jest.fn();
        goBack(undefined, navigate);
        jest.advanceTimersByTime(BACK_FALLBACK_DELAY_MS);
        expect(navigate).toHaveBeenCalledWith("/");
    });
});
