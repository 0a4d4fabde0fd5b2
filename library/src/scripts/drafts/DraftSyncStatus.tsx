/**
 * What a form shows of its draft (useDraftSync's result): the status in short words, announced
 * politely (aria-live), and, on a conflict, the notice with its two choices.
 *
 *     const draft = useDraftSync({...});
 *     <DraftSyncStatus sync={draft} />
 */
import { DraftConflictNotice } from "@library/drafts/DraftConflictNotice";
import type { IDraftSync } from "@library/drafts/useDraftSync";

export function DraftSyncStatus({ sync }: { sync: Pick<IDraftSync, "status" | "statusText" | "resolveConflict"> }) {
    if (sync.status === "conflict") return <DraftConflictNotice onChoose={(choice) => void sync.resolveConflict(choice)} />;
    return (
        <p className="draftSyncStatus" aria-live="polite">
            {sync.statusText}
        </p>
    );
}
