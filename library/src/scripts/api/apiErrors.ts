/**
 * Error normalisation (shell §7 "Response handling", §8): every failed call becomes an
 * IApiError with a message a person can read and the server's details kept.
 */
import { t } from "@library/i18n/t";

export interface IFieldError {
    field: string;
    message: string;
    code?: string;
    status?: number;
}

export interface IApiError {
    message: string;
    status: number;
    description?: string;
    /** Field errors grouped by field name. */
    errors: Record<string, IFieldError[]>;
    actionButton?: { label: string; url: string; target?: string } | null;
    trace?: string | null;
    /** The raw response body, for debugging. */
    response?: unknown;
}

export const MESSAGE_CONTACT_FAILED = "Something went wrong while contacting the server.";
export const MESSAGE_FALLBACK = "Something went wrong.";

export class ApiError extends Error implements IApiError {
    status: number;
    description?: string;
    errors: Record<string, IFieldError[]>;
    actionButton?: IApiError["actionButton"];
    trace?: string | null;
    response?: unknown;

    constructor(details: IApiError) {
        super(details.message);
        this.name = "ApiError";
        this.status = details.status;
        this.description = details.description;
        this.errors = details.errors;
        this.actionButton = details.actionButton;
        this.trace = details.trace;
        this.response = details.response;
    }
}

/** Groups Vanilla's `errors: [{field, message, code}]` (or an already keyed object) by field. */
export function groupFieldErrors(errors: unknown): Record<string, IFieldError[]> {
    const grouped: Record<string, IFieldError[]> = {};
    const add = (error: IFieldError) => {
        const field = error.field || "_";
        (grouped[field] ??= []).push(error);
    };
    if (Array.isArray(errors)) {
        for (const error of errors) {
            if (error && typeof error === "object" && typeof error.message === "string") add(error as IFieldError);
        }
    } else if (errors && typeof errors === "object") {
        for (const [field, list] of Object.entries(errors)) {
            for (const error of Array.isArray(list) ? list : [list]) {
                if (error && typeof error === "object") add({ ...(error as IFieldError), field });
            }
        }
    }
    return grouped;
}

/** Builds an ApiError from a JSON error body (object) and the HTTP status. */
export function errorFromBody(body: unknown, status: number): ApiError {
    if (body && typeof body === "object" && !Array.isArray(body)) {
        const data = body as Record<string, unknown>;
        return new ApiError({
            message: typeof data.message === "string" && data.message ? data.message : t(MESSAGE_FALLBACK),
            status,
            description: typeof data.description === "string" ? data.description : undefined,
            errors: groupFieldErrors(data.errors),
            actionButton: (data.actionButton as IApiError["actionButton"]) ?? null,
            trace: typeof data.trace === "string" ? data.trace : null,
            response: body,
        });
    }
    return new ApiError({ message: t(MESSAGE_FALLBACK), status, errors: {}, response: body });
}

function isPlainApiError(error: unknown): error is IApiError {
    if (!error || typeof error !== "object" || error instanceof Error) return false;
    const { message, status, errors } = error as Partial<IApiError>;
    return typeof message === "string" && typeof status === "number" && !!errors && typeof errors === "object";
}

/** For values caught from unknown code: an IApiError-shaped object with a readable message. */
export function toApiError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    // An IApiError kept as a plain object (what RTK Query's cache and failed actions hold).
    if (isPlainApiError(error)) return new ApiError(error);
    if (error instanceof Error) return new ApiError({ message: error.message || t(MESSAGE_FALLBACK), status: 0, errors: {} });
    return new ApiError({ message: t(MESSAGE_FALLBACK), status: 0, errors: {} });
}
