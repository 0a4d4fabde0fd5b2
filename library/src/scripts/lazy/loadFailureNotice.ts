/**
 * The message of a failed on-demand load (loadOnDemand.ts): "Something went wrong while contacting
 * the server." with Retry and a close button, in the toast corner. Plain DOM, not the toast slice:
 * it must work before the store exists and carry a callback, which the serialisable toast state
 * cannot. Several failures share one message; Retry retries them all.
 */
import { t } from "@library/i18n/t";
import { buttonClasses } from "@library/components/button.styles";
import { toastClasses } from "@library/toasts/toast.styles";

interface IFailure {
    message: string;
    retry: () => void;
    dismiss: () => void;
}

export const LOAD_FAILURE_NOTICE_ID = "hearth-load-failure";

let pending: IFailure[] = [];

function removeNotice(): void {
    document.getElementById(LOAD_FAILURE_NOTICE_ID)?.remove();
}

function settle(action: "retry" | "dismiss"): void {
    const failures = pending;
    pending = [];
    removeNotice();
    for (const failure of failures) failure[action]();
}

function renderNotice(message: string): void {
    removeNotice();
    const area = document.createElement("div");
    area.id = LOAD_FAILURE_NOTICE_ID;
    area.className = toastClasses.area;
    const toast = document.createElement("div");
    toast.className = toastClasses.toast;
    toast.setAttribute("role", "alert");
    const body = document.createElement("p");
    body.className = toastClasses.body;
    body.textContent = message;
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = buttonClasses("standard").join(" ");
    retry.textContent = t("Retry");
    retry.addEventListener("click", () => settle("retry"));
    const close = document.createElement("button");
    close.type = "button";
    close.className = toastClasses.close;
    close.setAttribute("aria-label", t("Close"));
    close.textContent = "×";
    close.addEventListener("click", () => settle("dismiss"));
    toast.append(body, retry, close);
    area.append(toast);
    document.body.append(area);
}

export function showLoadFailure(failure: IFailure): void {
    pending.push(failure);
    renderNotice(failure.message);
}

/** For tests only. */
export function resetLoadFailures(): void {
    pending = [];
    removeNotice();
}
