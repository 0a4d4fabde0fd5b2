/**
 * /appearance/themes: the site's themes with their colours, which one is current, and for each:
 * Preview (this administrator only, with the preview toast), Apply (everyone), Edit (the main
 * variables, saved as a new revision), Revisions, and Delete (never the current theme).
 */
import { useState } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { deleteTheme, putCurrentTheme, putPreviewTheme } from "@library/theme/themeActions";
import { selectThemeState } from "@library/theme/themeSlice";
import { THEMES_PAGE_URL, themeRevisionsUrl, type ITheme } from "@library/theme/themeTypes";
import { ThemeVariablesForm } from "@dashboard/themes/ThemeVariablesForm";
import { PREVIEW_LANDING_URL, themePageNavigator } from "@dashboard/themes/themeNavigation";
import { themesClasses as classes } from "@dashboard/themes/themes.styles";

type Busy = { themeID: number; action: "preview" | "apply" | "delete" } | null;

function Swatches({ theme }: { theme: ITheme }) {
    const { globalPrimary, globalBg, globalFg } = theme.preview;
    return (
        <span className={classes.swatches} aria-hidden="true">
            {[globalPrimary, globalBg, globalFg].map((color, index) => (
                <span key={index} className={classes.swatch} style={{ background: color ?? undefined }} />
            ))}
        </span>
    );
}

export function ThemeManager() {
    const dispatch = useAppDispatch();
    const themes = useAppSelector(selectThemeState).themes.data ?? [];
    const [busy, setBusy] = useState<Busy>(null);
    const [editing, setEditing] = useState<number | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [saved, setSaved] = useState<string | null>(null);

    async function act(theme: ITheme, action: NonNullable<Busy>["action"]) {
        if (action === "delete" && !window.confirm(tf("Delete the {name} theme?", { name: theme.name }))) return;
        setBusy({ themeID: theme.themeID, action });
        setError(null);
        try {
            if (action === "preview") {
                await dispatch(putPreviewTheme({ themeID: theme.themeID, revisionID: null, redirect: THEMES_PAGE_URL }));
                themePageNavigator.assign(PREVIEW_LANDING_URL);
                return;
            }
            if (action === "apply") {
                await dispatch(putCurrentTheme({ themeID: theme.themeID }));
                // The server paints the theme: a full load shows it everywhere at once.
                themePageNavigator.reload();
                return;
            }
            await dispatch(deleteTheme({ themeID: theme.themeID }));
            setBusy(null);
        } catch (caught) {
            setError((caught as IApiError).message);
            setBusy(null);
        }
    }

    const label = (theme: ITheme, action: NonNullable<Busy>["action"], text: string) =>
        busy?.themeID === theme.themeID && busy.action === action ? <Loader delayMs={0} size={14} label={t(text)} /> : t(text);

    return (
        <div>
            {error && (
                <p className={classes.error} role="alert">
                    {error}
                </p>
            )}
            {saved && <p role="status">{saved}</p>}
            <ul className={classes.list}>
                {themes.map((theme) => (
                    <li key={theme.themeID} className={classes.card}>
                        <div className={classes.header}>
                            <h2 className={classes.name}>{theme.name}</h2>
                            <Swatches theme={theme} />
                            {theme.current && <span className={classes.badge}>{t("Current Theme")}</span>}
                        </div>
                        <p className={classes.meta}>{tf("Revision: {name}", { name: theme.revisionName })}</p>
                        <div className={classes.actions}>
                            <Button onClick={() => act(theme, "preview")} disabled={busy !== null} aria-label={tf("Preview {name}", { name: theme.name })}>
                                {label(theme, "preview", "Preview")}
                            </Button>
                            {!theme.current && (
                                <Button buttonType="primary" onClick={() => act(theme, "apply")} disabled={busy !== null} aria-label={tf("Apply {name}", { name: theme.name })}>
                                    {label(theme, "apply", "Apply")}
                                </Button>
                            )}
                            <Button
                                onClick={() => setEditing(editing === theme.themeID ? null : theme.themeID)}
                                aria-expanded={editing === theme.themeID}
                                aria-label={tf("Edit {name}", { name: theme.name })}
                            >
                                {t("Edit")}
                            </Button>
                            <a href={themeRevisionsUrl(theme.themeID)}>{t("Revisions")}</a>
                            {!theme.current && (
                                <Button buttonType="text" onClick={() => act(theme, "delete")} disabled={busy !== null} aria-label={tf("Delete {name}", { name: theme.name })}>
                                    {label(theme, "delete", "Delete")}
                                </Button>
                            )}
                        </div>
                        {editing === theme.themeID && (
                            <ThemeVariablesForm
                                theme={theme}
                                onCancel={() => setEditing(null)}
                                onSaved={(updated) => {
                                    setEditing(null);
                                    setSaved(tf("Saved {name} as {revision}.", { name: updated.name, revision: updated.revisionName }));
                                }}
                            />
                        )}
                    </li>
                ))}
            </ul>
        </div>
    );
}
