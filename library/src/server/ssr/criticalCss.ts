/**
 * Critical CSS (DESIGN.md §3 "Styles"): of the server's typestyle sheet (every style module the
 * server imported, about 30 KB), a page inlines only the rules its HTML can use. A rule is kept
 * when one of its class names appears in a class attribute of the page, or when it names no
 * class at all (element rules, `*`, keyframes, font faces); @media and @supports blocks are
 * filtered inside. Everything else reaches the browser in the site stylesheet file, and the
 * client's typestyle adds the classes of the code it loads.
 */

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
/** At-rules whose block holds rules to filter; any other at-rule is kept whole. */
const NESTING_AT_RULES = /^@(media|supports|container|layer)\b/;

/** The class names of a page's HTML. */
export function classNamesIn(html: string): Set<string> {
    const names = new Set<string>();
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
        for (const name of match[1]!.split(/\s+/)) if (name) names.add(name);
    }
    return names;
}

/** The index of the `}` closing the block opened at `open`, skipping quoted strings. */
function blockEnd(css: string, open: number): number {
    let depth = 0;
    for (let index = open; index < css.length; index++) {
        const char = css[index];
        if (char === '"' || char === "'") {
            const close = css.indexOf(char, index + 1);
            index = close === -1 ? css.length : close;
        } else if (char === "{") depth++;
        else if (char === "}" && --depth === 0) return index;
    }
    return css.length - 1;
}

type CssNode =
    /** A style rule and the class names of its selectors (none: it applies to any page). */
    | { rule: string; classes: string[] }
    /** A block of rules to filter (@media, @supports …). */
    | { prelude: string; children: CssNode[] }
    /** Kept whole (@keyframes, @font-face …). */
    | { whole: string };

function parse(css: string): CssNode[] {
    const nodes: CssNode[] = [];
    let index = 0;
    while (index < css.length) {
        const open = css.indexOf("{", index);
        if (open === -1) break;
        const prelude = css.slice(index, open).trim();
        const close = blockEnd(css, open);
        const body = css.slice(open + 1, close);
        if (!prelude.startsWith("@")) {
            const classes = [...prelude.replace(QUOTED, "").matchAll(CLASS_SELECTOR)].map((match) => match[1]!);
            nodes.push({ rule: `${prelude}{${body}}`, classes });
        } else if (NESTING_AT_RULES.test(prelude)) {
            nodes.push({ prelude, children: parse(body) });
        } else {
            nodes.push({ whole: `${prelude}{${body}}` });
        }
        index = close + 1;
    }
    return nodes;
}

function keep(nodes: CssNode[], used: Set<string>): string {
    let out = "";
    for (const node of nodes) {
        if ("rule" in node) {
            if (node.classes.length === 0 || node.classes.some((name) => used.has(name))) out += node.rule;
        } else if ("children" in node) {
            const inner = keep(node.children, used);
            if (inner) out += `${node.prelude}{${inner}}`;
        } else {
            out += node.whole;
        }
    }
    return out;
}

/**
 * The sheet is the same for every page: parsed once, and filtered once per set of class names.
 * Pages of one kind use the same classes (a list page differs from another list page in text, not
 * in classes), so a handful of filtered sheets serve every page; the oldest is dropped past
 * FILTERED_KEPT, so odd pages cannot grow the process.
 */
let parsed: { css: string; nodes: CssNode[]; filtered: Map<string, string> } | null = null;
const FILTERED_KEPT = 200;

/** The rules of `css` a page whose HTML has the class names `used` can apply. */
export function criticalCss(css: string, used: Set<string>): string {
    if (parsed?.css !== css) parsed = { css, nodes: parse(css), filtered: new Map() };
    const key = [...used].sort().join(" ");
    let critical = parsed.filtered.get(key);
    if (critical === undefined) {
        critical = keep(parsed.nodes, used);
        if (parsed.filtered.size >= FILTERED_KEPT) parsed.filtered.delete(parsed.filtered.keys().next().value!);
        parsed.filtered.set(key, critical);
    }
    return critical;
}
