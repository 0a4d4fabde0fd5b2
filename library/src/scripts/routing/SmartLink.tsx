import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useRouter } from "@library/routing/AppRouter";
import { isExternalHref } from "@library/utility/safeLinks";

interface IProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
    href: string;
}

/**
 * The one link component: links to a known app route navigate without a reload on App pages,
 * other internal links load the page, links to outside the app open in a new tab.
 */
export function SmartLink({ href, onClick, children, ...rest }: IProps) {
    const router = useRouter();
    const external = isExternalHref(href);
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || external) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (router.navigate(href)) event.preventDefault();
    };
    return (
        <a
            href={href}
            onClick={handleClick}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            {...rest}
        >
            {children}
        </a>
    );
}
