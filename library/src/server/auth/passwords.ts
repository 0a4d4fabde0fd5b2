/** Password hashes with crypto.scrypt: "scrypt$N$r$p$salt$hash", compared in constant time. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt's cost parameters, stored in each hash (verifyPassword reads them from there). */
export interface IPasswordCost {
    N: number;
    r: number;
    p: number;
}

/** Every real account's: 16 MiB of memory and about 50 ms of CPU per hash or check. */
const ACCOUNT_COST: IPasswordCost = { N: 16384, r: 8, p: 1 };

/**
 * The test forums' demo accounts only (testing/testApp.ts, the browser tests' servers): a
 * sixteenth of the cost. The test suite signs in thousands of times, and at the real cost those
 * checks were a tenth of the server tests' CPU. Never for an account someone could sign in to
 * on a real forum: the real cost is what makes a stolen hash slow to guess.
 */
export const TEST_ACCOUNT_COST: IPasswordCost = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
    return new Promise((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
}

export async function hashPassword(password: string, cost: IPasswordCost = ACCOUNT_COST): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, cost);
    return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * A stored hash no password matches (verifyPassword knows only the "scrypt" scheme): for seeded
 * accounts nobody is meant to sign in to, without spending an scrypt run on a throw-away password.
 */
export const UNUSABLE_PASSWORD_HASH = "unusable";

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, hash] = stored.split("$");
    if (scheme !== "scrypt" || !salt || !hash) return false;
    const expected = Buffer.from(hash, "base64");
    const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A readable random password for the demo accounts. */
export function generatePassword(): string {
    return randomBytes(12).toString("base64url");
}
