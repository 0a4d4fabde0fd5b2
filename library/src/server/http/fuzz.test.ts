/**
 * Issue 10 item 5: bad input never answers 500, and every error answer comes in one shape.
 * Walks every route the app registered (the host's onRoute catalogue, so a new route is fuzzed
 * without touching this file) and sends, signed in as the administrator so that requests get
 * past the permission checks into the handlers: odd path ids, wrong-typed, nested, oversized and
 * non-numeric query values, broken / wrong-typed / oversized JSON, array-valued form fields and
 * broken multipart bodies. Asserts no 5xx, the error shape on the API
 * (`{message, status, errors?: [{field, message, code}]}`), an HTML error page elsewhere, and
 * the security headers on every answer. The request count is bounded (about 2,500) and printed.
 */
import type { LightMyRequestResponse, InjectOptions } from "fastify";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { securityHeaderProblems } from "@server/testing/securityHeaderChecks";
import type { IRouteEntry } from "@server/app";

// A bound, not a wait: about 4,000 requests take under half a minute alone, but several minutes
// on PostgreSQL beside three other busy test workers on two cores.
jest.setTimeout(300_000);

interface ISchemaNode {
    type?: string | string[];
    properties?: Record<string, ISchemaNode>;
}

const PATH_VALUES = ["0", "-1", "1.5", "abc", "1e309", "Infinity", "9".repeat(30), "%00", "%E0%A4%A", "x".repeat(200)];
const ODD_QUERY_VALUES: Array<(name: string) => string> = [
    (name) => `${name}=1e309`,
    (name) => `${name}=Infinity`,
    (name) => `${name}=abc`,
    (name) => `${name}=`,
    (name) => `${name}[]=1&${name}[]=2`,
    (name) => `${name}[a][b][c]=1`,
    (name) => `${name}=${"x".repeat(20_000)}`,
];
/** Query names most list endpoints read, fuzzed on every route besides those its schema names. */
const COMMON_QUERY = ["page", "limit", "sort", "expand", "target"];
const BOUNDARY = "----hearthfuzz";

/** Properties of a schema (Fastify keeps route schemas as given: plain JSON Schema objects). */
function propertiesOf(schema: unknown): Record<string, ISchemaNode> {
    return (schema as ISchemaNode | undefined)?.properties ?? {};
}

/** A value of the wrong type for a property of this schema. */
function wrongValue(node: ISchemaNode): unknown {
    const type = [node.type].flat()[0];
    switch (type) {
        case "string":
            return { nested: ["x"] };
        case "integer":
        case "number":
            return "abc";
        case "boolean":
            return "maybe";
        case "array":
            return "not-a-list";
        default:
            return [1, { a: null }];
    }
}

