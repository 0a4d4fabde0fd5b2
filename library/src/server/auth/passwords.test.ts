import { generatePassword, hashPassword, TEST_ACCOUNT_COST, UNUSABLE_PASSWORD_HASH, verifyPassword } from "@server/auth/passwords";

describe("password hashing", () => {
    it("verifies the right password and refuses a wrong one", async () => {
        const hash = await hashPassword("correct horse battery");
        expect(await verifyPassword("correct horse battery", hash)).toBe(true);
        expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
        expect(await verifyPassword("", hash)).toBe(false);
    });

    it("salts every hash, so the same password never hashes the same way twice", async () => {
        const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
        expect(first).not.toBe(second);
        expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
        expect(first).not.toContain("same password");
        expect(await verifyPassword("same password", first)).toBe(true);
        expect(await verifyPassword("same password", second)).toBe(true);
    });

    it("hashes at the real cost unless asked for the test forums' lower one, and checks each hash at its own cost", async () => {
        const real = await hashPassword("a real password");
        expect(real.split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "1"]);
        const cheap = await hashPassword("a test password", TEST_ACCOUNT_COST);
        expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
        expect(await verifyPassword("a real password", real)).toBe(true);
        expect(await verifyPassword("a test password", cheap)).toBe(true);
        expect(await verifyPassword("a real password", cheap)).toBe(false);
    });

    it("refuses a stored value that is not a scrypt hash", async () => {
        expect(await verifyPassword("secret", "secret")).toBe(false);
        expect(await verifyPassword("secret", "")).toBe(false);
        expect(await verifyPassword("secret", "md5$abc$def")).toBe(false);
    });

    it("generates different readable passwords", () => {
        const passwords = new Set(Array.from({ length: 20 }, () => generatePassword()));
        expect(passwords.size).toBe(20);
        for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    });
});

describe("UNUSABLE_PASSWORD_HASH", () => {
    it("matches no password, not even its own text", async () => {
        expect(await verifyPassword(UNUSABLE_PASSWORD_HASH, UNUSABLE_PASSWORD_HASH)).toBe(false);
        expect(await verifyPassword("", UNUSABLE_PASSWORD_HASH)).toBe(false);
    });
});
