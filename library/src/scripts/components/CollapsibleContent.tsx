import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { classes } from "typestyle";
import { Button } from "@library/components/Button";
import { collapsibleContentClasses } from "@library/components/collapsibleContent.styles";
import { t } from "@library/i18n/t";

/** Shell §9: collapsible content, default max height 100, overshoot 50. */
export const COLLAPSIBLE_MAX_HEIGHT = 100;
export const COLLAPSIBLE_OVERSHOOT = 50;

interface IProps {
    children: ReactNode;
    maxHeight?: number;
    /** Content no taller than maxHeight + overshoot is never collapsed: hiding a line or two is not worth a button. */
    overshoot?: number;
    className?: string;
}

/**
 * Long content cut to maxHeight with "Show more" / "Show less". The height is only known in the
 * browser, so the server (and the first client render) clip at maxHeight + overshoot: content
 * that will not collapse never moves, and long content only shrinks by the overshoot on mount.
 */
export function CollapsibleContent({ children, maxHeight = COLLAPSIBLE_MAX_HEIGHT, overshoot = COLLAPSIBLE_OVERSHOOT, className }: IProps) {
    const id = useId();
    const contentRef = useRef<HTMLDivElement>(null);
    const [height, setHeight] = useState<number | null>(null);
    const [expanded, setExpanded] = useState(false);

    useEffect(() => {
        const element = contentRef.current;
        if (!element) return;
        const measure = () => setHeight(element.scrollHeight);
        measure();
        if (typeof ResizeObserver === "undefined") return;
        const observer = new ResizeObserver(measure);
        observer.observe(element);
        return () => observer.disconnect();
    }, []);

    const collapsible = height !== null && height > maxHeight + overshoot;
    const clipAt = height === null ? maxHeight + overshoot : collapsible && !expanded ? maxHeight : undefined;
    return (
        <div className={className}>
            <div
                ref={contentRef}
                id={id}
                className={classes(collapsibleContentClasses.content, collapsible && !expanded && collapsibleContentClasses.fade)}
                style={clipAt === undefined ? undefined : { maxHeight: clipAt }}
            >
                {children}
            </div>
            {collapsible && (
                <Button buttonType="text" className={collapsibleContentClasses.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
                    {expanded ? t("Show less") : t("Show more")}
                </Button>
            )}
        </div>
    );
}
