import type { ReactNode } from "react";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { useDropDown } from "@library/components/dropDownContext";

interface IProps {
    children: ReactNode;
    /** A link item when given; otherwise a button item. */
    href?: string;
    /** A link item that opens in a new tab (content §2: reports). */
    newTab?: boolean;
    onClick?: () => void;
    disabled?: boolean;
}

/** One entry of a DropDown: choosing it runs its action and closes the drop-down. */
export function DropDownItem({ children, href, newTab, onClick, disabled }: IProps) {
    const { close } = useDropDown();
    if (href !== undefined) {
        return (
            <li>
                <a href={href} className={dropDownClasses.item} {...(newTab ? { target: "_blank", rel: "noopener" } : {})} onClick={() => close({ returnFocus: false })}>
                    {children}
                </a>
            </li>
        );
    }
    return (
        <li>
            <button
                type="button"
                className={dropDownClasses.item}
                disabled={disabled}
                onClick={() => {
                    onClick?.();
                    close();
                }}
            >
                {children}
            </button>
        </li>
    );
}
