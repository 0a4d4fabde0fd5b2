/**
 * The Vanilla wire contract (DESIGN.md §4), checked: Vanilla's OpenAPI files
 * (`../shared/vanilla-openapi/`, or VANILLA_OPENAPI_DIR) are loaded once, and a response of an
 * endpoint the spec calls (contractEndpoints.ts) is validated against the schema of its
 * (method, path template, status). Test-only code: the server tests run every `/api/v2/`
 * response through it (contractRecorder.ts).
 *
 * Ajv resolves the schemas' `$ref`s itself, across files: each YAML file is added under its
 * file URL, so `schemas.yml#/components/schemas/…` and `../../dashboard/openapi/…` resolve
 * against the file that holds them, and a reference into a file Hearth does not have (groups,
 * knowledge bases) is only an error for a schema that reaches it. What OpenAPI 3.0 says
 * differently from JSON Schema is converted before (openApiToJsonSchema).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import yaml from "js-yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Where Vanilla's OpenAPI files are: VANILLA_OPENAPI_DIR, else `shared/vanilla-openapi` beside the checkout or a parent of it. */
export function vanillaOpenApiDir(): string {
    const fromEnv = process.env.VANILLA_OPENAPI_DIR;
    if (fromEnv) {
        if (!fs.existsSync(fromEnv)) throw new Error(`VANILLA_OPENAPI_DIR=${fromEnv} does not exist.`);
        return fromEnv;
    }
    // A worktree may sit deeper than the main checkout: look in every parent.
    for (let dir = path.resolve(__dirname, "../../../.."); ; dir = path.dirname(dir)) {
        const candidate = path.join(dir, "..", "shared", "vanilla-openapi");
        if (fs.existsSync(candidate)) return path.resolve(candidate);
        if (path.dirname(dir) === dir) break;
    }
    throw new Error("Vanilla's OpenAPI files (the wire contract) were not found in ../shared/vanilla-openapi: set VANILLA_OPENAPI_DIR.");
}

function yamlFilesUnder(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
        if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) return [];
        return [path.join(entry.parentPath, entry.name)];
    });
}

/**
 * OpenAPI 3.0's schema dialect in JSON Schema terms, in place:
 * - `nullable: true` → `null` joins the type (or the enum); beside `allOf`/`oneOf`/`$ref` it
 *   becomes `anyOf: [null, the rest]`.
 * - `writeOnly` properties (a password) are never in a response: they leave `required`.
 * - A `$ref` with siblings: OpenAPI 3.0 ignores the siblings (a description, `nullable`
 *   aside), so only `nullable` is kept.
 * - `x-…` and `example` keywords are annotations: left alone (ajv runs with strict off).
 */
