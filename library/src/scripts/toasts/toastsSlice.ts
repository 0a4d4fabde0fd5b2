/**
 * Toasts (shell §3 "Toast", §4 "Toast"): short messages in a corner of the page. A toast is
 * added visible; it is dismissed by its close button or, when autoDismiss, by the container
 * after 3000 ms; dismissing only hides it (it fades out) and the container deletes it
 * 2000 ms later. Bodies are text, so the state stays serialisable and every body has gone
 * through t() at the place that knows the message.
 */
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { IRootState } from "@library/redux/store";

export interface IToast {
    toastID: string;
    body: string;
    /** Shows a close button. */
    dismissible: boolean;
    /** Dismissed automatically 3000 ms after it appears. */
    autoDismiss: boolean;
    /** Kept at the bottom of the stack, below the toasts that come and go (Vanilla's rule). */
    persistent: boolean;
    /** 380 px wide instead of 280. */
    wide: boolean;
    className?: string;
    /** A link after the body (e.g. "Resend confirmation email"); text, so the state stays serialisable. */
    link?: { url: string; label: string };
    /** True while shown; false while it fades out, before it is deleted. */
    visibility: boolean;
}

export type IToastOptions = Pick<IToast, "body"> & Partial<Omit<IToast, "body" | "visibility">>;

export interface IToastsState {
    toasts: IToast[];
}

export const TOASTS_KEY = "toasts";
export const INITIAL_TOASTS_STATE: IToastsState = { toasts: [] };


let lastToastNumber = 0;

/** For tests only: toast IDs start again at toast-1. */
export function resetToastIDs(): void {
    lastToastNumber = 0;
}

export const toastsSlice = createSlice({
    name: "toasts",
    initialState: INITIAL_TOASTS_STATE,
    reducers: {
        /** Adds a visible toast (or replaces the one with the same toastID); the payload has its ID. */
        addToast: {
            reducer(state, { payload }: PayloadAction<IToast>) {
                const index = state.toasts.findIndex((toast) => toast.toastID === payload.toastID);
                if (index >= 0) state.toasts[index] = payload;
                else state.toasts.push(payload);
            },
            prepare(options: IToastOptions) {
                const toast: IToast = {
                    dismissible: false,
                    autoDismiss: false,
                    persistent: false,
                    wide: false,
                    ...options,
                    toastID: options.toastID ?? `toast-${++lastToastNumber}`,
                    visibility: true,
                };
                return { payload: toast };
            },
        },
        /** Starts the removal: the toast is hidden now and deleted by the container 2000 ms later. */
        dismissToast(state, { payload: toastID }: PayloadAction<string>) {
            const toast = state.toasts.find((candidate) => candidate.toastID === toastID);
            if (toast) toast.visibility = false;
        },
        /** Deletes the toast (the end of the removal). */
        removeToast(state, { payload: toastID }: PayloadAction<string>) {
            state.toasts = state.toasts.filter((toast) => toast.toastID !== toastID);
        },
    },
});

export const { addToast, dismissToast, removeToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

const NO_TOASTS: IToast[] = [];

/** The toasts in the order they were added (the container puts the persistent ones at the bottom). */
export function selectToasts(state: IRootState): IToast[] {
    return state.toasts?.toasts ?? NO_TOASTS;
}
