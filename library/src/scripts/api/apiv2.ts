/**
 * The one API client (shell §7, DESIGN.md §3): axios over the fetch adapter so tests intercept
 * every call with jest-fetch-mock.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { ApiError, MESSAGE_CONTACT_FAILED, errorFromBody } from "@library/api/apiErrors";
import { isChallenge, isHtmlResponse, protectionLayerError } from "@library/api/protectionLayer";
import { pagingFromHeaders, type IPaging } from "@library/api/paging";
import { stringifyQuery } from "@library/api/queryString";
import { t } from "@library/i18n/t";

import { AUDIT_HEADERS, REQUEST_ORIGIN_HEADER, REQUEST_ORIGIN_VALUE, apiRequestHeaders } from "@library/api/apiv2Headers";
export { AUDIT_HEADERS, REQUEST_ORIGIN_HEADER, REQUEST_ORIGIN_VALUE };


/** Statuses 400 and above reject, except 408 (long-runner timeouts continue). */
export function isAcceptedStatus(status: number): boolean {
    return status < 400 || status === 408;
}

function addRequestHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    for (const [name, value] of Object.entries(apiRequestHeaders())) config.headers.set(name, value);
    return config;
}

/** Reloads the page; a function so tests can observe it (jsdom cannot navigate). */
export const pageReloader = { reload: () => window.location.reload() };

function normaliseError(error: unknown): Promise<never> {
    if (!(error instanceof AxiosError)) return Promise.reject(error);
    const response = error.response;
    if (!response) {
        // No answer at all: the network failed or the request was cancelled.
        if (axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED) return Promise.reject(error);
        return Promise.reject(new ApiError({ message: t(MESSAGE_CONTACT_FAILED), status: 0, errors: {} }));
    }
    const header = (name: string) => {
        const value = response.headers[name.toLowerCase()];
        return value === undefined || value === null ? null : String(value);
    };
    if (isHtmlResponse(header("content-type"), response.data)) {
        if (isChallenge(header)) pageReloader.reload();
        return Promise.reject(protectionLayerError(String(response.data ?? ""), response.status, header));
    }
    return Promise.reject(errorFromBody(response.data, response.status));
}

export function createApiClient(baseURL = "/api/v2/"): AxiosInstance {
    const client = axios.create({
        baseURL,
        adapter: "fetch",
        withCredentials: true,
        validateStatus: isAcceptedStatus,
        paramsSerializer: { serialize: (params) => stringifyQuery(params as Record<string, unknown>) },
        headers: { Accept: "application/json" },
    });
    client.interceptors.request.use(addRequestHeaders);
    client.interceptors.response.use((response) => response, normaliseError);
    return client;
}

export const apiv2 = createApiClient();

/** Paging of a list response, from its x-app-page-* headers. */
export function responsePaging(response: AxiosResponse): IPaging {
    return pagingFromHeaders((name) => {
        const value = response.headers[name];
        return value === undefined || value === null ? null : String(value);
    });
}
