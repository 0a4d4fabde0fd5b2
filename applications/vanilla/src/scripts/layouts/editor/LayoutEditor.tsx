/**
 * /appearance/layouts (issue 13): site managers list the layouts of each page type, and make one
 * without writing JSON — add, remove and reorder widgets (buttons, so the keyboard does it all),
 * configure each through the form its settings schema generates, preview it rendered by the same
 * components the page uses, save it as a draft, publish it, or revert the page to its default.
 */
import { useEffect, useRef, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { TranslateButton, type ITranslateButtonProps } from "@library/translations/TranslateButton";
import { t, tf } from "@library/i18n/t";
import { LayoutRenderer } from "@library/layouts/LayoutRenderer";
import { LAYOUT_VIEW_TYPES, type IHydratedWidget, type ILayout, type ILayoutCatalog, type ILayoutWidgetDefinition, type LayoutViewType } from "@library/layouts/layoutTypes";
import { CORE_WIDGET_COMPONENTS } from "@vanilla/layouts/coreWidgetComponents";
import { editorClasses as classes } from "@vanilla/layouts/editor/layoutEditor.styles";
import { createLayout, deleteLayout, hydratePreview, listLayouts, patchLayout, publishLayout } from "@vanilla/layouts/editor/layoutsApi";
import { WidgetSettingsForm } from "@vanilla/layouts/editor/WidgetSettingsForm";
import { FragmentChoice } from "@vanilla/layouts/editor/FragmentChoice";
import { listFragments } from "@vanilla/fragments/fragmentsApi";
import type { IFragment } from "@library/fragments/fragmentTypes";

export interface ILayoutEditorProps {
    layouts: ILayout[];
    catalogs: Record<LayoutViewType, ILayoutCatalog>;
    /** Each saved layout's translate control for its widgets' texts (site.manage, more than one locale), by layoutID. */
    translate?: Record<string, ITranslateButtonProps>;
}

const VIEW_TYPE_LABELS: Record<LayoutViewType, string> = {
    home: "Home page",
    subcommunityHome: "Subcommunity home",
    discussionList: "Discussion list",
    categoryList: "Category list",
    post: "Discussion",
    createPost: "New post",
};

interface IDraftWidget {
    /** Stable across moves, for React and for keeping the focus on a moved widget. */
    key: number;
    definition: ILayoutWidgetDefinition;
}

interface IDraft {
    layoutID: number | string | null;
    name: string;
    layoutViewType: LayoutViewType;
    widgets: IDraftWidget[];
}

let nextKey = 1;
const keyed = (definitions: ILayoutWidgetDefinition[]): IDraftWidget[] => definitions.map((definition) => ({ key: nextKey++, definition }));

export function LayoutEditor({ layouts: initialLayouts, catalogs, translate }: ILayoutEditorProps) {
    const [viewType, setViewType] = useState<LayoutViewType>("home");
    const [layouts, setLayouts] = useState(initialLayouts);
    const [draft, setDraft] = useState<IDraft | null>(null);
    const [adding, setAdding] = useState("");
    const [preview, setPreview] = useState<IHydratedWidget[] | null>(null);
    const [message, setMessage] = useState("");
    const [error, setError] = useState("");
    const [busy, setBusy] = useState(false);
    /** After a move, the focus follows the moved widget's button. */
    const focusAfterMove = useRef<{ key: number; action: string } | null>(null);
    const root = useRef<HTMLDivElement>(null);
    const catalog = catalogs[viewType];
    /** Committed fragments, offered as what draws each widget of their type (none if they cannot be read). */
    const [fragments, setFragments] = useState<IFragment[]>([]);
    useEffect(() => {
        listFragments({ status: "active" }).then(setFragments, () => setFragments([]));
    }, []);

    useEffect(() => {
        const pending = focusAfterMove.current;
        if (!pending) return;
        focusAfterMove.current = null;
        const button = root.current?.querySelector<HTMLButtonElement>(`[data-widget-key="${pending.key}"] [data-action="${pending.action}"]`);
        (button && !button.disabled ? button : root.current?.querySelector<HTMLButtonElement>(`[data-widget-key="${pending.key}"] [data-action]:not(:disabled)`))?.focus();
    });

    const run = async (work: () => Promise<string>) => {
        setBusy(true);
        setError("");
        setMessage("");
        try {
            setMessage(await work());
            setLayouts(await listLayouts());
        } catch (caught) {
            setError(toApiError(caught).message);
        } finally {
            setBusy(false);
        }
    };

    const ofType = layouts.filter((layout) => layout.layoutViewType === viewType);
    const widgetName = (type: string) => catalog?.widgets[type]?.name ?? type;

    const startFrom = (layout: ILayout) => {
        setPreview(null);
        setMessage("");
        setError("");
        setDraft({
            layoutID: layout.isDefault ? null : layout.layoutID,
            name: layout.isDefault ? tf("layouts.copyName", { name: t(VIEW_TYPE_LABELS[layout.layoutViewType]) }, "My {name} layout") : layout.name,
            layoutViewType: layout.layoutViewType,
            widgets: keyed(layout.layout),
        });
    };

    const updateWidgets = (change: (widgets: IDraftWidget[]) => IDraftWidget[]) => setDraft((current) => (current ? { ...current, widgets: change(current.widgets) } : current));

    const move = (index: number, by: -1 | 1) => {
        const moved = draft?.widgets[index];
        if (!moved) return;
        focusAfterMove.current = { key: moved.key, action: by < 0 ? "up" : "down" };
        updateWidgets((widgets) => {
            const next = [...widgets];
            next.splice(index, 1);
            next.splice(index + by, 0, moved);
            return next;
        });
        setMessage(tf("layouts.moved", { name: widgetName(moved.definition.$hydrate), position: index + by + 1 }, "{name} moved to position {position}."));
    };

    const save = async (current: IDraft): Promise<ILayout> => {
        const body = { name: current.name.trim() || t("Untitled layout"), layout: current.widgets.map((widget) => widget.definition) };
        const saved = current.layoutID === null ? await createLayout({ ...body, layoutViewType: current.layoutViewType }) : await patchLayout(current.layoutID, body);
        setDraft({ ...current, layoutID: saved.layoutID });
        return saved;
    };

    return (
        <div className={classes.root} ref={root}>
            <div className={classes.field}>
                <label htmlFor="layout-view-type">{t("Page type")}</label>
                <select
                    id="layout-view-type"
                    className={classes.input}
                    value={viewType}
                    onChange={(event) => {
                        setViewType(event.target.value as LayoutViewType);
                        setDraft(null);
                        setPreview(null);
                    }}
                >
                    {LAYOUT_VIEW_TYPES.map((type) => (
                        <option key={type} value={type}>
                            {t(VIEW_TYPE_LABELS[type])}
                        </option>
                    ))}
                </select>
            </div>

            <section aria-labelledby="layouts-list-heading" className={classes.root}>
                <h2 id="layouts-list-heading" className={classes.heading}>
                    {tf("layouts.listHeading", { type: t(VIEW_TYPE_LABELS[viewType]) }, "{type}: its layouts")}
                </h2>
                <ul className={classes.layouts}>
                    {ofType.map((layout) => (
                        <li key={String(layout.layoutID)} className={classes.layoutItem} data-layout-id={String(layout.layoutID)}>
                            <span>
                                {layout.name} <span className={classes.status}>{layout.isActive ? t("Published") : layout.isDefault ? t("Default") : t("Draft")}</span>
                            </span>
                            <span className={classes.row}>
                                {/* The texts as the page loaded them: a layout saved since is translated after a reload. */}
                                {translate?.[String(layout.layoutID)] && <TranslateButton {...translate[String(layout.layoutID)]!} />}
                                <Button onClick={() => startFrom(layout)} disabled={busy}>
                                    {layout.isDefault ? t("Copy and edit") : t("Edit")}
                                </Button>
                                {layout.isDefault && !layout.isActive ? (
                                    <Button onClick={() => void run(async () => (await publishLayout(layout.layoutID), t("The page shows its default layout again.")))} disabled={busy}>
                                        {t("Revert to default")}
                                    </Button>
                                ) : null}
                                {!layout.isDefault ? (
                                    <Button
                                        aria-label={tf("layouts.deleteLabel", { name: layout.name }, "Delete {name}")}
                                        onClick={() =>
                                            void run(async () => {
                                                await deleteLayout(layout.layoutID);
                                                if (draft?.layoutID === layout.layoutID) setDraft(null);
                                                return t("Layout deleted.");
                                            })
                                        }
                                        disabled={busy}
                                    >
                                        {t("Delete")}
                                    </Button>
                                ) : null}
                            </span>
                        </li>
                    ))}
                </ul>
            </section>

            <p id="layout-editor-status" role="status" className={classes.message}>
                {message}
            </p>
            {error ? (
                <p role="alert" className={classes.error}>
                    {error}
                </p>
            ) : null}

            {draft ? (
                <section aria-labelledby="layout-draft-heading" className={classes.root}>
                    <h2 id="layout-draft-heading" className={classes.heading}>
                        {draft.layoutID === null ? t("New layout") : tf("layouts.editing", { name: draft.name }, "Editing {name}")}
                    </h2>
                    <div className={classes.field}>
                        <label htmlFor="layout-name">{t("Layout name")}</label>
                        <input id="layout-name" className={classes.input} maxLength={100} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
                    </div>
                    <ol className={classes.widgets} aria-label={t("Widgets")}>
                        {draft.widgets.map((widget, index) => {
                            const name = widgetName(widget.definition.$hydrate);
                            const schema = catalog?.widgets[widget.definition.$hydrate]?.schema;
                            return (
                                <li key={widget.key} className={classes.widget} data-widget-key={widget.key} data-widget-type={widget.definition.$hydrate}>
                                    <div className={classes.widgetHead}>
                                        <h3 className={classes.widgetName}>{name}</h3>
                                        <Button data-action="up" aria-label={tf("layouts.moveUp", { name }, "Move {name} up")} disabled={index === 0} onClick={() => move(index, -1)}>
                                            {t("Up")}
                                        </Button>
                                        <Button data-action="down" aria-label={tf("layouts.moveDown", { name }, "Move {name} down")} disabled={index === draft.widgets.length - 1} onClick={() => move(index, 1)}>
                                            {t("Down")}
                                        </Button>
                                        <Button
                                            data-action="remove"
                                            aria-label={tf("layouts.remove", { name }, "Remove {name}")}
                                            onClick={() => {
                                                updateWidgets((widgets) => widgets.filter((candidate) => candidate.key !== widget.key));
                                                setMessage(tf("layouts.removed", { name }, "{name} removed."));
                                                root.current?.querySelector<HTMLElement>("#layout-add-widget")?.focus();
                                            }}
                                        >
                                            {t("Remove")}
                                        </Button>
                                    </div>
                                    {schema ? (
                                        <details>
                                            <summary>{tf("layouts.settings", { name }, "Settings of {name}")}</summary>
                                            <WidgetSettingsForm
                                                idPrefix={`widget-${widget.key}`}
                                                schema={schema}
                                                definition={widget.definition}
                                                onChange={(definition) => updateWidgets((widgets) => widgets.map((candidate) => (candidate.key === widget.key ? { ...candidate, definition } : candidate)))}
                                            />
                                        </details>
                                    ) : (
                                        <p className={classes.error}>{t("This widget is not available any more; remove it.")}</p>
                                    )}
                                    {catalog?.widgets[widget.definition.$hydrate] ? (
                                        <FragmentChoice
                                            idPrefix={`widget-${widget.key}`}
                                            component={catalog.widgets[widget.definition.$hydrate]!.$reactComponent}
                                            fragments={fragments}
                                            definition={widget.definition}
                                            onChange={(definition) => updateWidgets((widgets) => widgets.map((candidate) => (candidate.key === widget.key ? { ...candidate, definition } : candidate)))}
                                        />
                                    ) : null}
                                </li>
                            );
                        })}
                    </ol>
                    <div className={classes.row}>
                        <label htmlFor="layout-add-widget">{t("Add a widget")}</label>
                        <select id="layout-add-widget" className={classes.input} value={adding} onChange={(event) => setAdding(event.target.value)}>
                            <option value="">{t("Choose a widget")}</option>
                            {Object.entries(catalog?.widgets ?? {}).map(([type, widget]) => (
                                <option key={type} value={type}>
                                    {t(widget.name)}
                                </option>
                            ))}
                        </select>
                        <Button
                            disabled={!adding}
                            onClick={() => {
                                updateWidgets((widgets) => [...widgets, ...keyed([{ $hydrate: adding }])]);
                                setMessage(tf("layouts.added", { name: widgetName(adding) }, "{name} added at the end."));
                                setAdding("");
                            }}
                        >
                            {t("Add")}
                        </Button>
                    </div>
                    <div className={classes.row}>
                        <Button
                            disabled={busy}
                            onClick={() =>
                                void run(async () => {
                                    setPreview(await hydratePreview(draft.layoutViewType, draft.widgets.map((widget) => widget.definition)));
                                    return t("Preview updated below.");
                                })
                            }
                        >
                            {t("Preview")}
                        </Button>
                        <Button disabled={busy} onClick={() => void run(async () => (await save(draft), t("Draft saved. Visitors still see the published layout.")))}>
                            {t("Save draft")}
                        </Button>
                        <Button
                            buttonType="primary"
                            disabled={busy}
                            onClick={() =>
                                void run(async () => {
                                    const saved = await save(draft);
                                    await publishLayout(saved.layoutID);
                                    return t("Published. Visitors now see this layout.");
                                })
                            }
                        >
                            {t("Publish")}
                        </Button>
                    </div>
                    {preview ? (
                        // Side by side: the widgets a phone shows and those a desktop shows.
                        <div className={classes.previews}>
                            <section aria-label={t("Preview on mobile")} className={`${classes.previewFrame} ${classes.previewMobile}`}>
                                <h3 className={classes.previewLabel}>{t("Mobile")}</h3>
                                <LayoutRenderer widgets={preview} components={CORE_WIDGET_COMPONENTS} previewDevice="mobile" />
                            </section>
                            <section aria-label={t("Preview on desktop")} className={classes.previewFrame}>
                                <h3 className={classes.previewLabel}>{t("Desktop")}</h3>
                                <LayoutRenderer widgets={preview} components={CORE_WIDGET_COMPONENTS} previewDevice="desktop" />
                            </section>
                        </div>
                    ) : null}
                </section>
            ) : null}
        </div>
    );
}
