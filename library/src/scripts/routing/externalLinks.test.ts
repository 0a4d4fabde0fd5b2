import fetchMock from "jest-fetch-mock";
import { waitFor } from "@testing-library/react";
import { DIRECT_LINK_ATTRIBUTE, installExternalLinkHandler } from "@library/routing/externalLinks";
import { sentRequest } from "@tests/setup/sentRequest";

let uninstall: () => void = () => undefined;

// jsdom would try to navigate: the default action is stopped after the document's listener ran.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener("click", stopNavigation));
afterAll(() => window.removeEventListener("click", stopNavigation));

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.textContent = "a link";
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    document.body.append(anchor);
    return anchor;
}

function mockTick() {
    fetchMock.mockResponse(async (request) => (request.url.endsWith("/api/v2/tick") ? { status: 201, body: JSON.stringify({ type: "externalNavigation" }) } : { status: 599, body: "{}" }));
}

afterEach(() => {
    uninstall();
    document.body.innerHTML = "";
});

describe("links to other sites (shell §2, content §7)", () => {
    it("send an externalNavigation tick with the destination", async () => {
        mockTick();
        uninstall = installExternalLinkHandler({ warnLeaving: false });
        const anchor = link("https://elsewhere.example/page");
        anchor.click();
        await waitFor(() => expect(fetchMock.mock.calls.length).toBe(1));
        const request = sentRequest(0);
        expect(request.method).toBe("POST");
        expect(await request.json()).toEqual(expect.objectContaining({ type: "externalNavigation", destinationUrl: "https://elsewhere.example/page" }));
        expect(anchor.getAttribute("href")).toBe("https://elsewhere.example/page");
    });

    it("go through /home/leaving when the site warns on leaving", async () => {
        mockTick();
        uninstall = installExternalLinkHandler({ warnLeaving: true });
        const anchor = link("https://elsewhere.example/page?a=1");
        anchor.click();
        expect(anchor.getAttribute("href")).toBe("/home/leaving?target=https%3A%2F%2Felsewhere.example%2Fpage%3Fa%3D1");
        await waitFor(() => expect(fetchMock.mock.calls.length).toBe(1));
    });

    it("leave internal links and the interstitial's own link alone", async () => {
        uninstall = installExternalLinkHandler({ warnLeaving: true });
        const internal = link("/discussions");
        const direct = link("https://elsewhere.example/", { [DIRECT_LINK_ATTRIBUTE]: "" });
        internal.click();
        direct.click();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(fetchMock.mock.calls.length).toBe(0);
        expect(direct.getAttribute("href")).toBe("https://elsewhere.example/");
    });
});
