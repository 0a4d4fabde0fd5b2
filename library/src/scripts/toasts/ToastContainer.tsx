import { useEffect, useMemo } from "react";
import { classes } from "typestyle";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { toastClasses } from "@library/toasts/toast.styles";
import { toastVariables } from "@library/toasts/toast.variables";
import { dismissToast, removeToast, selectToasts, type IToast } from "@library/toasts/toastsSlice";

function Toast({ toast }: { toast: IToast }) {
    const dispatch = useAppDispatch();
    const { toastID, visibility, autoDismiss } = toast;

    // The timers of shell §4: an autoDismiss toast is dismissed after 3000 ms; a dismissed
    // (hidden) one is deleted 2000 ms later, once it has faded out.
    useEffect(() => {
        if (!visibility) {
            const timer = setTimeout(() => dispatch(removeToast(toastID)), toastVariables.removalDelayMs);
            return () => clearTimeout(timer);
        }
        if (!autoDismiss) return undefined;
        const timer = setTimeout(() => dispatch(dismissToast(toastID)), toastVariables.autoDismissMs);
        return () => clearTimeout(timer);
    }, [dispatch, toastID, visibility, autoDismiss]);

    return (
        <div
            className={classes(toastClasses.toast, toast.wide && toastClasses.wide, !visibility && toastClasses.hidden, toast.className)}
            data-toast-id={toastID}
            // While it fades out it is gone for assistive technology and the keyboard.
            aria-hidden={visibility ? undefined : true}
            // React 18 knows no `inert` prop: an empty string sets the attribute, undefined leaves it off.
            {...(visibility ? {} : { inert: "" })}
        >
            <div className={toastClasses.body}>
                {toast.body}
                {toast.link && (
                    <>
                        {" "}
                        <a href={toast.link.url}>{toast.link.label}</a>
                    </>
                )}
            </div>
            {toast.dismissible && (
                <button type="button" className={toastClasses.close} aria-label={t("Dismiss")} title={t("Dismiss")} onClick={() => dispatch(dismissToast(toastID))}>
                    <Icon name="close" size="small" />
                </button>
            )}
        </div>
    );
}

/**
 * The page's one toast area, rendered by PageLayout. It is a live region that exists (empty)
 * from the first paint, so screen readers announce each toast added to it; aria-atomic is
 * off so only the new toast is read, not the whole stack.
 */
export function ToastContainer() {
    const toasts = useAppSelector(selectToasts);
    // Persistent toasts stay at the bottom of the stack (the area stacks upwards, so: first).
    const ordered = useMemo(() => [...toasts.filter((toast) => toast.persistent), ...toasts.filter((toast) => !toast.persistent)], [toasts]);
    return (
        <div className={toastClasses.area} role="status" aria-live="polite" aria-atomic="false">
            {ordered.map((toast) => (
                <Toast key={toast.toastID} toast={toast} />
            ))}
        </div>
    );
}
