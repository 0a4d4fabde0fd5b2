import { cloneElement, useEffect, useId, useReducer, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { tooltipClasses } from "@library/components/tooltip.styles";
import { tooltipVariables } from "@library/components/tooltip.variables";
import { tooltipShows, tooltipTransition, type TooltipState } from "@library/components/tooltipMachine";

interface IProps {
    /** The tooltip text (already translated). */
    label: ReactNode;
    /** The one focusable element it describes; it receives aria-describedby. */
    children: ReactElement<{ "aria-describedby"?: string }>;
}

const DISMISS_KEYS = new Set(["Enter", " ", "Spacebar", "Escape"]);

/**
 * A tooltip for one trigger (shell §4 state machine in tooltipMachine.ts, §9 sizes). The
 * bubble is always in the page, hidden unless shown, so the trigger's aria-describedby always
 * resolves (a description is read even from hidden content) and hydration matches.
 */
export function Tooltip({ label, children }: IProps) {
    const id = useId();
    const [state, send] = useReducer(tooltipTransition, "idle" as TooltipState);
    const scrolling = useWindowScrolling(state !== "idle" && state !== "dismissed");

    useEffect(() => {
        if (state === "focused") {
            const timer = setTimeout(() => send("rest"), tooltipVariables.restMs);
            return () => clearTimeout(timer);
        }
        if (state === "leaving-visible") {
            const timer = setTimeout(() => send("leaveElapsed"), tooltipVariables.leaveMs);
            return () => clearTimeout(timer);
        }
    }, [state]);

    function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
        if (!DISMISS_KEYS.has(event.key)) return;
        // Escape only for the tooltip while it shows: a modal around it should not close too.
        if (event.key === "Escape" && tooltipShows(state)) event.stopPropagation();
        send("dismiss");
    }

    const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
    return (
        <span
            role="presentation"
            className={tooltipClasses.anchor}
            data-tooltip-state={state}
            onMouseEnter={() => send("pointerEnter")}
            onMouseLeave={() => send("pointerLeave")}
            onFocus={() => send("focus")}
            onBlur={() => send("blur")}
            onMouseDown={() => send("dismiss")}
            onKeyDown={onKeyDown}
        >
            {cloneElement(children, { "aria-describedby": describedBy })}
            <span id={id} role="tooltip" className={tooltipClasses.bubble} hidden={!tooltipShows(state) || scrolling}>
                {label}
            </span>
        </span>
    );
}

/** True while the window scrolls and for scrollHideMs after; listens only while `active`. */
function useWindowScrolling(active: boolean): boolean {
    const [scrolling, setScrolling] = useState(false);
    useEffect(() => {
        if (!active) {
            setScrolling(false);
            return;
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const onScroll = () => {
            setScrolling(true);
            clearTimeout(timer);
            timer = setTimeout(() => setScrolling(false), tooltipVariables.scrollHideMs);
        };
        window.addEventListener("scroll", onScroll, { passive: true, capture: true });
        return () => {
            window.removeEventListener("scroll", onScroll, { capture: true });
            clearTimeout(timer);
        };
    }, [active]);
    return scrolling;
}
