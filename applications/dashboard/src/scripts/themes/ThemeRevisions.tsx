/**
 * /appearance/style-guides/{themeID}/revisions: a theme's revisions, newest first, the active one
 * marked; any other can be previewed (the toast then offers Restore) or restored directly.
 */
import { useState } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Loader } from "@library/components/Loader";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { formatDate } from "@library/utility/dates";
import { patchThemeRevision, putPreviewTheme } from "@library/theme/themeActions";
import { selectThemeState } from "@library/theme/themeSlice";
import { themeRevisionsUrl } from "@library/theme/themeTypes";
import { PREVIEW_LANDING_URL, themePageNavigator } from "@dashboard/themes/themeNavigation";
import { themesClasses as classes } from "@dashboard/themes/themes.styles";

export interface IThemeRevisionsProps {
    themeID: number;
}

export function ThemeRevisions({ themeID }: IThemeRevisionsProps) {
    const dispatch = useAppDispatch();
    const revisions = useAppSelector(selectThemeState).revisions[themeID]?.data ?? [];
    const [busy, setBusy] = useState<{ revisionID: number; action: "preview" | "restore" } | null>(null);
    const [error, setError] = useState<string | null>(null);

    async function act(revisionID: number, action: "preview" | "restore") {
        setBusy({ revisionID, action });
        setError(null);
        try {
            if (action === "preview") {
                await dispatch(putPreviewTheme({ themeID, revisionID, redirect: themeRevisionsUrl(themeID) }));
                themePageNavigator.assign(PREVIEW_LANDING_URL);
                return;
            }
            await dispatch(patchThemeRevision({ themeID, revisionID }));
        } catch (caught) {
            setError((caught as IApiError).message);
        }
        setBusy(null);
    }

    const label = (revisionID: number, action: "preview" | "restore", text: string) =>
        busy?.revisionID === revisionID && busy.action === action ? <Loader delayMs={0} size={14} label={t(text)} /> : t(text);

    return (
        <div>
            {error && (
                <p className={classes.error} role="alert">
                    {error}
                </p>
            )}
            <ul className={classes.list}>
                {revisions.map((revision) => (
                    <li key={revision.revisionID} className={classes.card}>
                        <div className={classes.header}>
                            <h2 className={classes.name}>{revision.revisionName}</h2>
                            {revision.active && <span className={classes.badge}>{t("Active")}</span>}
                        </div>
                        <p className={classes.meta}>{tf("Saved {date}", { date: formatDate(revision.dateInserted) })}</p>
                        {!revision.active && (
                            <div className={classes.actions}>
                                <Button onClick={() => act(revision.revisionID, "preview")} disabled={busy !== null} aria-label={tf("Preview {name}", { name: revision.revisionName })}>
                                    {label(revision.revisionID, "preview", "Preview")}
                                </Button>
                                <Button buttonType="primary" onClick={() => act(revision.revisionID, "restore")} disabled={busy !== null} aria-label={tf("Restore {name}", { name: revision.revisionName })}>
                                    {label(revision.revisionID, "restore", "Restore")}
                                </Button>
                            </div>
                        )}
                    </li>
                ))}
            </ul>
        </div>
    );
}
