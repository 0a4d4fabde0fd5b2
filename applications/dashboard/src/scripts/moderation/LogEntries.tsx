/**
 * The content log (issue 14 item 7, content §2 /log/filter): a post's revisions, each shown side
 * by side with the version that followed it (the newest with the post as it is now), or the
 * deleted comments of a discussion; each can be restored. A restored entry says so, and focus
 * moves there.
 */
import { useEffect, useId, useRef } from "react";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { formatDate } from "@library/utility/dates";
import { lineDiff } from "@dashboard/moderation/lineDiff";
import { moderationClasses as classes } from "@dashboard/moderation/moderation.styles";
import type { ILogCurrent, ILogEntry } from "@dashboard/moderation/moderationTypes";
import { selectLogOutcome } from "@dashboard/moderation/moderationSlice";
import { restoreLogEntry } from "@dashboard/moderation/moderationThunks";

export interface ILogEntriesProps {
    operation: "edit" | "delete";
    entries: ILogEntry[];
    /** The post now (revisions only): what the newest revision is compared with. */
    current: ILogCurrent | null;
}

const MARKS = { same: "", removed: "−", added: "+", changed: "±" } as const;

function SideBySide({ before, after, caption }: { before: string; after: string; caption: string }) {
    const rows = lineDiff(before, after);
    return (
        <table className={classes.diff}>
            <caption className={classes.meta}>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col" className={classes.diffCell}>
                        {t("This revision")}
                    </th>
                    <th scope="col" className={classes.diffCell}>
                        {t("Next version")}
                    </th>
                </tr>
            </thead>
            <tbody>
                {rows.map((row, index) => (
                    <tr key={index}>
                        <td className={`${classes.diffCell} ${row.kind === "removed" || row.kind === "changed" ? classes.removed : ""}`}>
                            {row.left !== null && row.kind !== "same" ? `${MARKS[row.kind === "changed" ? "removed" : row.kind]} ` : ""}
                            {row.left ?? ""}
                        </td>
                        <td className={`${classes.diffCell} ${row.kind === "added" || row.kind === "changed" ? classes.added : ""}`}>
                            {row.right !== null && row.kind !== "same" ? `${MARKS[row.kind === "changed" ? "added" : row.kind]} ` : ""}
                            {row.right ?? ""}
                        </td>
                    </tr>
                ))}
            </tbody>
        </table>
    );
}

function Entry({ entry, next, operation }: { entry: ILogEntry; next: { name: string | null; text: string } | null; operation: "edit" | "delete" }) {
    const dispatch = useAppDispatch();
    const outcome = useAppSelector((state) => selectLogOutcome(state, entry.logID));
    const said = useRef<HTMLParagraphElement>(null);
    const headingID = useId();
    const restored = outcome?.status === LoadStatus.SUCCESS || (operation === "delete" && entry.dateRestored !== null);
    useEffect(() => {
        if (outcome?.status === LoadStatus.SUCCESS || outcome?.status === LoadStatus.ERROR) said.current?.focus();
    }, [outcome?.status]);

    const title =
        operation === "delete"
            ? tf("Comment by {author}, deleted by {who} on {date}", { author: entry.recordUser.name, who: entry.insertUser.name, date: formatDate(entry.dateInserted) })
            : tf("Before the edit by {who} on {date}", { who: entry.insertUser.name, date: formatDate(entry.dateInserted) });

    return (
        <li className={classes.card} aria-labelledby={headingID} data-log-entry={entry.logID}>
            <h2 id={headingID} className={classes.heading}>
                {title}
            </h2>
            {operation === "delete" ? (
                <div className={classes.body} dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />
            ) : (
                <>
                    {entry.name !== null && next && entry.name !== next.name && (
                        <p className={classes.meta}>{tf("Title: “{before}” → “{after}”", { before: entry.name, after: next.name ?? "" })}</p>
                    )}
                    {next ? <SideBySide before={entry.text} after={next.text} caption={t("Changes made by this edit")} /> : <div className={classes.body} dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />}
                </>
            )}
            {(outcome?.status === LoadStatus.SUCCESS || outcome?.status === LoadStatus.ERROR) && (
                <p ref={said} tabIndex={-1} role={outcome.status === LoadStatus.SUCCESS ? "status" : "alert"} className={outcome.status === LoadStatus.SUCCESS ? classes.outcome : classes.error}>
                    {outcome.status === LoadStatus.SUCCESS ? (operation === "delete" ? t("Comment restored.") : t("Revision restored: the post says this again.")) : outcome.error}
                </p>
            )}
            {!restored && (
                <div className={classes.actions}>
                    <Button disabled={outcome?.status === LoadStatus.LOADING} onClick={() => void dispatch(restoreLogEntry({ logID: entry.logID })).catch(() => undefined)} data-log-action="restore">
                        {operation === "delete" ? t("Restore Comment") : t("Restore This Revision")}
                    </Button>
                </div>
            )}
        </li>
    );
}

export function LogEntries({ operation, entries, current }: ILogEntriesProps) {
    if (entries.length === 0) return <p>{operation === "delete" ? t("No deleted comments.") : t("No revisions: the post was never edited.")}</p>;
    return (
        <ol className={classes.list}>
            {entries.map((entry, index) => {
                // Newest first: the version after entry i is entry i-1, and after the newest, the post now.
                const newer = index === 0 ? current : { name: entries[index - 1]!.name, text: entries[index - 1]!.text };
                return <Entry key={entry.logID} entry={entry} next={operation === "edit" ? newer : null} operation={operation} />;
            })}
        </ol>
    );
}
