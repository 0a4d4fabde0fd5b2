import type { ReactNode } from "react";
import { classes } from "typestyle";
import { tagClasses, type TagPreset } from "@library/components/tag.styles";

export type { TagPreset } from "@library/components/tag.styles";

interface IProps {
    children: ReactNode;
    preset?: TagPreset;
    /** A link when given (a tag's discussion list), plain text otherwise. */
    href?: string;
    className?: string;
}

export function Tag({ children, preset = "standard", href, className }: IProps) {
    const tagClassName = classes(...tagClasses(preset), className);
    return href !== undefined ? (
        <a href={href} className={tagClassName}>
            {children}
        </a>
    ) : (
        <span className={tagClassName}>{children}</span>
    );
}
