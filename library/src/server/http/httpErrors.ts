/**
 * Errors in Vanilla's shape (vanilla-openapi): `{message, status, errors: [{field, message, code}]}`.
 * Routes throw HttpError; the error handler turns schema failures into per-field 400s.
 */
import type { FastifyError, FastifyInstance } from "fastify";

export interface IFieldErrorBody {
    field: string;
    message: string;
    code: string;
    status?: number;
}

export class HttpError extends Error {
    constructor(
        public status: number,
        message: string,
        public errors: IFieldErrorBody[] = [],
        public description?: string,
    ) {
        super(message);
    }
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
    return { message: errors.length === 1 ? errors[0].message : "Validation Failed", status: 400, errors };
}

export function installErrorHandler(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
        if ("validation" in error && error.validation) {
            return reply.status(400).send(validationErrorBody(error.validation as IAjvError[]));
        }
        if (error instanceof HttpError) {
            return reply.status(error.status).send({
                message: error.message,
                status: error.status,
                ...(error.description ? { description: error.description } : {}),
                ...(error.errors.length ? { errors: error.errors } : {}),
            });
        }
        const status = typeof (error as FastifyError).statusCode === "number" ? (error as FastifyError).statusCode! : 500;
        if (status >= 500) request.log.error(error);
        return reply.status(status).send({ message: status >= 500 ? "Something went wrong." : error.message, status });
    });
}
