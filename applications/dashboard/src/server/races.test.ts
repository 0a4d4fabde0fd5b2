/**
 * The dashboard's writes sent ten times at once (both databases). Unique names and e-mail
 * addresses: the database's unique indexes decide, so ten registrations at once for one name
 * (or one address, in any case) create one account and answer the others with a field error,
 * never a 500. Applying themes at once leaves exactly one current.
 */
import { createTestApp, formBody, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

const TIMES = 10;

describe("registering one name or e-mail ten times at once", () => {
    let forum: ITestApp;
    let admin: string;

    beforeAll(async () => {
        forum = await createTestApp();
        admin = await signIn(forum.app, "admin");
    });
    afterAll(() => forum.close());

    /** POST /users TIMES times at once, as the admin, each with its own payload. */
    function createUsersAtOnce(payloadFor: (index: number) => object) {
        return Promise.all(
            Array.from({ length: TIMES }, (_, index) => forum.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...JSON_HEADERS, cookie: admin }, payload: payloadFor(index) })),
        );
    }

    async function accountsNamed(name: string): Promise<number> {
        const rows = await forum.db.selectFrom("users").select("userID").where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase())).execute();
        return rows.length;
    }

    it("POST /users: one 201, nine 400 with the name's field error", async () => {
        // The same name in different cases, each with its own address.
        const responses = await createUsersAtOnce((index) => ({ name: index % 2 ? "RaceName" : "racename", email: `race${index}@example.com`, password: "a-long-password" }));
        expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(TIMES - 1).fill(400)]);
        for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
            expect(response.json()).toMatchObject({ status: 400, message: expect.any(String), errors: [{ field: "name", code: "unique", message: expect.any(String) }] });
        }
        expect(await accountsNamed("racename")).toBe(1);
    });

    it("POST /users: one e-mail address in different cases, one account, nine 400 with the e-mail's field error", async () => {
        const responses = await createUsersAtOnce((index) => ({ name: `mailrace${index}`, email: index % 2 ? "Shared@Example.com" : "shared@example.com", password: "a-long-password" }));
        expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(TIMES - 1).fill(400)]);
        for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
            expect(response.json()).toMatchObject({ status: 400, errors: [{ field: "email", code: "unique" }] });
        }
        const rows = await forum.db.selectFrom("users").select("userID").where((eb) => eb(eb.fn("lower", ["email"]), "=", "shared@example.com")).execute();
        expect(rows).toHaveLength(1);
    });

    it("the registration form: one 303 and a session, nine 400 pages saying the name is taken", async () => {
        const responses = await Promise.all(
            Array.from({ length: TIMES }, (_, index) => {
                const form = formBody({ name: "formrace", email: `formrace${index}@example.com`, password: "a-long-password", target: "/" });
                return forum.app.inject({ method: "POST", url: "/entry/register", payload: form.payload, headers: { ...form.headers, host: "localhost" } });
            }),
        );
        expect(responses.map((response) => response.statusCode).sort()).toEqual([303, ...Array(TIMES - 1).fill(400)]);
        for (const response of responses.filter((candidate) => candidate.statusCode === 400)) expect(response.body).toContain("That username is already taken.");
        expect(await accountsNamed("formrace")).toBe(1);
    });

    it("the two built-in themes applied five times each at once: every call succeeds, exactly one theme is current", async () => {
        const themeIDs = (await forum.db.selectFrom("themes").select("themeID").orderBy("themeID").execute()).map((row) => row.themeID);
        expect(themeIDs.length).toBeGreaterThanOrEqual(2);
        const responses = await Promise.all(
            Array.from({ length: TIMES }, (_, index) =>
                forum.app.inject({ method: "PUT", url: "/api/v2/themes/current", headers: { ...JSON_HEADERS, cookie: admin }, payload: { themeID: themeIDs[index % 2] } }),
            ),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(Array(TIMES).fill(200));
        const current = await forum.db.selectFrom("themes").select("themeID").where("current", "=", 1).execute();
        expect(current).toHaveLength(1);
    });
});
