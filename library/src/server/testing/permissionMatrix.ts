/**
 * Permission-matrix tests in one shape: endpoints × roles × the status each cell expects, each
 * cell a test that sends the call as that role to the test app and asserts the answer. The core's
 * discussion matrix and each add-on's matrix describe only their calls and their table.
 *
 *     testPermissionMatrix({
 *         forum: () => t,
 *         roles: ["guest", "member", "moderator", "admin"],
 *         calls: { "GET /ranks": () => ({ method: "GET", url: "/api/v2/ranks" }) },
 *         rows: [["GET /ranks", 200, 200, 200, 200]],
 *     });
 *
 * Rows run in their order (a row may depend on an earlier one: a DELETE last). A role is signed
 * in as the user of its name, once, before the first cell; "guest" sends no cookie.
 */
import type { LightMyRequestResponse } from "fastify";
import { signIn, type ITestApp } from "@server/testing/testApp";

export type MatrixMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface IMatrixRequest {
    method: MatrixMethod;
    url: string;
    /** Sent as JSON; without it the call still carries the API's request-origin header. */
    payload?: unknown;
    /** The cell's answer when it is not the status code (a bulk action's per-item status). */
    statusOf?: (response: LightMyRequestResponse) => number;
}

export interface IPermissionMatrix<Role extends string, Call extends string> {
    /** The test app, made in the file's own beforeAll (read when the cells run). */
    forum: () => ITestApp;
    roles: readonly Role[];
    /** What each call sends, built for the acting role when its cell runs (it may prepare records first). */
    calls: Record<Call, (role: Role) => IMatrixRequest | Promise<IMatrixRequest>>;
    /** A row a call: its name, then the expected status for each role, in `roles` order. */
    rows: ReadonlyArray<readonly [NoInfer<Call>, ...number[]]>;
}

/** The session cookie of each role but "guest", signed in as the user of the role's name. */
export async function signInRoles<Role extends string>(forum: ITestApp, roles: readonly Role[]): Promise<Partial<Record<Role, string>>> {
    const signedIn = await Promise.all(roles.filter((role) => role !== "guest").map(async (role) => [role, await signIn(forum.app, role)] as const));
    return Object.fromEntries(signedIn) as Partial<Record<Role, string>>;
}

/** Sends one cell's call as `cookie`'s user (none: a guest). */
export async function sendMatrixCall(forum: ITestApp, request: IMatrixRequest, cookie: string | undefined): Promise<number> {
    const headers: Record<string, string> = { "x-requested-with": "vanilla" };
    if (cookie) headers.cookie = cookie;
    if (request.payload !== undefined) headers["content-type"] = "application/json";
    const response = await forum.app.inject({ method: request.method, url: request.url, headers, ...(request.payload !== undefined ? { payload: JSON.stringify(request.payload) } : {}) });
    return request.statusOf ? request.statusOf(response) : response.statusCode;
}

/** Declares the matrix's tests: a describe a row, a test a role, in order. */
export function testPermissionMatrix<Role extends string, Call extends string>(matrix: IPermissionMatrix<Role, Call>): void {
    let cookies: Partial<Record<Role, string>> | undefined;
    describe.each(matrix.rows.map((row) => [...row]))("%s", (call, ...expected) => {
        it.each(matrix.roles.map((role, index) => [role, expected[index]!] as const))("as %s answers %i", async (role, status) => {
            const forum = matrix.forum();
            cookies ??= await signInRoles(forum, matrix.roles);
            const request = await matrix.calls[call as Call](role);
            expect(await sendMatrixCall(forum, request, cookies[role])).toBe(status);
        });
    });
}
