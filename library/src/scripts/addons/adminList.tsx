/**
 * The admin list kit (add-on API version 7, through @library/addons/addonPageKit): what a
 * dashboard page of an add-on is made of, so ranks, badges and subcommunities look and behave
 * alike. A list of records with their actions, a form to add or edit one, a status region that
 * announces what changed and the server's message when a call fails. Native buttons and fields
 * only: the pages work by keyboard. Theme colours only, so the dark scheme follows.
 */
import { useCallback, useState, type ReactNode } from "react";
import { style } from "typestyle";
import { t, tf } from "@library/i18n/t";
import { colorVars, sizes } from "@library/theme/themeVariables";
import type { IApiError } from "@library/api/apiErrors";

const button = {
    minHeight: 36,
    padding: "0 12px",
    borderRadius: sizes.borderRadius,
    border: `1px solid ${colorVars.border}`,
    background: colorVars.bg,
    color: colorVars.fg,
    font: "inherit",
    cursor: "pointer",
    $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 }, "&:disabled": { opacity: 0.6, cursor: "default" } },
} as const;

export const adminListClasses = {
    /** The list (`ul`/`ol`) and its rows: name and details first, the row's buttons after. */
    list: style({ listStyle: "none", margin: "0 0 24px", padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
    itemText: style({ flex: "1 1 240px", minWidth: 0 }),
    name: style({ fontWeight: sizes.fontWeights.semiBold, marginRight: 8 }),
    label: style({ display: "inline-block", padding: "0 6px", borderRadius: sizes.borderRadius, border: `1px solid ${colorVars.primary}`, color: colorVars.fg, fontSize: sizes.fontSizes.small }),
    /** A line of details under the name. */
    detail: style({ display: "block", color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, marginTop: 4 }),
    actions: style({ display: "flex", flexWrap: "wrap", gap: 6 }),
    button: style(button),
    primary: style({ ...button, background: colorVars.primary, color: colorVars.primaryContrast, borderColor: colorVars.primary }),
    danger: style({ ...button, color: colorVars.error, borderColor: colorVars.error }),
    form: style({ display: "grid", gap: 12, maxWidth: 520, padding: 16, border: `1px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, marginBottom: 24 }),
    formHeading: style({ fontSize: sizes.fontSizes.large, margin: 0 }),
    field: style({ display: "grid", gap: 4 }),
    input: style({
        minHeight: 36,
        padding: "4px 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 1 } },
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    error: style({ color: colorVars.error, margin: 0 }),
    row: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }),
    status: style({ minHeight: "1.5em", margin: "0 0 12px" }),
};

/** What to tell the user of a failed API call: the first field's message, else the answer's. */
export function apiErrorMessage(error: unknown): string {
    const apiError = error as Partial<IApiError>;
    const fieldMessage = apiError.errors ? Object.values(apiError.errors).flat()[0]?.message : undefined;
    return fieldMessage ?? apiError.message ?? t("Something went wrong.");
}

/**
 * A page's calls one at a time: `run(work)` sets `busy` while the work runs (buttons disable),
 * clears the last error, and shows the server's message in `error` when it fails.
 */
export function useAdminActions() {
    const [busy, setBusy] = useState(false);
    const [status, setStatus] = useState("");
    const [error, setError] = useState("");
    const run = useCallback(async (work: () => Promise<void>) => {
        setBusy(true);
        setError("");
        try {
            await work();
        } catch (caught) {
            setError(apiErrorMessage(caught));
        } finally {
            setBusy(false);
        }
    }, []);
    return { busy, status, setStatus, error, setError, run };
}

/** The status region: what the last action changed, announced politely. */
export function AdminStatus({ status }: { status: string }) {
    return (
        <p role="status" className={adminListClasses.status}>
            {status}
        </p>
    );
}

/** The last call's failure, announced at once; nothing while there is none. */
export function AdminError({ error }: { error: string }) {
    return error ? (
        <p role="alert" className={adminListClasses.error}>
            {error}
        </p>
    ) : null;
}

/** A labelled field of an admin form: the label's text, the control, and a hint under it. */
export function AdminField({ label, hint, hintID, children }: { label: string; hint?: string; hintID?: string; children: ReactNode }) {
    return (
        <label className={adminListClasses.field}>
            {label}
            {children}
            {hint && (
                <span id={hintID} className={adminListClasses.hint}>
                    {hint}
                </span>
            )}
        </label>
    );
}

interface IConfirmDeleteProps {
    /** The record's name, in the buttons' labels. */
    name: string;
    /** Whether the record's delete was asked once (the page keeps one such record). */
    confirming: boolean;
    busy: boolean;
    onAsk(): void;
    onConfirm(): void;
    onKeep(): void;
    /** The confirming button's text; "Delete {name}" when not given. */
    confirmLabel?: string;
}

/** Delete asked twice: "Delete…", then "Delete {name}" and "Keep". */
export function ConfirmDeleteButtons({ name, confirming, busy, onAsk, onConfirm, onKeep, confirmLabel }: IConfirmDeleteProps) {
    if (!confirming) {
        return (
            <button type="button" className={adminListClasses.button} disabled={busy} onClick={onAsk} aria-label={tf("Delete {name}…", { name })}>
                {t("Delete…")}
            </button>
        );
    }
    return (
        <>
            <button type="button" className={adminListClasses.danger} disabled={busy} onClick={onConfirm}>
                {confirmLabel ?? tf("Delete {name}", { name })}
            </button>
            <button type="button" className={adminListClasses.button} onClick={onKeep}>
                {t("Keep")}
            </button>
        </>
    );
}
