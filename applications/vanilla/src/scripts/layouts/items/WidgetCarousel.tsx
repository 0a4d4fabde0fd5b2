/**
 * The carousel display of home widget items (content §2): a row of items that scrolls sideways,
 * with "Previous items" / "Next items" buttons and the arrow keys (Home and End too) moving from
 * item to item. The server renders it whole (without script the row still scrolls by touch or
 * scroll bar); this island adds the buttons' and keys' behaviour, so its small script loads only
 * on a page that shows a carousel.
 *
 * Focus stays where the visitor put it: a button stays focusable at the ends (aria-disabled, not
 * disabled, which would drop the focus), and a key moves the focus to the next item's link.
 * Scrolling is smooth unless the visitor prefers reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { classes as cx } from "typestyle";
import { t } from "@library/i18n/t";
import { carouselEdges, carouselKeyTarget, carouselPageTarget, scrollBehavior, slideBoxes } from "@vanilla/layouts/items/carouselKeys";
import { WidgetItem } from "@vanilla/layouts/items/WidgetItem";
import { carouselClasses as classes, slideWidthClass } from "@vanilla/layouts/items/widgetItems.styles";
import { maxColumns, type IWidgetContainerOptions, type IWidgetItem } from "@vanilla/layouts/items/widgetItemRules";

export interface IWidgetCarouselProps {
    /** The carousel group's name (the widget's title; the widget's own region has it too). */
    label: string;
    items: IWidgetItem[];
    options: IWidgetContainerOptions;
    headingLevel?: 3 | 4;
}

function isRightToLeft(element: Element): boolean {
    return getComputedStyle(element).direction === "rtl";
}

function behavior(): ScrollBehavior {
    return scrollBehavior(typeof window !== "undefined" && window.matchMedia ? (query) => window.matchMedia(query) : undefined);
}

export function WidgetCarousel({ label, items, options, headingLevel }: IWidgetCarouselProps) {
    const track = useRef<HTMLUListElement>(null);
    // Before the browser measures: at the start, with more to come when there is more than one item.
    const [edges, setEdges] = useState({ atStart: true, atEnd: items.length <= 1 });

    const measure = useCallback(() => {
        const element = track.current;
        if (!element) return;
        const next = carouselEdges(Math.abs(element.scrollLeft), element.clientWidth, element.scrollWidth);
        setEdges((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
    }, []);

    useEffect(() => {
        measure();
        const element = track.current;
        if (!element || typeof ResizeObserver === "undefined") return;
        const observer = new ResizeObserver(measure);
        observer.observe(element);
        return () => observer.disconnect();
    }, [measure]);

    const turn = (direction: 1 | -1) => {
        const element = track.current;
        if (!element) return;
        // Measured from the row's start edge, so right to left works the same (scrollLeft is negative there).
        const rtl = isRightToLeft(element);
        const position = Math.abs(element.scrollLeft);
        // The track as it is now (a scroll may not have been reported yet), not as last rendered.
        const now = carouselEdges(position, element.clientWidth, element.scrollWidth);
        if (direction === 1 ? now.atEnd : now.atStart) return;
        const target = carouselPageTarget(direction, position, element.clientWidth, slideBoxes(Array.from(element.children) as HTMLElement[], rtl));
        element.scrollTo({ left: rtl ? -target : target, behavior: behavior() });
    };

    // The keys come from the items' links: listened to on the track, where they bubble to.
    useEffect(() => {
        const element = track.current;
        if (!element) return;
        const onKeyDown = (event: KeyboardEvent) => {
            const all = Array.from(element.children) as HTMLElement[];
            const index = all.findIndex((slide) => slide.contains(event.target as Node));
            if (index < 0) return;
            const target = carouselKeyTarget(event.key, index, all.length, isRightToLeft(element));
            const slide = target === null ? undefined : all[target];
            if (!slide) return;
            event.preventDefault();
            slide.querySelector<HTMLElement>("a[href], button, [tabindex]")?.focus({ preventScroll: true });
            slide.scrollIntoView({ block: "nearest", inline: "nearest", behavior: behavior() });
        };
        element.addEventListener("keydown", onKeyDown);
        return () => element.removeEventListener("keydown", onKeyDown);
    }, []);

    const columns = maxColumns("carousel", options.contentType, options.maxColumns);
    return (
        <div className={classes.root} role="group" aria-roledescription={t("carousel")} aria-label={label}>
            <div className={classes.controls}>
                <button type="button" className={classes.button} aria-label={t("Previous items")} aria-disabled={edges.atStart} onClick={() => turn(-1)}>
                    <span className={classes.glyph} aria-hidden="true">
                        ‹
                    </span>
                </button>
                <button type="button" className={classes.button} aria-label={t("Next items")} aria-disabled={edges.atEnd} onClick={() => turn(1)}>
                    <span className={classes.glyph} aria-hidden="true">
                        ›
                    </span>
                </button>
            </div>
            <ul ref={track} className={classes.track} onScroll={measure}>
                {items.map((item, index) => (
                    <li key={`${index}-${item.name}`} className={cx(classes.slide, slideWidthClass(columns))}>
                        <WidgetItem item={item} options={options} headingLevel={headingLevel} />
                    </li>
                ))}
            </ul>
        </div>
    );
}
