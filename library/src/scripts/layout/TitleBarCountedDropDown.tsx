import { type ReactNode, useState } from "react";
import { DropDown } from "@library/components/DropDown";
import { Icon, type IconName } from "@library/components/Icon";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { visuallyHidden } from "@library/theme/globalStyles";

interface IProps {
    /** The button's icon. */
    icon: IconName;
    /** The button's accessible name (visually hidden), already translated. */
    label: string;
    /** The unread count shown as a badge (99+, hidden at 0, shell §5). */
    count: number;
    /** The drop-down's id. */
    id: string;
    /** The drop-down's content, told whether the drop-down is open (so it loads on opening). */
    children: (isOpen: boolean) => ReactNode;
}

/**
 * An icon button of the signed-in box with an unread-count badge, opening a drop-down whose
 * content knows whether it is open (the bell and the messages, shell §2).
 */
export function TitleBarCountedDropDown({ icon, label, count, id, children }: IProps) {
    const [isOpen, setIsOpen] = useState(false);
    return (
        <DropDown
            buttonType="custom"
            buttonClassName={classes.iconButton}
            buttonContent={
                <>
                    <Icon name={icon} />
                    <span className={visuallyHidden}>{label}</span>
                    <UnreadBadge count={count} className={classes.iconBadge} labelTemplate="{count} unread" />
                </>
            }
            id={id}
            size="medium"
            align="right"
            onOpenChange={setIsOpen}
        >
            <li>{children(isOpen)}</li>
        </DropDown>
    );
}
