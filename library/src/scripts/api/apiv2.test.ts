import fetchMock from "jest-fetch-mock";
import { ApiError } from "@library/api/apiErrors";
import { apiv2, pageReloader, responsePaging } from "@library/api/apiv2";
import { setAuditContext } from "@library/api/auditContext";
import { loadTranslations, resetTranslations } from "@library/i18n/t";

const JSON_HEADERS = { "content-type": "application/json" };

function mockJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
}

function request(index = 0): Request {
    return fetchMock.mock.calls[index]![0] as Request;
}

function query(index = 0): URLSearchParams {
    return new URL(request(index).url, "http://localhost").searchParams;
}

/** Resolves with the rejection of a promise that must reject. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
    try {
        await promise;
    } catch (error) {
        return error as ApiError;
    }
    throw new Error("The call resolved; it should have rejected.");
}

afterEach(() => {
    setAuditContext(null);
    resetTranslations();
    jest.restoreAllMocks();
});

describe("requests", () => {
    it("goes under /api/v2/ with X-Requested-With: vanilla on every method", async () => {
        for (let i = 0; i < 4; i++) mockJson({});
        await apiv2.get("discussions/12");
        await apiv2.post("discussions", { name: "Hello" });
        await apiv2.patch("discussions/12", { closed: true });
        await apiv2.delete("discussions/12");

        const seen = fetchMock.mock.calls.map((_, i) => {
            const req = request(i);
            return [req.method, new URL(req.url, "http://localhost").pathname, req.headers.get("X-Requested-With")];
        });
        expect(seen).toEqual([
            ["GET", "/api/v2/discussions/12", "vanilla"],
            ["POST", "/api/v2/discussions", "vanilla"],
            ["PATCH", "/api/v2/discussions/12", "vanilla"],
            ["DELETE", "/api/v2/discussions/12", "vanilla"],
        ]);
    });

    it("sends the JSON body of a POST", async () => {
        mockJson({ discussionID: 1 });
        await apiv2.post("discussions", { name: "Hello", categoryID: 3 });
        expect(request().headers.get("content-type")).toContain("application/json");
        expect(JSON.parse(await request().text())).toEqual({ name: "Hello", categoryID: 3 });
    });

    it("adds no audit headers while there is no audit context", async () => {
        mockJson({});
        await apiv2.get("users/me");
        const headers = request().headers;
        expect(headers.get("X-Parent-Audit-Log-Id")).toBeNull();
        expect(headers.get("X-Parent-Audit-Log-Request-Path")).toBeNull();
        expect(headers.get("X-Parent-Audit-Log-Request-Method")).toBeNull();
        expect(headers.get("X-Parent-Audit-Log-Request-Query")).toBeNull();
    });

    it("adds the four audit headers when setAuditContext was given a context, and stops when it is cleared", async () => {
        setAuditContext({ parentAuditLogID: "log-42", requestPath: "/discussions", requestMethod: "GET", requestQuery: { page: "2" } });
        mockJson({});
        await apiv2.post("tick", { type: "page_view" });
        const headers = request().headers;
        expect(headers.get("X-Parent-Audit-Log-Id")).toBe("log-42");
        expect(headers.get("X-Parent-Audit-Log-Request-Path")).toBe("/discussions");
        expect(headers.get("X-Parent-Audit-Log-Request-Method")).toBe("GET");
        expect(JSON.parse(headers.get("X-Parent-Audit-Log-Request-Query") ?? "null")).toEqual({ page: "2" });
        expect(headers.get("X-Requested-With")).toBe("vanilla");

        setAuditContext(null);
        mockJson({});
        await apiv2.get("users/me");
        expect(request(1).headers.get("X-Parent-Audit-Log-Id")).toBeNull();
    });

    it("serialises query parameters: arrays with indices, nested objects with brackets, nulls and undefined left out", async () => {
        mockJson([]);
        await apiv2.get("discussions", {
            params: { expand: ["insertUser", "category"], filter: { categoryID: 3, range: { from: 1 } }, sort: null, skipped: undefined, page: 2 },
        });
        const params = query();
        expect([...params.entries()]).toEqual([
            ["expand[0]", "insertUser"],
            ["expand[1]", "category"],
            ["filter[categoryID]", "3"],
            ["filter[range][from]", "1"],
            ["page", "2"],
        ]);
        expect(params.has("sort")).toBe(false);
        expect(params.has("skipped")).toBe(false);
    });
});

describe("statuses", () => {
    it.each([400, 403, 404, 409, 422, 500, 503])("rejects status %i with an ApiError carrying the status", async (status) => {
        mockJson({ message: `Failure ${status}` }, { status });
        const error = await rejection(apiv2.get("discussions/1"));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.status).toBe(status);
        expect(error.message).toBe(`Failure ${status}`);
    });

    it("does not reject a 408: the caller gets the response", async () => {
        mockJson({ callbackPayload: "jwt" }, { status: 408 });
        const response = await apiv2.delete("discussions/list");
        expect(response.status).toBe(408);
        expect(response.data).toEqual({ callbackPayload: "jwt" });
    });

    it("resolves a 2xx answer with its data", async () => {
        mockJson({ discussionID: 7, name: "A" }, { status: 201 });
        const response = await apiv2.post("discussions", { name: "A" });
        expect(response.status).toBe(201);
        expect(response.data).toEqual({ discussionID: 7, name: "A" });
    });
});

describe("error normalisation", () => {
    it("keeps message, description, actionButton, trace and groups Vanilla's field errors by field", async () => {
        mockJson(
            {
                message: "Validation failed.",
                status: 400,
                description: "Some fields are wrong.",
                errors: [
                    { field: "name", message: "Name is required.", code: "missingField" },
                    { field: "body", message: "Body is too long.", code: "maxLength" },
                    { field: "name", message: "Name is too short.", code: "minLength" },
                ],
                actionButton: { label: "Sign In", url: "/entry/signin" },
                trace: "at DiscussionsApiController->post()",
            },
            { status: 400 },
        );
        const error = await rejection(apiv2.post("discussions", {}));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe("Validation failed.");
        expect(error.status).toBe(400);
        expect(error.description).toBe("Some fields are wrong.");
        expect(error.actionButton).toEqual({ label: "Sign In", url: "/entry/signin" });
        expect(error.trace).toBe("at DiscussionsApiController->post()");
        expect(Object.keys(error.errors).sort()).toEqual(["body", "name"]);
        expect(error.errors.name?.map((e) => e.message)).toEqual(["Name is required.", "Name is too short."]);
        expect(error.errors.name?.[0]?.code).toBe("missingField");
        expect(error.errors.body).toEqual([{ field: "body", message: "Body is too long.", code: "maxLength" }]);
    });

    it("groups errors already keyed by field (configuration save errors)", async () => {
        mockJson({ message: "Bad config.", errors: { "ui.siteName": [{ message: "Too long." }] } }, { status: 422 });
        const error = await rejection(apiv2.patch("config", { "ui.siteName": "x".repeat(999) }));
        expect(error.errors).toEqual({ "ui.siteName": [{ field: "ui.siteName", message: "Too long." }] });
    });

    it("falls back to 'Something went wrong.' when the error object has no message", async () => {
        mockJson({ status: 500 }, { status: 500 });
        const error = await rejection(apiv2.get("discussions"));
        expect(error.message).toBe("Something went wrong.");
        expect(error.status).toBe(500);
        expect(error.errors).toEqual({});
    });

    it("uses 'Something went wrong.' for a body that is not an object", async () => {
        fetchMock.mockResponseOnce("Internal Server Error", { status: 500, headers: { "content-type": "text/plain" } });
        const error = await rejection(apiv2.get("discussions"));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe("Something went wrong.");
        expect(error.status).toBe(500);

        mockJson(["not", "an", "object"], { status: 502 });
        const arrayError = await rejection(apiv2.get("discussions"));
        expect(arrayError.message).toBe("Something went wrong.");
        expect(arrayError.status).toBe(502);
    });

    it("turns a network failure into 'Something went wrong while contacting the server.'", async () => {
        fetchMock.mockRejectOnce(new TypeError("Failed to fetch"));
        const error = await rejection(apiv2.get("discussions"));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe("Something went wrong while contacting the server.");
        expect(error.status).toBe(0);
    });

    it("translates the contact-failure message once translations are loaded", async () => {
        loadTranslations("fr", { "Something went wrong while contacting the server.": "Impossible de joindre le serveur." });
        fetchMock.mockRejectOnce(new TypeError("Failed to fetch"));
        const error = await rejection(apiv2.get("discussions"));
        expect(error.message).toBe("Impossible de joindre le serveur.");
    });

    it("rejects a cancelled call with the cancellation, not a contact failure", async () => {
        const controller = new AbortController();
        controller.abort();
        const error = await rejection(apiv2.get("search", { signal: controller.signal }));
        expect(error).not.toBeInstanceOf(ApiError);
        expect((error as unknown as { code?: string }).code).toBe("ERR_CANCELED");
    });
});

describe("protection-layer HTML", () => {
    const blockedPage = `<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head>
        <body><div><h1 data-translate="block_headline">Sorry, you have been blocked</h1>
        <p>You are unable to access <b>forum.example.com</b></p></div></body></html>`;

    it("reloads the page when the answer is a challenge (cf-mitigated: challenge)", async () => {
        const reload = jest.spyOn(pageReloader, "reload").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body></body></html>", {
            status: 403,
            headers: { "content-type": "text/html; charset=UTF-8", "cf-mitigated": "challenge" },
        });
        const error = await rejection(apiv2.get("discussions"));
        expect(reload).toHaveBeenCalledTimes(1);
        expect(error).toBeInstanceOf(ApiError);
        expect(error.status).toBe(403);
    });

    it("turns a block page into its <h1> title, paragraph and the cf-ray header, without reloading", async () => {
        const reload = jest.spyOn(pageReloader, "reload").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(blockedPage, {
            status: 403,
            headers: { "content-type": "text/html; charset=UTF-8", "cf-ray": "8f1c2d3e4a5b6c7d-LHR" },
        });
        const error = await rejection(apiv2.post("discussions", { name: "x" }));
        expect(reload).not.toHaveBeenCalled();
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe("Sorry, you have been blocked");
        expect(error.description).toContain("You are unable to access forum.example.com");
        expect(error.description).toContain("Ray ID: 8f1c2d3e4a5b6c7d-LHR");
        expect(error.status).toBe(403);
    });

    it("uses the default title 'An Error has Occured' when the page has no title", async () => {
        const reload = jest.spyOn(pageReloader, "reload").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce("<html><body><p>The service is unavailable.</p></body></html>", {
            status: 503,
            headers: { "content-type": "text/html" },
        });
        const error = await rejection(apiv2.get("discussions"));
        expect(reload).not.toHaveBeenCalled();
        expect(error.message).toBe("An Error has Occured");
        expect(error.description).toBe("The service is unavailable.");
        expect(error.status).toBe(503);
    });

    it("falls back to the <title> when there is no <h1>", async () => {
        fetchMock.mockResponseOnce("<html><head><title>502 Bad Gateway</title></head><body></body></html>", {
            status: 502,
            headers: { "content-type": "text/html" },
        });
        const error = await rejection(apiv2.get("discussions"));
        expect(error.message).toBe("502 Bad Gateway");
        expect(error.description).toBeUndefined();
    });
});

describe("paging from headers", () => {
    it("reads next/prev URLs, total, current page and limit; a next URL means more pages", async () => {
        mockJson([], {
            headers: {
                "x-app-page-next-url": "/api/v2/discussions?page=3",
                "x-app-page-prev-url": "/api/v2/discussions?page=1",
                "x-app-page-result-count": "95",
                "x-app-page-current": "2",
                "x-app-page-limit": "30",
            },
        });
        const response = await apiv2.get("discussions", { params: { page: 2 } });
        expect(responsePaging(response)).toEqual({
            nextURL: "/api/v2/discussions?page=3",
            prevURL: "/api/v2/discussions?page=1",
            total: 95,
            currentPage: 2,
            limit: 30,
            hasMorePages: true,
        });
    });

    it("has no more pages on the last page and nothing when the headers are absent", async () => {
        mockJson([], { headers: { "x-app-page-result-count": "95", "x-app-page-current": "4", "x-app-page-limit": "30" } });
        const last = responsePaging(await apiv2.get("discussions"));
        expect(last.hasMorePages).toBe(false);
        expect(last.total).toBe(95);

        mockJson([]);
        expect(responsePaging(await apiv2.get("discussions"))).toEqual({
            nextURL: undefined,
            prevURL: undefined,
            total: undefined,
            currentPage: undefined,
            limit: undefined,
            hasMorePages: false,
        });
    });
});
