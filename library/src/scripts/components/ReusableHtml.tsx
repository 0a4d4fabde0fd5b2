/**
 * A part of a server-rendered page whose HTML the server may reuse from an earlier render
 * (issue 17 item 4: per-comment render reuse). The server renders the part once for a given set
 * of inputs and pastes the same HTML into every later page that shows it with the same inputs;
 * see server/ssr/htmlReuse.tsx for the rules and the cache.
 *
 * In the browser, and on the server for an App page (which hydrates the whole tree), inside an
 * island (hydrated too) or with reuse switched off, it is just the element with its children.
 */
import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";
import { useInsideIsland } from "@library/components/Island";

/** What a server render offers the reusable parts of its page. */
export interface IHtmlReuse {
    /**
     * The part's inner HTML: kept from an earlier render of the same inputs, or a placeholder the
     * server fills in once the page is rendered (rendering `children` then, on its own).
     */
    innerHtml(inputs: unknown, children: ReactNode): string;
}

export const HtmlReuseContext = createContext<IHtmlReuse | null>(null);

interface IProps extends HTMLAttributes<HTMLElement> {
    as: "li" | "div" | "article";
    /**
     * Everything the children's HTML depends on besides the page's metadata (viewer, locale,
     * settings: the server adds those), as JSON-serialisable values: their props and the store's
     * records they read. Called on the server only. What is left out here is served stale.
     */
    reuseInputs: () => unknown;
    children: ReactNode;
}

export function ReusableHtml({ as: Tag, reuseInputs, children, ...attributes }: IProps) {
    const reuse = useContext(HtmlReuseContext);
    const hydrated = useInsideIsland();
    if (!reuse || hydrated) return <Tag {...attributes}>{children}</Tag>;
    return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: reuse.innerHtml(reuseInputs(), children) }} />;
}
