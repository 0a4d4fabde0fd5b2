/**
 * The validator itself: it finds the operation of a path, holds a body to the schema of its
 * status across the files' `$ref`s, speaks OpenAPI 3.0's `nullable`, and reports a wrong body
 * by field — so the contract test can fail.
 */
import { openApiToJsonSchema, vanillaContract } from "@server/testing/vanillaContract";
import { checkResponse, takeContractViolations } from "@server/testing/contractRecorder";

const contract = vanillaContract();

/** A tag as Vanilla's tags.yml describes it. */
const tag = { tagID: 1, id: 1, name: "Mobile", urlcode: "mobile", urlCode: "mobile", parentTagID: null };

describe("the Vanilla contract validator", () => {
    it("finds the most literal path template for a path", () => {
        expect(contract.findOperation("GET", "/discussions/12")?.template).toBe("/discussions/{id}");
        expect(contract.findOperation("DELETE", "/discussions/list")?.template).toBe("/discussions/list");
        expect(contract.findOperation("GET", "/users/me")?.template).toBe("/users/me");
        expect(contract.findOperation("GET", "/users/7")?.template).toBe("/users/{id}");
        expect(contract.findOperation("GET", "/no-such-thing")).toBeNull();
    });

    it("accepts a body that keeps the schema", () => {
        expect(contract.check("GET", "/tags", 200, [tag])).toBeNull();
    });

    it("reports a missing required field, a wrong type and an unknown status, by field", () => {
        const { id: _id, ...withoutID } = tag;
        const violation = contract.check("GET", "/tags", 200, [withoutID, { ...tag, tagID: "one" }]);
        expect(violation?.template).toBe("/tags");
        expect(violation?.errors).toEqual(
            expect.arrayContaining([
                expect.objectContaining({ at: "/*", field: "id", keyword: "required", line: '/*: missing required field "id"' }),
                expect.objectContaining({ at: "/*", field: "tagID", keyword: "type" }),
            ]),
        );
        expect(contract.check("GET", "/tags", 201, [tag])?.errors).toEqual([expect.objectContaining({ keyword: "status" })]);
    });

    it("follows $refs across files: a discussion's insertUser is dashboard's UserFragment", () => {
        const discussion = contract.check("GET", "/discussions/1", 200, { insertUser: { userID: 1, name: "member", photoUrl: "not an address", dateLastActive: null } });
        const lines = discussion?.errors.map((error) => error.line);
        expect(lines).toEqual(expect.arrayContaining(['/insertUser/photoUrl: must match format "uri"', '(body): missing required field "attributes"']));
        // Only the closest branch of UserFragment's oneOf speaks: not the ssoID-only branch, nor the oneOf itself.
        expect(lines?.filter((line) => line.startsWith("/insertUser"))).toEqual(['/insertUser/photoUrl: must match format "uri"']);
    });

    it("holds an error status the operation does not list to the common error shape", () => {
        expect(contract.check("GET", "/discussions/1", 404, { message: "Not found.", status: 404 })).toBeNull();
        expect(contract.check("GET", "/discussions/1", 404, { status: 404 })?.errors).toEqual([expect.objectContaining({ field: "message", keyword: "required" })]);
    });

    it("turns OpenAPI's nullable into JSON Schema, and drops writeOnly fields from a response's required list", () => {
        expect(openApiToJsonSchema({ type: "string", nullable: true })).toEqual({ type: ["string", "null"] });
        expect(openApiToJsonSchema({ type: "string", enum: ["a"], nullable: true })).toEqual({ type: ["string", "null"], enum: ["a", null] });
        expect(openApiToJsonSchema({ $ref: "#/x", nullable: true })).toEqual({ anyOf: [{ type: "null" }, { $ref: "#/x" }] });
        expect(openApiToJsonSchema({ type: "object", required: ["name", "password"], properties: { name: { type: "string" }, password: { type: "string", writeOnly: true } } })).toMatchObject({
            required: ["name"],
        });
    });
});

describe("the recorder the server tests use", () => {
    afterEach(() => takeContractViolations());

    it("reports a deliberately wrong response of a spec'd endpoint, and applies only the reviewed exceptions", () => {
        // A tag without its urlCode: no exception covers it.
        const { urlCode: _urlCode, ...withoutUrlCode } = tag;
        expect(checkResponse("GET", "/tags", 200, [withoutUrlCode])?.errors.map((error) => error.line)).toEqual(['/*: missing required field "urlCode"']);
        // A discussion without its required fields, `unread` (read tracking) among them: no exception covers any.
        const wrong = checkResponse("GET", "/discussions/1", 200, { discussionID: 1 });
        const missing = wrong?.errors.map((error) => error.field);
        expect(missing).toEqual(expect.arrayContaining(["attributes", "name", "unread"]));
    });

    it("leaves endpoints the spec does not call alone", () => {
        expect(checkResponse("GET", "/discussions/bookmarked", 200, { nothing: "like a list" })).toBeNull();
    });
});
