/**
 * The lint rules that hold the architecture together (DESIGN.md §3) fire where they should and
 * stay quiet where they should not: each case is a snippet linted at a path inside the tree.
 */
import { lintSnippets, type ISnippet } from "./lintSnippets";

const cases: Array<ISnippet & { expected: string | null; why: string }> = [
    { why: "library front end → server", filePath: "library/src/scripts/x.ts", code: `import { openDatabase } from "@server/db/database";\nexport const x = openDatabase;\n`, expected: "no-restricted-imports" },
    { why: "library → application", filePath: "library/src/scripts/x.ts", code: `import { x } from "@vanilla/discussions/discussionsSlice";\nexport const y = x;\n`, expected: "no-restricted-imports" },
    { why: "library server → application", filePath: "library/src/server/x.ts", code: `import { x } from "@dashboard/server/application";\nexport const y = x;\n`, expected: "no-restricted-imports" },
    // Once overridden by a later block: an application's front end importing server code.
    { why: "application front end → server", filePath: "applications/vanilla/src/scripts/x.ts", code: `import { openDatabase } from "@server/db/database";\nexport const x = openDatabase;\n`, expected: "no-restricted-imports" },
    { why: "application front end → its own server folder", filePath: "applications/vanilla/src/scripts/x.ts", code: `import { x } from "../server/discussionsModel";\nexport const y = x;\n`, expected: "no-restricted-imports" },
    { why: "application → another application", filePath: "applications/vanilla/src/server/x.ts", code: `import { x } from "@dashboard/server/usersRoutes";\nexport const y = x;\n`, expected: "no-restricted-imports" },
    { why: "conversations front end → vanilla", filePath: "applications/conversations/src/scripts/x.ts", code: `import { x } from "@vanilla/discussions/discussionsSlice";\nexport const y = x;\n`, expected: "no-restricted-imports" },
    { why: "add-on front end → server", filePath: "plugins/online/src/scripts/x.ts", code: `import { openDatabase } from "@server/db/database";\nexport const x = openDatabase;\n`, expected: "no-restricted-imports" },
    { why: "server code may import library", filePath: "applications/vanilla/src/server/x.ts", code: `import { openDatabase } from "@server/db/database";\nexport const x = openDatabase;\n`, expected: null },
    { why: "a hook called conditionally", filePath: "library/src/scripts/x.tsx", code: `import { useState } from "react";\nexport function X({ on }: { on: boolean }) {\n    if (on) useState(0);\n    return null;\n}\n`, expected: "react-hooks/rules-of-hooks" },
    { why: "an effect that reads a prop it does not name", filePath: "library/src/scripts/x.tsx", code: `import { useEffect } from "react";\nexport function X({ id }: { id: string }) {\n    useEffect(() => {\n        document.title = id;\n    }, []);\n    return null;\n}\n`, expected: "react-hooks/exhaustive-deps" },
    { why: "an image without a text alternative", filePath: "library/src/scripts/x.tsx", code: `export function X() {\n    return <img src="/a.png" />;\n}\n`, expected: "jsx-a11y/alt-text" },
    { why: "a click handler on a div", filePath: "applications/vanilla/src/scripts/x.tsx", code: `export function X({ go }: { go: () => void }) {\n    return <div onClick={go}>Go</div>;\n}\n`, expected: "jsx-a11y/click-events-have-key-events" },
];

it("fires each architectural and accessibility rule where it applies, and only there", () => {
    const results = lintSnippets(cases);
    const wrong = cases
        .map((testCase, index) => ({ why: testCase.why, expected: testCase.expected, got: results[index] ?? [] }))
        .filter(({ expected, got }) => (expected ? !got.includes(expected) : got.length > 0));
    expect(wrong).toEqual([]);
});
