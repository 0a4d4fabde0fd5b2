/**
 * The title bar's section picker (content §2): a disclosure button naming the section the page is
 * in ("All sections" on the hub) and a list of links, the hub first, then each subcommunity. The
 * button is native and the entries are links, so Tab, Enter and Space work as everywhere; Escape
 * closes the list and gives focus back to the button, and so does a click or focus outside it.
 * Rendered on the server closed, the same as the browser's first render.
 */
import { useEffect, useId, useRef, useState } from "react";
import { t } from "@library/addons/addonApi";
import { AddonIcon } from "@library/addons/addonIcon";
import { sectionPickerClasses as classes } from "./sectionPicker.styles";
import type { ISectionLink } from "./subcommunityTypes";

interface IProps {
    sections: ISectionLink[];
    /** The section of the page, or null on the hub. */
    currentID: number | null;
}

export default function SectionPicker({ sections, currentID }: IProps) {
    const [open, setOpen] = useState(false);
    const rootRef = useRef<HTMLDivElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const menuID = useId();
    const current = sections.find((section) => section.subcommunityID === currentID);

    useEffect(() => {
        if (!open) return;
        const closeOutside = (event: Event) => {
            if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
        };
        const closeOnEscape = (event: KeyboardEvent) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            buttonRef.current?.focus();
        };
        document.addEventListener("mousedown", closeOutside);
        document.addEventListener("focusin", closeOutside);
        document.addEventListener("keydown", closeOnEscape);
        return () => {
            document.removeEventListener("mousedown", closeOutside);
            document.removeEventListener("focusin", closeOutside);
            document.removeEventListener("keydown", closeOnEscape);
        };
    }, [open]);

    const entries = [{ subcommunityID: 0, name: t("All sections"), url: "/" }, ...sections];
    return (
        <div className={classes.root} ref={rootRef}>
            <button
                ref={buttonRef}
                type="button"
                className={classes.button}
                aria-expanded={open}
                aria-controls={menuID}
                aria-label={`${t("Section")}: ${current?.name ?? t("All sections")}`}
                onClick={() => setOpen((value) => !value)}
            >
                <span className={classes.label}>{current?.name ?? t("All sections")}</span>
                <span className={classes.caret} aria-hidden="true">
                    ▾
                </span>
                {/* On a phone the bar has room for an icon only (stacked sections); the name is the button's label. */}
                <AddonIcon addon="subcommunities" name="sections" size={20} className={classes.icon} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" />
            </button>
            <ul className={classes.menu} id={menuID} hidden={!open}>
                {entries.map((entry) => (
                    <li key={entry.subcommunityID}>
                        <a className={classes.link} href={entry.url} aria-current={(current?.subcommunityID ?? 0) === entry.subcommunityID ? "page" : undefined}>
                            {entry.name}
                        </a>
                    </li>
                ))}
            </ul>
        </div>
    );
}
