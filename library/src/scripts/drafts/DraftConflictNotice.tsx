/**
 * Told in words when another tab or device saved the draft in between (a 409, or another tab's
 * save): load the other version, or keep theirs (saved as the latest). The member's text stays in
 * the form until they choose. Shown by a form next to its useDraftSync status.
 */
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";

export const DRAFT_CONFLICT_MESSAGE = "This draft was changed in another tab or on another device.";

interface IProps {
    onChoose(choice: "theirs" | "mine"): void;
}

export function DraftConflictNotice({ onChoose }: IProps) {
    return (
        <div role="alert" className="draftConflict">
            <p>{t(DRAFT_CONFLICT_MESSAGE)}</p>
            <Button onClick={() => onChoose("theirs")}>{t("Load the other version")}</Button> <Button onClick={() => onChoose("mine")}>{t("Keep mine")}</Button>
        </div>
    );
}
