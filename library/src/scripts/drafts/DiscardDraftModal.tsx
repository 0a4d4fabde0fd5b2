/**
 * Content §4 "Reply form" and §8 "Discard confirmation": opening a reply to a comment while an
 * unposted top-level comment draft exists asks first. Discard → the caller removes the draft
 * (useDraftSync's remove()) and opens the reply; Cancel → nothing changes. Focus returns to the
 * control that opened it (Modal does that).
 */
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";

export const DISCARD_DRAFT_TITLE = "Discard Draft";
export const DISCARD_DRAFT_MESSAGE = "You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?";

interface IProps {
    isVisible: boolean;
    onDiscard(): void;
    onCancel(): void;
}

export function DiscardDraftModal({ isVisible, onDiscard, onCancel }: IProps) {
    return (
        <Modal isVisible={isVisible} onClose={onCancel} title={t(DISCARD_DRAFT_TITLE)} size="small">
            <p>{t(DISCARD_DRAFT_MESSAGE)}</p>
            <div>
                <Button onClick={onCancel}>{t("Cancel")}</Button> <Button buttonType="primary" onClick={onDiscard}>
                    {t("Discard")}
                </Button>
            </div>
        </Modal>
    );
}
