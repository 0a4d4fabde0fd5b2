import type { ReactNode } from "react";
import { dropDownClasses } from "@library/components/dropDown.styles";
import { useDropDown } from "@library/components/dropDownContext";

interface IProps {
    children: ReactNode;
    /** A link item when given; otherwise a button item. */
    href?: string;
    onClick?: () => void;
    disabled?: boolean;
}

/** One entry of a DropDown: choosing it runs its action and closes the drop-down. */
export function DropDownItem({ children, href, onClick, disabled }: IProps) {
    const { close } = useDropDown();
    if (href !== undefined) {
        return (
            <li>
                <a href={href} className={dropDownClasses.item} onClick={() => close({ returnFocus: false })}>
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
