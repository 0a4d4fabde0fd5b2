import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useRouter } from "@library/routing/AppRouter";

/** Absolute http(s) links to another host: they open in a new tab (shell §2). */
export function isExternalHref(href: string, siteOrigin?: string): boolean {
    if (!/^https?:\/\//i.test(href) && !href.startsWith("//")) return false;
    if (!siteOrigin) return true;
    try {
        return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
    } catch {
        return true;
    }
}

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