function fillPath(url: string, value: string): string {
    return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

interface ICase {
    route: IRouteEntry;
    request: InjectOptions;
}

function casesFor(route: IRouteEntry): ICase[] {
    const isApi = route.url.startsWith("/api/");
    const base = fillPath(route.url, "1");
    const headers = isApi ? { "x-requested-with": "vanilla" } : {};
    const method = route.method as InjectOptions["method"];
    const cases: ICase[] = [];
    const add = (request: InjectOptions) => cases.push({ route, request: { method, ...request, headers: { ...headers, ...request.headers } } });

    if (/[:*]/.test(route.url)) for (const value of PATH_VALUES) add({ url: fillPath(route.url, value) });

    const queryNames = [...new Set([...Object.keys(propertiesOf(route.schema?.querystring)), ...COMMON_QUERY])];
    for (const odd of ODD_QUERY_VALUES) add({ url: `${base}?${queryNames.map(odd).join("&")}` });

    if (method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE") {
        const json = { "content-type": "application/json" };
        const bodyProperties = propertiesOf(route.schema?.body);
        const names = Object.keys(bodyProperties).length ? Object.keys(bodyProperties) : ["name", "email", "body", "id"];
        add({ url: base, headers: json, payload: '{"broken": ' });
        add({ url: base, headers: json, payload: "" });
        add({ url: base, headers: json, payload: "{}" });
        add({ url: base, headers: json, payload: '{"noSuchField": 1}' });
        for (const payload of ["[]", "null", '"text"', "42"]) add({ url: base, headers: json, payload });
        add({ url: base, headers: json, payload: JSON.stringify(Object.fromEntries(names.map((name) => [name, wrongValue(bodyProperties[name] ?? {})]))) });
        add({ url: base, headers: json, payload: JSON.stringify(Object.fromEntries(names.map((name) => [name, null]))) });
        add({ url: base, headers: json, payload: JSON.stringify(Object.fromEntries(names.map((name) => [name, "x".repeat(100_000)]))) });
        // JSON.parse reads 1e309 as Infinity: a number no schema's "integer" should let through.
        add({ url: base, headers: json, payload: `{${names.map((name) => `${JSON.stringify(name)}: 1e309`).join(", ")}}` });
        add({ url: base, headers: json, payload: `{"a": "${"x".repeat(1_100_000)}"}` });
        const form = { "content-type": "application/x-www-form-urlencoded" };
        add({ url: base, headers: form, payload: names.map((name) => `${name}[]=`).join("&") });
        add({ url: base, headers: form, payload: names.map((name) => `${name}[a][b]=1`).join("&") });
        const multipart = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
        const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
        add({ url: base, headers: multipart, payload: part }); // truncated: no closing boundary
        add({ url: base, headers: { "content-type": "multipart/form-data" }, payload: part }); // no boundary
        add({ url: base, headers: { "content-type": "text/plain" }, payload: "hello" });
    }
    return cases;
}

/** What is wrong with one answer, if anything. */
function problemsOf(route: IRouteEntry, response: LightMyRequestResponse): string[] {
    const problems = securityHeaderProblems(response.headers);
    if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (response.statusCode < 400) return problems;
    const type = String(response.headers["content-type"] ?? "");
    if (!route.url.startsWith("/api/") && type.startsWith("text/html")) return problems;
    if (!type.startsWith("application/json")) return [...problems, `error answer ${response.statusCode} as ${type || "no content type"}`];
    let body: Record<string, unknown>;
    try {
        body = response.json();
    } catch {
        return [...problems, "error answer is not JSON"];
    }
    if (typeof body.message !== "string" || body.status !== response.statusCode) problems.push(`error shape: ${response.body.slice(0, 200)}`);
    if ("statusCode" in body || "error" in body || "code" in body) problems.push(`Fastify's error shape: ${response.body.slice(0, 200)}`);
    if (body.errors !== undefined) {
        const valid =
            Array.isArray(body.errors) &&
            body.errors.every((error: Record<string, unknown>) => typeof error.field === "string" && typeof error.message === "string" && typeof error.code === "string");
        if (!valid) problems.push(`errors list shape: ${response.body.slice(0, 200)}`);
    }
    return problems;
}

/** Routes that end the session or delete run last, so the rest are fuzzed signed in and with data. */
function order(route: IRouteEntry): number {
    if (/signout|signOut/.test(route.url)) return 3;
    if (route.method === "DELETE") return 2;
    return route.method === "GET" ? 0 : 1;
}

describe("fuzzing every route", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("never answers 5xx, and answers errors in the documented shape with the security headers", async () => {
        const routes = forum.app.hearth.routes.filter((route) => route.method !== "HEAD" && route.method !== "OPTIONS").sort((a, b) => order(a) - order(b));
        expect(routes.length).toBeGreaterThan(50);
        const admin = await signIn(forum.app, "admin");
        const failures: string[] = [];
        let requests = 0;
        // One route after the other (the order above matters); a route's cases at once, which
        // overlaps their database round trips and keeps the run short on PostgreSQL.
        for (const route of routes) {
            const cases = casesFor(route);
            const responses = await Promise.all(cases.map(({ request }) => forum.app.inject({ ...request, headers: { ...request.headers, cookie: admin } })));
            requests += cases.length;
            responses.forEach((response, index) => {
                const { request } = cases[index]!; // one response per case
                for (const problem of problemsOf(route, response)) failures.push(`${request.method} ${String(request.url).slice(0, 120)}: ${problem}`);
            });
        }
        console.log(`Fuzzed ${routes.length} routes with ${requests} requests (${forum.dialect}).`);
        expect(failures.slice(0, 40)).toEqual([]);
    });
});
