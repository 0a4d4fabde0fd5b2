/**
 * The theme preview toast (shell §4), shown to administrators while they preview a theme:
 * "You are previewing the {name} theme" with Apply (Restore for a revision) and Cancel.
 * - Apply without a revision makes the theme current, then goes to the preview's redirect address.
 * - Restore (a revision) activates that revision, then goes to the theme's revisions page.
 * - Cancel ends the preview (empty values), then goes to the redirect address.
 * The clicked button shows a spinner while it works and after it succeeded (until the next page
 * arrives); a failure is shown inside the toast and both buttons work again.
 */
import { useState } from "react";
import { classes } from "typestyle";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { toastClasses } from "@library/toasts/toast.styles";
import { putCurrentTheme, patchThemeRevision, putPreviewTheme } from "@library/theme/themeActions";
import { themePreviewClasses } from "@library/theme/themePreview.styles";
import { themeRevisionsUrl, type IThemePreview, type ThemeAction } from "@library/theme/themeTypes";
import type { IApiError } from "@library/api/apiErrors";

/** Page navigation, replaceable in tests (jsdom cannot navigate). */
export const themeNavigator = { assign: (url: string) => window.location.assign(url) };

type Status = "idle" | "loading" | "success";

export function ThemePreviewToast({ preview }: { preview: IThemePreview }) {
    const dispatch = useAppDispatch();
    const [action, setAction] = useState<ThemeAction>("preview");
    const [status, setStatus] = useState<Status>("idle");
    const [error, setError] = useState<string | null>(null);
    const isRevision = preview.revisionID !== null;

    async function run(next: Exclude<ThemeAction, "preview">) {
        setAction(next);
        setStatus("loading");
        setError(null);
        try {
            let target = preview.redirect;
            if (next === "cancel") {
                await dispatch(putPreviewTheme({ themeID: null, revisionID: null }));
            } else if (isRevision) {
                await dispatch(patchThemeRevision({ themeID: preview.themeID, revisionID: preview.revisionID! }));
                target = themeRevisionsUrl(preview.themeID);
            } else {
                await dispatch(putCurrentTheme({ themeID: preview.themeID }));
            }
            setStatus("success");
            themeNavigator.assign(target);
        } catch (caught) {
            setStatus("idle");
            setError((caught as IApiError).message || t("Something went wrong."));
        }
    }

    const busy = status !== "idle";
    const spinner = (
        <span className={themePreviewClasses.spinner}>
            <Loader delayMs={0} size={14} />
        </span>
    );
    const applyLabel = isRevision ? t("Restore") : t("Apply");
    return (
        <div className={classes(toastClasses.area, themePreviewClasses.area)} role="region" aria-label={t("Theme preview")}>
            <div className={classes(toastClasses.toast, toastClasses.wide)} data-testid="theme-preview-toast">
                <div className={themePreviewClasses.content}>
                    <p className={toastClasses.body} style={{ margin: 0 }}>
                        {tf("You are previewing the {name} theme", { name: preview.name })}
                    </p>
                    {error && (
                        <p className={themePreviewClasses.error} role="alert">
                            {error}
                        </p>
                    )}
                    <div className={themePreviewClasses.actions}>
                        <Button buttonType="standard" className={themePreviewClasses.button} disabled={busy} aria-busy={busy && action === "cancel"} onClick={() => run("cancel")}>
                            {busy && action === "cancel" ? spinner : t("Cancel")}
                        </Button>
                        <Button buttonType="primary" className={themePreviewClasses.button} disabled={busy} aria-busy={busy && action === "apply"} onClick={() => run("apply")}>
                            {busy && action === "apply" ? spinner : applyLabel}
                        </Button>
                    </div>
                </div>
            </div>
        </div>
    );
}
