/**
 * What the content translator offers of a layout (issue 15 item 3): each widget's title and
 * description as its settings give them (its own, else its schema's default), for the layout
 * editor's translate control (site.manage), and which widget keys a translation may name.
 */
import type { FastifyRequest } from "fastify";
import type { ILayout } from "@library/layouts/layoutTypes";
import { settingsWithDefaults } from "@library/layouts/widgetSettings";
import { TRANSLATABLE_PROPERTIES, translatableProperties } from "@library/translations/translationTypes";
import type { ITranslateButtonProps } from "@library/translations/TranslateButton";
import { translatorProps } from "@server/translations/translatorProps";
import { layoutWidgetCatalog } from "./layoutHydrate";
import { findLayout } from "./layoutsModel";
import { LAYOUT_WIDGET_RECORD_TYPE, layoutWidgetKey } from "./layoutTranslations";

const TEXT_SETTINGS = Object.keys(TRANSLATABLE_PROPERTIES[LAYOUT_WIDGET_RECORD_TYPE]!);

/** Each widget with a text to translate: its key and its texts (non-empty string settings its schema has). */
export function layoutWidgetTexts(request: FastifyRequest, layout: ILayout): Array<{ key: string; texts: Record<string, string> }> {
    const catalog = layoutWidgetCatalog(request, layout.layoutViewType);
    return layout.layout.flatMap((definition, position) => {
        const widget = catalog.find((candidate) => candidate.type === definition.$hydrate);
        if (!widget) return [];
        const settings = settingsWithDefaults(widget.schema, definition);
        const texts = Object.fromEntries(
            TEXT_SETTINGS.flatMap((name) => {
                const value = settings[name];
                return name in widget.schema.properties && typeof value === "string" && value.trim() !== "" ? [[name, value]] : [];
            }),
        );
        return Object.keys(texts).length ? [{ key: layoutWidgetKey(layout.layoutID, position), texts }] : [];
    });
}

/** The keys among `keys` naming a widget with a text of an existing layout. */
export async function layoutWidgetKeys(request: FastifyRequest, keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const layoutIDs = new Set(keys.map((key) => key.slice(0, key.lastIndexOf("."))));
    for (const layoutID of layoutIDs) {
        const layout = await findLayout(request.server.hearth.db, layoutID).catch(() => null);
        if (layout) for (const { key } of layoutWidgetTexts(request, layout)) found.add(key);
    }
    return new Set(keys.filter((key) => found.has(key)));
}

/** The layout editor's translate control for one layout: its widgets' texts, for a site manager (else null). */
export async function layoutTranslateProps(request: FastifyRequest, layout: ILayout): Promise<ITranslateButtonProps | null> {
    const widgets = layoutWidgetTexts(request, layout);
    if (widgets.length === 0) return null;
    return translatorProps(request, layout.name, () => widgets.flatMap(({ key, texts }) => translatableProperties(LAYOUT_WIDGET_RECORD_TYPE, key, texts)));
}

/** The translate control of each layout with texts, by layoutID (the layout editor's list). */
export async function layoutsTranslateProps(request: FastifyRequest, layouts: ILayout[]): Promise<Record<string, ITranslateButtonProps>> {
    const props: Record<string, ITranslateButtonProps> = {};
    for (const layout of layouts) {
        const translate = await layoutTranslateProps(request, layout);
        if (translate) props[String(layout.layoutID)] = translate;
    }
    return props;
}
