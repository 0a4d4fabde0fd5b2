import { useId, useState, type ReactNode } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { spoilerClasses } from "@library/components/spoiler.styles";
import { t } from "@library/i18n/t";

interface IProps {
    children: ReactNode;
    /** Shown on the toggle; default "Spoiler". */
    label?: string;
}

/** Content hidden until the reader asks (shell §4: hidden or shown); aria-expanded tells which. */
export function Spoiler({ children, label }: IProps) {
    const id = useId();
    const [shown, setShown] = useState(false);
    return (
        <div className={spoilerClasses.root}>
            <Button buttonType="custom" className={spoilerClasses.toggle} aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
                <Icon name={shown ? "chevronUp" : "chevronDown"} size="small" />
                {label ?? t("Spoiler")}
            </Button>
            <div id={id} className={spoilerClasses.content} hidden={!shown}>
                {children}
            </div>
        </div>
    );
}