export function openApiToJsonSchema(node: Json): Json {
    if (Array.isArray(node)) return node.map(openApiToJsonSchema);
    if (node === null || typeof node !== "object") return node;
    const object: JsonObject = {};
    for (const [key, value] of Object.entries(node)) object[key] = openApiToJsonSchema(value);

    if (typeof object.$ref === "string") {
        const ref: JsonObject = { $ref: object.$ref };
        return object.nullable === true ? { anyOf: [{ type: "null" }, ref] } : ref;
    }
    const properties = object.properties;
    if (Array.isArray(object.required) && properties && typeof properties === "object" && !Array.isArray(properties)) {
        object.required = object.required.filter((name) => {
            const property = properties[name as string];
            return !(property && typeof property === "object" && !Array.isArray(property) && property.writeOnly === true);
        });
    }
    if (object.nullable === true) {
        delete object.nullable;
        if (typeof object.type === "string") {
            object.type = [object.type, "null"];
            if (Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
        } else if (object.type === undefined) {
            const { description, ...rest } = object;
            return { ...(description !== undefined ? { description } : {}), anyOf: [{ type: "null" }, rest] };
        }
    } else if (object.nullable === false) {
        delete object.nullable;
    }
    return object;
}

/** Bumped when openApiToJsonSchema changes, so cached conversions are not reused. */
const CONVERSION_VERSION = 2;

/**
 * Vanilla serves its OpenAPI files merged into one document, so a file may point at a schema
 * another file defines with a local `#/components/schemas/X`, and some point into add-ons'
 * files that are not published (knowledge bases, groups). In place, for ajv: a local reference
 * the file lacks goes to the file that defines it; a reference into a missing file becomes a
 * schema nothing matches (`not: {}`), so a `oneOf` branch of a record type Hearth lacks drops
 * out and a required one fails loudly.
 */
function linkReferences(documents: Record<string, Json>): void {
    const resolvable = (fileUrl: string, pointer: string): boolean => {
        let node: Json | undefined = documents[fileUrl];
        for (const part of pointer.split("/").slice(1)) {
            if (!node || typeof node !== "object" || Array.isArray(node)) return false;
            node = node[unescapePointer(part)];
        }
        return node !== undefined;
    };
    const visit = (node: Json, fileUrl: string): void => {
        if (Array.isArray(node)) return node.forEach((item) => visit(item, fileUrl));
        if (!node || typeof node !== "object") return;
        if (typeof node.$ref === "string") {
            const [file, pointer = ""] = node.$ref.split("#");
            const target = file ? new URL(file.replace(/^\//, "./"), fileUrl).href : fileUrl;
            if (!(target in documents)) {
                delete node.$ref;
                node.not = {};
                node.description = `Not published: ${file}`;
            } else if (!resolvable(target, pointer)) {
                const owner = Object.keys(documents).find((url) => resolvable(url, pointer));
                if (owner) node.$ref = `${owner}#${pointer}`;
            }
        }
        for (const value of Object.values(node)) visit(value, fileUrl);
    };
    for (const [fileUrl, document] of Object.entries(documents)) visit(document, fileUrl);
}

/**
 * Every YAML file under `dir`, parsed and converted, by file URL. Parsing the YAML takes about
 * half a second and every test file would pay it (jest gives each file its own modules), so the
 * result is cached as JSON in the temporary folder, keyed by the files' names, sizes and times.
 */
function loadDocuments(dir: string): Record<string, Json> {
    const files = yamlFilesUnder(dir).sort();
    const key = createHash("sha256");
    key.update(`${CONVERSION_VERSION}\n`);
    for (const file of files) {
        const stat = fs.statSync(file);
        key.update(`${file}\t${stat.size}\t${stat.mtimeMs}\n`);
    }
    const cacheFile = path.join(os.tmpdir(), `hearth-vanilla-openapi-${key.digest("hex").slice(0, 16)}.json`);
    try {
        return JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Record<string, Json>;
    } catch {
        // Not cached yet (or a torn file): parse.
    }
    const documents: Record<string, Json> = {};
    for (const file of files) documents[pathToFileURL(file).href] = openApiToJsonSchema(yaml.load(fs.readFileSync(file, "utf8")) as Json);
    linkReferences(documents);
    // Written aside and renamed: a parallel worker never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(documents));
    fs.renameSync(partial, cacheFile);
    return documents;
}

interface IOperation {
    /** The file URL of the YAML file that defines it. */
    fileUrl: string;
    /** JSON pointer to the operation object inside that file. */
    pointer: string;
    operation: JsonObject;
    /** `/discussions/{id}`: the path template as the OpenAPI file writes it. */
    template: string;
}

export interface IContractViolation {
    method: string;
    path: string;
    template: string;
    status: number;
    errors: IContractError[];
}

function escapePointer(part: string): string {
    return part.replace(/~/g, "~0").replace(/\//g, "~1");
}

function unescapePointer(part: string): string {
    return part.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** `/discussions/{id}` or `/fragments/:fragmentUUID` → a matcher and its number of literal segments. */
function templateMatcher(template: string): { regex: RegExp; literals: number } {
    const segments = template.replace(/\/$/, "").split("/").slice(1);
    let literals = 0;
    const pattern = segments
        .map((segment) => {
            if (/^\{[^}]+\}$/.test(segment) || /^:/.test(segment)) return "[^/]+";
            literals++;
            return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("/");
    return { regex: new RegExp(`^/${pattern}/?$`), literals };
}

export class VanillaContract {
    private readonly documents = new Map<string, Json>();
    private readonly operations = new Map<string, Array<IOperation & { regex: RegExp; literals: number }>>();
    private readonly validators = new Map<string, ValidateFunction>();
    private readonly ajv: Ajv;

    constructor(dir = vanillaOpenApiDir()) {
        // strict off: OpenAPI's annotations (x-…, example, discriminator) are not JSON Schema keywords.
        // inlineRefs off: each shared schema (UserFragment, …) is compiled once instead of into every schema that uses it, which halves the compile time.
        this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false, inlineRefs: false });
        addFormats(this.ajv);
        // Vanilla's own formats, for query parameters (never in a response body).
        this.ajv.addFormat("date-filter", true);
        // Plugins' files are partial schemas Vanilla merges into the core ones (optional fields only): the core files are the contract.
        for (const [fileUrl, document] of Object.entries(loadDocuments(path.join(dir, "applications")))) {
            this.documents.set(fileUrl, document);
            this.ajv.addSchema(document as object, fileUrl);
            this.indexPaths(fileUrl, document);
        }
    }

    private indexPaths(fileUrl: string, document: Json): void {
        if (!document || typeof document !== "object" || Array.isArray(document)) return;
        const paths = document.paths;
        if (!paths || typeof paths !== "object" || Array.isArray(paths)) return;
        for (const [template, item] of Object.entries(paths)) {
            if (!item || typeof item !== "object" || Array.isArray(item)) continue;
            for (const method of HTTP_METHODS) {
                const operation = item[method];
                if (!operation || typeof operation !== "object" || Array.isArray(operation)) continue;
                const key = method.toUpperCase();
                const list = this.operations.get(key) ?? [];
                list.push({ fileUrl, pointer: `/paths/${escapePointer(template)}/${method}`, operation, template, ...templateMatcher(template) });
                this.operations.set(key, list);
            }
        }
    }

    /** The operation that answers `method path` (path under /api/v2, no query): the most literal template wins. */
    findOperation(method: string, apiPath: string): IOperation | null {
        const candidates = (this.operations.get(method.toUpperCase()) ?? []).filter((candidate) => candidate.regex.test(apiPath));
        candidates.sort((a, b) => b.literals - a.literals);
        return candidates[0] ?? null;
    }

    /** Follows a `$ref` to a non-schema object (a response) by hand: ajv resolves only schemas. */
    private follow(fileUrl: string, pointer: string): { fileUrl: string; pointer: string; node: JsonObject } {
        for (let hops = 0; hops < 10; hops++) {
            const node = this.at(fileUrl, pointer);
            if (typeof node.$ref !== "string") return { fileUrl, pointer, node };
            const [file, fragment = ""] = node.$ref.split("#");
            fileUrl = file ? new URL(file.replace(/^\//, "./"), fileUrl).href : fileUrl;
            pointer = fragment;
        }
        throw new Error(`Too many $ref hops at ${fileUrl}#${pointer}.`);
    }

    private at(fileUrl: string, pointer: string): JsonObject {
        let node = this.documents.get(fileUrl);
        if (node === undefined) throw new Error(`The contract references ${fileUrl}, which is not among Vanilla's OpenAPI files.`);
        for (const part of pointer.split("/").slice(1)) {
            if (!node || typeof node !== "object" || Array.isArray(node)) throw new Error(`No ${pointer} in ${fileUrl}.`);
            node = node[unescapePointer(part)];
        }
        if (!node || typeof node !== "object" || Array.isArray(node)) throw new Error(`No ${pointer} in ${fileUrl}.`);
        return node;
    }

    /**
     * The compiled validator of a response (compiled once per process), or a reason there is
     * none: `undefined` when the contract defines no JSON body for it (204, or a status the
     * operation does not list — reported by validateResponse).
     */
    private validatorFor(operation: IOperation, status: number): ValidateFunction | "no-status" | "no-body" {
        const responses = operation.operation.responses;
        if (!responses || typeof responses !== "object" || Array.isArray(responses)) return "no-status";
        const key = String(status) in responses ? String(status) : "default" in responses ? "default" : null;
        if (!key) return "no-status";
        const cacheKey = `${operation.fileUrl}#${operation.pointer}/responses/${key}`;
        const cached = this.validators.get(cacheKey);
        if (cached) return cached;
        const response = this.follow(operation.fileUrl, `${operation.pointer}/responses/${escapePointer(key)}`);
        const content = response.node.content;
        const json = content && typeof content === "object" && !Array.isArray(content) ? content["application/json"] : undefined;
        if (!json || typeof json !== "object" || Array.isArray(json) || !json.schema) return "no-body";
        const validate = this.ajv.compile({ $ref: `${response.fileUrl}#${response.pointer}/content/application~1json/schema` });
        this.validators.set(cacheKey, validate);
        return validate;
    }

    /**
     * The ways one response breaks the contract (empty: it keeps it). A status the operation
     * does not list is a violation for a success (2xx); an error status the operation does not
     * list is held to the common error shape ({message, status}).
     */
    check(method: string, apiPath: string, status: number, body: unknown): IContractViolation | null {
        const operation = this.findOperation(method, apiPath);
        if (!operation) throw new Error(`The contract has no operation for ${method} ${apiPath}.`);
        const violation = (errors: IContractError[]): IContractViolation | null =>
            errors.length ? { method: method.toUpperCase(), path: apiPath, template: operation.template, status, errors } : null;
        let validate = this.validatorFor(operation, status);
        if (validate === "no-status" && status >= 400) validate = this.errorValidator();
        if (validate === "no-status") {
            const listed = Object.keys(operation.operation.responses ?? {}).join(", ");
            return violation([{ at: "", field: "", keyword: "status", line: `status ${status} is not among the contract's responses (${listed})` }]);
        }
        if (validate === "no-body") return null;
        if (validate(body)) return null;
        return violation(describeErrors(validate.errors ?? []));
    }

    private errorValidator(): ValidateFunction {
        const key = "error";
        let validate = this.validators.get(key);
        if (!validate) {
            const responses = [...this.documents.keys()].find((url) => url.endsWith("/dashboard/openapi/responses.yml"));
            validate = this.ajv.compile({ $ref: `${responses}#/components/responses/NotFound/content/application~1json/schema` });
            this.validators.set(key, validate);
        }
        return validate;
    }
}

/** One way a body breaks its schema. */
export interface IContractError {
    /** Where in the body, list indexes as `*` ("" is the body itself, "/*" an item of a list). */
    at: string;
    /** The field concerned: a missing required field, an unexpected one, or the last part of the path. */
    field: string;
    /** Ajv's keyword that failed (required, format, type, enum, …). */
    keyword: string;
    /** One line for a reader: where, what. */
    line: string;
}

/**
 * A failed `oneOf` reports every branch's errors; only the branch that came closest (fewest
 * errors) says what is wrong, so the others and the `oneOf` line itself are dropped.
 */
function closestBranches(errors: ErrorObject[]): ErrorObject[] {
    let kept = errors;
    for (const oneOf of errors.filter((error) => error.keyword === "oneOf")) {
        const prefix = `${oneOf.schemaPath}/`;
        const branches = new Map<string, ErrorObject[]>();
        for (const error of kept) {
            if (!error.schemaPath.startsWith(prefix) || !error.instancePath.startsWith(oneOf.instancePath)) continue;
            const branch = error.schemaPath.slice(prefix.length).split("/")[0]!;
            branches.set(branch, [...(branches.get(branch) ?? []), error]);
        }
        if (branches.size === 0) continue;
        // Fewest errors wins; on a tie, the first branch (the full shape comes before the partial ones).
        const closest = [...branches.entries()].sort(([a, aErrors], [b, bErrors]) => aErrors.length - bErrors.length || Number(a) - Number(b))[0]![1];
        const dropped = new Set([oneOf, ...[...branches.values()].flat().filter((error) => !closest.includes(error))]);
        kept = kept.filter((error) => !dropped.has(error));
    }
    return kept;
}

/** Ajv's errors, one per place and problem. */
export function describeErrors(errors: ErrorObject[]): IContractError[] {
    const described = new Map<string, IContractError>();
    for (const error of closestBranches(errors)) {
        const where = error.instancePath.replace(/\/\d+(?=\/|$)/g, "/*");
        let field: string;
        let line: string;
        if (error.keyword === "required") {
            field = (error.params as { missingProperty: string }).missingProperty;
            line = `${where || "(body)"}: missing required field "${field}"`;
        } else if (error.keyword === "additionalProperties") {
            field = (error.params as { additionalProperty: string }).additionalProperty;
            line = `${where || "(body)"}: unexpected field "${field}"`;
        } else {
            const parts = where.split("/");
            field = parts.pop() ?? "";
            const allowed = error.keyword === "enum" ? ` ${JSON.stringify((error.params as { allowedValues: unknown }).allowedValues)}` : "";
            line = `${where || "(body)"}: ${error.message ?? error.keyword}${allowed}`;
            described.set(line, { at: parts.join("/"), field, keyword: error.keyword, line });
            continue;
        }
        described.set(line, { at: where, field, keyword: error.keyword, line });
    }
    return [...described.values()];
}

let shared: VanillaContract | null = null;

/** One contract per process (jest module registry): loading and compiling are the costly part. */
export function vanillaContract(): VanillaContract {
    shared ??= new VanillaContract();
    return shared;
}
