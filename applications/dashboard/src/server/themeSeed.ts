/**
 * The built-in themes (shell §9 "light and dark presets"), written by the themes migration so
 * every database, seeded or not, has a current theme: "keystone" (light, following the OS
 * colour scheme, current) and "keystone-dark" (the dark preset).
 */
import type { Kysely } from "kysely";
import type { IThemeVariables } from "@library/theme/themeVariables";
import type { ThemeRevisionsTable, ThemesTable } from "./themeSchema";

export const KEYSTONE_THEME_KEY = "keystone";
export const DARK_THEME_KEY = "keystone-dark";

const BUILT_IN: Array<{ themeKey: string; name: string; current: number; variables: IThemeVariables }> = [
    { themeKey: KEYSTONE_THEME_KEY, name: "Keystone", current: 1, variables: { preset: "light", followSystemColorScheme: true } },
    { themeKey: DARK_THEME_KEY, name: "Keystone Dark", current: 0, variables: { preset: "dark" } },
];

export async function seedBuiltInThemes(untyped: Kysely<unknown>): Promise<void> {
    // The migration runs on an untyped handle; these two tables are all it touches.
    const db = untyped as unknown as Kysely<{ themes: ThemesTable; themeRevisions: ThemeRevisionsTable }>;
    const now = new Date().toISOString();
    for (const theme of BUILT_IN) {
        const { themeID } = await db
            .insertInto("themes")
            .values({ themeKey: theme.themeKey, name: theme.name, current: theme.current, dateInserted: now })
            .returning("themeID")
            .executeTakeFirstOrThrow();
        await db
            .insertInto("themeRevisions")
            .values({ themeID, name: "Initial", variables: JSON.stringify(theme.variables), active: 1, insertUserID: 0, dateInserted: now })
            .execute();
    }
}
