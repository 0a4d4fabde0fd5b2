import { useEffect, useState } from "react";
import { classes } from "typestyle";
import { loaderClasses } from "@library/components/loader.styles";
import { t } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";

export const LOADER_DELAY_MS = 150;

interface IProps {
    /** Nothing shows until this long has passed (shell §4): fast loads never flash a spinner. */
    delayMs?: number;
    /** Announced to screen readers; default "Loading". */
    label?: string;
    /** Spinner diameter in pixels. */
    size?: number;
    className?: string;
}

/**
 * A spinner that appears only after a delay. It renders nothing on the server and in the first
 * client render, so hydration always matches.
 */
export function Loader({ delayMs = LOADER_DELAY_MS, label, size = 32, className }: IProps) {
    const [shown, setShown] = useState(delayMs <= 0);
    useEffect(() => {
        if (delayMs <= 0) return;
        const timer = setTimeout(() => setShown(true), delayMs);
        return () => clearTimeout(timer);
    }, [delayMs]);

    if (!shown) return null;
    const text = label ?? t("Loading");
    return (
        <div role="status" aria-label={text} className={classes(loaderClasses.root, className)}>
            <span aria-hidden="true" className={loaderClasses.spinner} style={{ width: size, height: size }} />
            <span className={visuallyHidden}>{text}</span>
        </div>
    );
}
