import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { hasPermission } from "@library/users/permissions";
import { useDeviceClass } from "@library/layout/deviceClass";
import { loadFeature } from "@library/lazy/loadFeature";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { registerComposerSlice } from "@library/forms/composerSlice";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { registerCommentsSlice } from "@vanilla/comments/commentsSlice";
import { CommentEditor } from "@vanilla/discussion/CommentEditor";
import { useReplyToComment, type IReplyToCommentProps } from "@vanilla/discussion/ReplyToComment";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";

// Quote hands its text to the reply form through the composer; editing and deleting are recorded in the comments slice.
registerComposerSlice();
registerCommentsSlice();


export interface IPostActionsProps {
    recordType: "discussion" | "comment";
    recordID: number;
    /**
     * The post's own full address, the one Share gives out. A comment's is its permalink on the
     * canonical site (commentPermalink), so its HTML need not carry it.
     */
    url?: string;
    /** comments.add here (discussions.close on a closed discussion), decided by the server. */
    canQuote?: boolean;
    /** Comments only: the edit window rule (editWindow.ts) allowed it when the page was made. */
    canEdit?: boolean;
    /** Comments only: community.moderate or comments.delete here (commentPermissions.ts). */
    canDelete?: boolean;
    /**
     * Comments only, for members who may comment here (the reply form's rule, decided by the
     * server): the Reply button and its composer (ReplyToComment.tsx).
     */
    reply?: Omit<IReplyToCommentProps, "commentID">;
    /** Signed-in members with flag.add here, on others' posts (decided by the server): Report (issue 14 item 7). */
    canReport?: boolean;
}

/** The confirmation and the request load when someone presses Delete. */
const DeleteCommentModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "DeleteCommentModal" */ "@vanilla/discussion/DeleteCommentModal")));

/** The Report dialog and its request load when someone presses Report. */
const ReportPostModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "ReportPostModal" */ "@vanilla/report/ReportPostModal")));

export const LINK_COPIED_MESSAGE = "Link copied to clipboard.";

/**
 * The actions under a post: Quote, Share (copy link, share in a message), on comments Reply, on
 * own comments Edit, for moderators Delete, on others' posts Report. On a phone (one column, ≤ 766 px) only Reply stays
 * in the row; the others are in a "More actions" menu (issue 12). CSS picks the row or the menu
 * from the first paint; the menu's items are only rendered once the script knows the screen is
 * narrow, so a comment's HTML does not carry every action twice.
 */
/** A comment's address as members share it: on the canonical site (SITE_URL), or this page's origin without one. */
export function commentPermalink(commentID: number, siteUrl = window.location.origin): string {
    return new URL(`/discussion/comment/${commentID}`, siteUrl).href;
}

