/** The themes tables (migration 2026_11_23_810_dashboard_themes), added to the host's Database type. */
import type { Generated, Selectable } from "kysely";

export interface ThemesTable {
    themeID: Generated<number>;
    /** The slug of GET /themes/{themeKey}: "keystone" for the built-in theme. */
    themeKey: string;
    name: string;
    /** 1 for the site's current theme (exactly one). */
    current: number;
    dateInserted: string;
}

export interface ThemeRevisionsTable {
    revisionID: Generated<number>;
    themeID: number;
    name: string;
    /** JSON IThemeVariables, validated by themeVariablesErrors before it is stored. */
    variables: string;
    /** 1 for the theme's active revision (exactly one per theme). */
    active: number;
    insertUserID: number;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        themes: ThemesTable;
        themeRevisions: ThemeRevisionsTable;
    }
}

export type ThemeRow = Selectable<ThemesTable>;
export type ThemeRevisionRow = Selectable<ThemeRevisionsTable>;
