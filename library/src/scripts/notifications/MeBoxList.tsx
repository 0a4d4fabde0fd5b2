import type { ReactNode } from "react";
import { Loader } from "@library/components/Loader";
import { t } from "@library/i18n/t";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import { notificationsClasses as css } from "@library/notifications/notifications.styles";

interface IProps<T> {
    /** The wrapper's data-testid. */
    testID: string;
    /** Labels the list; the drop-down and the side panel's tab give their own. */
    headingID: string;
    /** The heading level that fits where the list is shown. */
    headingLevel: "h2" | "h3";
    /** The heading's text, already translated. */
    title: string;
    /** Beside the heading (a "Mark All Read" button). */
    headerAction?: ReactNode;
    /** Below the list (a link to all of them). */
    footer?: ReactNode;
    items: ILoadable<T[]>;
    /** Shown, as an alert, when loading failed with nothing loaded before. */
    errorMessage: string;
    /** Shown when the loaded list is empty. */
    emptyMessage: string;
    /** The list's items (`<li>`s). */
    children: (items: T[]) => ReactNode;
}

/**
 * The frame of the signed-in box's lists (notifications, conversations): a heading, then the
 * error, loading or empty state or the list labelled by the heading, then an optional footer.
 */
export function MeBoxList<T>({ testID, headingID, headingLevel: Heading, title, headerAction, footer, items, errorMessage, emptyMessage, children }: IProps<T>) {
    let content;
    if (items.status === LoadStatus.ERROR && !items.data) {
        content = (
            <p className={css.status} role="alert">
                {errorMessage}
            </p>
        );
    } else if (!items.data) {
        content = (
            <div className={css.status}>
                <Loader size={24} label={t("Loading")} />
            </div>
        );
    } else if (items.data.length === 0) {
        content = <p className={css.status}>{emptyMessage}</p>;
    } else {
        content = (
            <ul className={css.list} aria-labelledby={headingID}>
                {children(items.data)}
            </ul>
        );
    }

    return (
        <div data-testid={testID}>
            <div className={css.header}>
                <Heading id={headingID} className={css.heading}>
                    {title}
                </Heading>
                {headerAction}
            </div>
            {content}
            {footer}
        </div>
    );
}