export function PostActions({ recordType, recordID, url: givenUrl, canQuote = false, canEdit = false, canDelete = false, reply, canReport = false }: IPostActionsProps) {
    const { button: replyButton, composer: replyComposer, composing } = useReplyToComment(recordType === "comment" && reply ? { ...reply, commentID: recordID } : null);
    const dispatch = useAppDispatch();
    const { permissions, siteUrl } = useMeta();
    // Read only in handlers and client-only menu items: never during the server's render (no window there).
    const shareUrl = () => givenUrl ?? commentPermalink(recordID, siteUrl);
    const device = useDeviceClass();
    const narrow = device === "xs" || device === "mobile";
    const [editing, setEditing] = useState(false);
    const [quoting, setQuoting] = useState(false);
    const [confirmingDelete, setConfirmingDelete] = useState(false);
    const [reportOpen, setReportOpen] = useState(false);
    const [reported, setReported] = useState(false);
    const rootRef = useRef<HTMLDivElement>(null);
    const mayShareInMessage = hasPermission(permissions, "conversations.add");

    // Shell §4: when the editor closes (Cancel), the focus goes back to what opened it, Edit or More actions, whichever is shown.
    const wasEditing = useRef(false);
    useEffect(() => {
        if (wasEditing.current && !editing) {
            const controls = rootRef.current?.querySelectorAll<HTMLElement>(`[data-edit-opener], .${classes.moreButton}`) ?? [];
            Array.from(controls)
                .find((control) => control.offsetParent !== null || control.getClientRects().length > 0)
                ?.focus();
        }
        wasEditing.current = editing;
    }, [editing]);

    // The same for the Report dialog: on a phone its opener was a menu item, gone once the menu closed.
    const wasReporting = useRef(false);
    useEffect(() => {
        if (wasReporting.current && !reportOpen) {
            const controls = rootRef.current?.querySelectorAll<HTMLElement>(`[data-report-opener], .${classes.moreButton}`) ?? [];
            Array.from(controls)
                .find((control) => control.offsetParent !== null || control.getClientRects().length > 0)
                ?.focus();
        }
        wasReporting.current = reportOpen;
    }, [reportOpen]);

    const quote = async () => {
        setQuoting(true);
        try {
            const { quotePost } = await loadCommentThunks();
            // The quote reaches the reply form (another island) through the composer slice; a failure is a toast.
            await dispatch(quotePost({ recordType, recordID }));
        } catch (error) {
            // The actions' chunk did not load (the thunk itself never rejects).
            dispatch(addToast({ body: toApiError(error).message, dismissible: true }));
        } finally {
            setQuoting(false);
        }
    };

    const copyLink = async () => {
        try {
            await navigator.clipboard.writeText(shareUrl());
            dispatch(addToast({ body: t(LINK_COPIED_MESSAGE), autoDismiss: true }));
        } catch {
            // Clipboard access refused (permissions, insecure page): say so rather than fail silently.
            dispatch(addToast({ body: t("The link could not be copied."), dismissible: true }));
        }
    };

    const reportPreload = () => void loadOnDemand(() => import(/* webpackChunkName: "ReportPostModal" */ "@vanilla/report/ReportPostModal")).catch(() => undefined);
    const reportLabel = reported ? t("Reported") : t("Report");

    const deleteButtonPreload = () => void loadOnDemand(() => import(/* webpackChunkName: "DeleteCommentModal" */ "@vanilla/discussion/DeleteCommentModal")).catch(() => undefined);

    return (
        // data-expanded: an editor is open below the buttons, so the actions take the whole width of the post's footer.
        <div ref={rootRef} className={classes.actions} data-editing={editing ? "true" : undefined} data-expanded={editing || composing ? "true" : undefined}>
            <div className={classes.actionButtons}>
                {canQuote && (
                    <Button buttonType="text" className={classes.wideOnly} onClick={quote} disabled={quoting} aria-busy={quoting}>
                        {t("Quote")}
                    </Button>
                )}
                {replyButton}
                {/* Share and More actions end the line under the post (postFooter): their menus open towards its start. */}
                <DropDown buttonContent={t("Share")} buttonType="text" className={classes.wideOnly} align="right" flyoutOnlyWhenOpen>
                    <DropDownItem onClick={copyLink}>{t("Copy Link")}</DropDownItem>
                    {mayShareInMessage && <DropDownItem href={`/messages/add?content=${encodeURIComponent(shareUrl())}`}>{t("Share in a message")}</DropDownItem>}
                </DropDown>
                {recordType === "comment" && canEdit && !editing && (
                    <Button buttonType="text" className={classes.wideOnly} onClick={() => setEditing(true)} data-edit-opener="">
                        {t("Edit")}
                    </Button>
                )}
                {recordType === "comment" && canDelete && (
                    <Button buttonType="text" className={classes.wideOnly} onClick={() => setConfirmingDelete(true)} onPointerEnter={deleteButtonPreload}>
                        {t("Delete")}
                    </Button>
                )}
                {canReport && (
                    <Button buttonType="text" className={classes.wideOnly} onClick={() => setReportOpen(true)} onPointerEnter={reportPreload} data-report-opener="" data-reported={reported ? "true" : undefined}>
                        {reportLabel}
                    </Button>
                )}
                <DropDown
                    buttonContent={<span aria-hidden="true">⋯</span>}
                    buttonLabel={t("More actions")}
                    buttonType="text"
                    buttonClassName={classes.moreButton}
                    className={classes.narrowOnly}
                    align="right"
                    id={`post-actions-${recordType}-${recordID}`}
                    flyoutOnlyWhenOpen
                    onOpenChange={(open) => {
                        if (open && recordType === "comment" && canDelete) deleteButtonPreload();
                        if (open && canReport) reportPreload();
                    }}
                >
                    {narrow && canQuote && (
                        <DropDownItem onClick={() => void quote()} disabled={quoting}>
                            {t("Quote")}
                        </DropDownItem>
                    )}
                    {narrow && <DropDownItem onClick={() => void copyLink()}>{t("Copy Link")}</DropDownItem>}
                    {narrow && mayShareInMessage && <DropDownItem href={`/messages/add?content=${encodeURIComponent(shareUrl())}`}>{t("Share in a message")}</DropDownItem>}
                    {narrow && recordType === "comment" && canEdit && !editing && <DropDownItem onClick={() => setEditing(true)}>{t("Edit")}</DropDownItem>}
                    {narrow && recordType === "comment" && canDelete && <DropDownItem onClick={() => setConfirmingDelete(true)}>{t("Delete")}</DropDownItem>}
                    {narrow && canReport && <DropDownItem onClick={() => setReportOpen(true)}>{reportLabel}</DropDownItem>}
                </DropDown>
            </div>
            {replyComposer}
            {editing && <CommentEditor commentID={recordID} onCancel={() => setEditing(false)} />}
            {confirmingDelete && (
                <Suspense fallback={null}>
                    <DeleteCommentModal commentID={recordID} commentUrl={shareUrl()} onClose={() => setConfirmingDelete(false)} />
                </Suspense>
            )}
            {reportOpen && (
                <Suspense fallback={null}>
                    <ReportPostModal recordType={recordType} recordID={recordID} alreadyReported={reported} onReported={() => setReported(true)} onClose={() => setReportOpen(false)} />
                </Suspense>
            )}
        </div>
    );
}
