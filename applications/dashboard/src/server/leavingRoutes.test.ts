import { createTestApp, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;

beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /home/leaving (shell §2)", () => {
    it("names the destination and links to it directly", async () => {
        const response = await t.app.inject({ url: "/home/leaving?target=https%3A%2F%2Felsewhere.example%2Fpage%3Fa%3D1%26b%3D2" });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("You are about to leave");
        expect(response.body).toMatch(/<a href="https:\/\/elsewhere\.example\/page\?a=1&amp;b=2"[^>]*data-direct-link/);
        expect(response.body).toContain("Go back");
    });

    it("offers no link for anything but an http(s) address, with status 400", async () => {
        for (const target of ["javascript:alert(1)", "/discussions", "ftp://a.example", ""]) {
            const response = await t.app.inject({ url: `/home/leaving?target=${encodeURIComponent(target)}` });
            expect(response.statusCode).toBe(400);
            expect(response.body).toContain("This link does not lead to a valid web address");
            expect(response.body).not.toContain("javascript:alert");
        }
        expect((await t.app.inject({ url: "/home/leaving" })).statusCode).toBe(400);
    });

    it("escapes a hostile target on its way into the page", async () => {
        const response = await t.app.inject({ url: `/home/leaving?target=${encodeURIComponent('https://a.example/"><script>alert(1)</script>')}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain("<script>alert(1)</script>");
    });
});

describe("POST /api/v2/tick", () => {
    it("accepts an externalNavigation tick with its destination", async () => {
        const response = await t.app.inject({
            method: "POST",
            url: "/api/v2/tick",
            headers: { "x-requested-with": "vanilla", "content-type": "application/json" },
            payload: { type: "externalNavigation", url: "http://localhost/discussion/1", destinationUrl: "https://elsewhere.example/" },
        });
        expect(response.statusCode).toBe(201);
    });
});
