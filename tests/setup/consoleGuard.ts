/**
 * No silenced console errors (DESIGN.md §5): an unexpected console.error (a React hydration
 * warning, a logged failure) fails the test. A test that expects one takes it with
 * `takeConsoleErrors()` and asserts on it.
 */
const unexpected: unknown[][] = [];
const original = console.error;

beforeEach(() => {
    unexpected.length = 0;
    console.error = (...args: unknown[]) => {
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
