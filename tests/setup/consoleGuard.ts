/**
 * No silenced console errors (DESIGN.md §5): an unexpected console.error (a React hydration
 * warning, a logged failure) fails the test. A test that expects one takes it with
 * `takeConsoleErrors()` and asserts on it.
 */
const unexpected: unknown[][] = [];
const original = console.error;

/**
 * Unit tests render server HTML with renderToString inside jsdom: react-redux's Provider sees a
 * window there and picks useLayoutEffect, which React 18's server renderer warns about. The real
 * server has no window (the server tests, in node, still catch a component of ours doing it).
 */
function isJsdomServerRenderArtifact(args: unknown[]): boolean {
    return typeof window !== "undefined" && String(args[0]).startsWith("Warning: useLayoutEffect does nothing on the server");
}

beforeEach(() => {
    unexpected.length = 0;
    console.error = (...args: unknown[]) => {
        if (isJsdomServerRenderArtifact(args)) return;
        unexpected.push(args);
    };
});

afterEach(() => {
    console.error = original;
    const errors = unexpected.splice(0);
    if (errors.length) {
        throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
    }
});

/** Returns and clears the console errors logged so far in this test. */
export function takeConsoleErrors(): string[] {
    return unexpected.splice(0).map((args) => args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
}
