/**
 * The state layer's lint rule (eslint.config.mjs, stateLayerRules): a component may not import
 * the API client, statically or with import(); thunk modules may; and the layering rules still
 * hold for the same files (a later flat-config block must not have replaced them).
 *
 * Each fixture is linted as if it sat in the front end at the path given (lintSnippets.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { lintTexts, type ILintMessage } from "./lintSnippets";

/** [fixture, the path it is linted as]. */
const CASES = {
    staticInComponent: ["ComponentImportsApiClient.tsx", "applications/vanilla/src/scripts/discussion/ComponentImportsApiClient.tsx"],
    dynamicInApplication: ["ComponentLoadsApiClient.tsx", "applications/conversations/src/scripts/ComponentLoadsApiClient.tsx"],
    dynamicInLibrary: ["ComponentLoadsApiClient.tsx", "library/src/scripts/forms/ComponentLoadsApiClient.tsx"],
    dynamicInAddon: ["ComponentLoadsApiClient.tsx", "plugins/online/src/scripts/ComponentLoadsApiClient.tsx"],
    inHook: ["fixtureThunks.ts", "library/src/scripts/forms/useFixture.ts"],
    inThunks: ["fixtureThunks.ts", "applications/vanilla/src/scripts/comments/fixtureThunks.ts"],
    inActions: ["fixtureThunks.ts", "library/src/scripts/theme/fixtureActions.ts"],
    inRtkQueryModule: ["fixtureThunks.ts", "applications/vanilla/src/scripts/discussions/fixtureApi.ts"],
    dispatchingComponent: ["ComponentDispatchesThunk.tsx", "applications/dashboard/src/scripts/themes/ComponentDispatchesThunk.tsx"],
    layersInApplication: ["ComponentCrossesLayers.tsx", "applications/vanilla/src/scripts/discussion/ComponentCrossesLayers.tsx"],
    layersInLibrary: ["ComponentCrossesLayers.tsx", "library/src/scripts/forms/ComponentCrossesLayers.tsx"],
} as const;

let results: Record<keyof typeof CASES, ILintMessage[]>;

beforeAll(() => {
    const names = Object.keys(CASES) as Array<keyof typeof CASES>;
    const messages = lintTexts(
        names.map((name) => {
            const [fixture, asPath] = CASES[name];
            return { code: readFileSync(path.join(__dirname, "fixtures", fixture), "utf8"), filePath: asPath };
        }),
    );
    results = Object.fromEntries(names.map((name, index) => [name, messages[index]])) as typeof results;
}, 120_000);

const API_CLIENT_MESSAGE = "Components reach the server through the store: dispatch a thunk (*Thunks.ts) or use an RTK Query look-up (*Api.ts).";

describe("components never import the API client", () => {
    it("refuses a static import in a component", () => {
        expect(results.staticInComponent).toEqual([{ ruleId: "@typescript-eslint/no-restricted-imports", line: 2, message: expect.stringContaining(API_CLIENT_MESSAGE) }]);
    });

    it("refuses import() of the client in a component, in every part of the front end", () => {
        for (const messages of [results.dynamicInApplication, results.dynamicInLibrary]) {
            expect(messages).toEqual([{ ruleId: "no-restricted-syntax", line: 4, message: API_CLIENT_MESSAGE }]);
        }
        // In an add-on the add-on fence says it: its import() reaches its own files only.
        expect(results.dynamicInAddon).toEqual([{ ruleId: "no-restricted-syntax", line: 4, message: expect.stringContaining("loads its own files only") }]);
    });

    it("also holds for a module that is not a thunk module (a hook)", () => {
        expect(results.inHook).toEqual([{ ruleId: "@typescript-eslint/no-restricted-imports", line: 2, message: expect.stringContaining(API_CLIENT_MESSAGE) }]);
    });

    it("lets thunk, action and RTK Query modules use the client", () => {
        expect([results.inThunks, results.inActions, results.inRtkQueryModule]).toEqual([[], [], []]);
    });

    it("lets a component dispatch a thunk and import the client's types", () => {
        expect(results.dispatchingComponent).toEqual([]);
    });
});

describe("the layering rules still hold in the same files", () => {
    it("refuses server code and another application in an application's component", () => {
        expect(results.layersInApplication).toEqual([
            { ruleId: "no-restricted-imports", line: 3, message: expect.stringContaining("Front-end code never imports server code.") },
            { ruleId: "no-restricted-imports", line: 4, message: expect.stringContaining("Applications talk through registries, not imports.") },
        ]);
    });

    it("refuses both in a library component too", () => {
        expect(results.layersInLibrary.map(({ ruleId, line }) => [ruleId, line])).toEqual([
            ["no-restricted-imports", 3],
            ["no-restricted-imports", 4],
        ]);
    });
});
