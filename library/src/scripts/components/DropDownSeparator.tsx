import { dropDownClasses } from "@library/components/dropDown.styles";

/**
 * A line between groups of a DropDown's items. The flyout is a list, and a list may only hold
 * list items: an `<li role="separator">` stops being one (axe "list", serious). The line is
 * drawing only, so the item that carries it is hidden from assistive technology, which then
 * counts only the real items ("8 items", not 9).
 */
export function DropDownSeparator() {
    return <li aria-hidden="true" className={dropDownClasses.separator} />;
}
