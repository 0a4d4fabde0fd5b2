/**
 * Errors in Vanilla's shape (vanilla-openapi): `{message, status, errors: [{field, message, code}]}`.
 * One path for every 4xx and 5xx: routes throw HttpError (any status: 400, 403, 404, 429 …),
 * schema failures become per-field 400s, Fastify's own errors (broken JSON, a body too large, a
 * bad URL …) keep their status but take this shape, anything else is a logged 500. Code that
 * answers an error itself (a hook, the not-found handler) sends errorBody().
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface IFieldErrorBody {
    field: string;
    message: string;
    code: string;
    status?: number;
}

export class HttpError extends Error {
    /** For a 403: the permissions the viewer lacks (Vanilla's PermissionError), none when the refusal is not about a permission. */
    public permissions: string[] = [];

    constructor(
        public status: number,
        message: string,
        public errors: IFieldErrorBody[] = [],
        public description?: string,
    ) {
        super(message);
    }
}

/** A 403 naming the permissions the viewer lacks. */
export function missingPermissions(names: string[], message = `You need the ${names.join(", ")} permission to do that.`): HttpError {
    const error = new HttpError(403, message);
    error.permissions = names;
    return error;
}

export const notFound = (what = "Page") => new HttpError(404, `${what} not found.`);
export const forbidden = (message = "Permission Problem") => new HttpError(403, message);

interface IAjvError {
    instancePath?: string;
    keyword: string;
    message?: string;
    params?: Record<string, unknown>;
}

function fieldOf(error: IAjvError): string {
    const missing = error.params?.missingProperty;
    if (typeof missing === "string") return missing;
    const additional = error.params?.additionalProperty;
    if (typeof additional === "string") return additional;
    return (error.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
}

function fieldMessage(field: string, error: IAjvError): string {
    switch (error.keyword) {
        case "required":
            return `${field} is required.`;
        case "minimum":
            return `${field} must be greater than or equal to ${error.params?.limit}.`;
        case "maximum":
            return `${field} must be less than or equal to ${error.params?.limit}.`;
        case "enum":
            return `${field} must be one of: ${(error.params?.allowedValues as unknown[] | undefined)?.join(", ")}.`;
        case "type":
            return `${field} is not a valid ${error.params?.type}.`;
        case "minLength":
            return `${field} must be at least ${error.params?.limit} characters long.`;
        case "maxLength":
            return `${field} must be at most ${error.params?.limit} characters long.`;
        default:
            return `${field} ${error.message ?? "is not valid"}.`;
    }
}

export function validationErrorBody(validation: IAjvError[]) {
    const errors = validation.map((error) => {
        const field = fieldOf(error);
        return { field, message: fieldMessage(field, error), code: error.keyword, status: 400 };
    });
    return { message: errors.length === 1 ? errors[0]!.message : "Validation Failed", status: 400, errors };
}

export interface IErrorBody {
    message: string;
    status: number;
    description?: string;
    errors?: IFieldErrorBody[];
    /** On a 403 (Vanilla's PermissionError): the permissions the viewer lacks. */
    permissions?: string[];
}

/** The body of every error answer. */
export function errorBody(status: number, message: string, errors: IFieldErrorBody[] = [], description?: string, permissions: string[] = []): IErrorBody {
    return { message, status, ...(description ? { description } : {}), ...(errors.length ? { errors } : {}), ...(status === 403 ? { permissions } : {}) };
}

/** Any thrown value as the answer it deserves. */
export function errorAnswer(error: unknown): IErrorBody {
    if (error instanceof HttpError) return errorBody(error.status, error.message, error.errors, error.description, error.permissions);
    const fastifyError = error as Partial<FastifyError> | null;
    if (fastifyError?.validation) return validationErrorBody(fastifyError.validation as IAjvError[]);
    const status = typeof fastifyError?.statusCode === "number" && fastifyError.statusCode >= 400 && fastifyError.statusCode < 600 ? fastifyError.statusCode : 500;
    // A 5xx message may name internals (SQL, paths): the visitor gets a generic one, the log the rest.
    return errorBody(status, status >= 500 ? "Something went wrong." : String(fastifyError?.message || "Bad Request"));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
    const body = errorAnswer(error);
    if (body.status >= 500) request.log.error(error);
    return reply.status(body.status).type("application/json; charset=utf-8").send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
