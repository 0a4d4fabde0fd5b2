/**
 * An "array" setting in the widget settings form (issue 13, content §2 widget items): the items a
 * site manager writes for a widget, each with its own fields from the schema, and buttons to add
 * one, remove one and move one up or down — buttons, so the keyboard does it all; after a move the
 * focus follows the moved item's button, after a removal it goes to the next item or "Add item".
 */
import { useEffect, useRef, type ComponentType } from "react";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import type { IWidgetSettingSchema } from "@library/layouts/layoutTypes";
import { settingsWithDefaults } from "@library/layouts/widgetSettings";
import { editorClasses as classes } from "@vanilla/layouts/editor/layoutEditor.styles";

export interface ISettingFieldProps {
    id: string;
    name: string;
    setting: IWidgetSettingSchema;
    value: unknown;
    onChange(value: unknown): void;
}

interface IProps {
    id: string;
    setting: IWidgetSettingSchema;
    value: unknown;
    onChange(value: Array<Record<string, unknown>>): void;
    /** The form's field for one setting (WidgetSettingsForm's), so an item's fields look like the widget's. */
    Field: ComponentType<ISettingFieldProps>;
}

type Item = Record<string, unknown>;

/** Moves item `from` by one place; a copy, the input untouched. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
    const to = from + by;
    if (to < 0 || to >= items.length) return [...items];
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as T);
    return next;
}

export function ItemListField({ id, setting, value, onChange, Field }: IProps) {
    const items: Item[] = Array.isArray(value) ? (value as Item[]) : [];
    const properties = setting.items?.properties ?? {};
    const full = setting.maxItems !== undefined && items.length >= setting.maxItems;
    const root = useRef<HTMLFieldSetElement>(null);
    /** The button to focus once the list has re-rendered: [item index, action]. */
    const focusNext = useRef<[number, string] | null>(null);

    useEffect(() => {
        const pending = focusNext.current;
        if (!pending) return;
        focusNext.current = null;
        const [index, action] = pending;
        const wanted = root.current?.querySelector<HTMLButtonElement>(`[data-item-index="${index}"] [data-item-action="${action}"]`);
        const fallback = root.current?.querySelector<HTMLButtonElement>(`[data-item-index="${index}"] [data-item-action]:not(:disabled)`) ?? root.current?.querySelector<HTMLButtonElement>("[data-item-action=add]");
        (wanted && !wanted.disabled ? wanted : fallback)?.focus();
    });

    const update = (index: number, item: Item) => onChange(items.map((candidate, at) => (at === index ? item : candidate)));
    const itemTitle = (item: Item, index: number) => (typeof item.name === "string" && item.name.trim() ? item.name.trim() : tf("layouts.itemNumber", { number: index + 1 }, "Item {number}"));

    return (
        <fieldset className={`${classes.field} ${classes.wide} ${classes.itemList}`} ref={root} data-setting={id}>
            <legend className={classes.itemListLegend}>{t(setting.title)}</legend>
            {items.length === 0 ? <p className={classes.message}>{t("No items yet.")}</p> : null}
            <ol className={classes.widgets}>
                {items.map((item, index) => {
                    const title = itemTitle(item, index);
                    return (
                        <li key={index} className={classes.widget} data-item-index={index}>
                            <div className={classes.widgetHead}>
                                <h4 className={classes.widgetName}>{title}</h4>
                                <Button
                                    data-item-action="up"
                                    aria-label={tf("layouts.itemUp", { name: title }, "Move {name} up")}
                                    disabled={index === 0}
                                    onClick={() => {
                                        focusNext.current = [index - 1, "up"];
                                        onChange(moveItem(items, index, -1));
                                    }}
                                >
                                    {t("Up")}
                                </Button>
                                <Button
                                    data-item-action="down"
                                    aria-label={tf("layouts.itemDown", { name: title }, "Move {name} down")}
                                    disabled={index === items.length - 1}
                                    onClick={() => {
                                        focusNext.current = [index + 1, "down"];
                                        onChange(moveItem(items, index, 1));
                                    }}
                                >
                                    {t("Down")}
                                </Button>
                                <Button
                                    data-item-action="remove"
                                    aria-label={tf("layouts.itemRemove", { name: title }, "Remove {name}")}
                                    onClick={() => {
                                        focusNext.current = [Math.min(index, items.length - 2), "remove"];
                                        onChange(items.filter((_, at) => at !== index));
                                    }}
                                >
                                    {t("Remove")}
                                </Button>
                            </div>
                            <div className={classes.settings}>
                                {Object.entries(properties).map(([name, field]) => (
                                    <Field key={name} id={`${id}-${index}-${name}`} name={name} setting={field} value={item[name]} onChange={(changed) => update(index, { ...item, [name]: changed })} />
                                ))}
                            </div>
                        </li>
                    );
                })}
            </ol>
            <div className={classes.row}>
                <Button
                    data-item-action="add"
                    disabled={full}
                    onClick={() => {
                        focusNext.current = [items.length, "remove"];
                        onChange([...items, settingsWithDefaults({ type: "object", properties }, {})]);
                    }}
                >
                    {t("Add item")}
                </Button>
                {full ? <span className={classes.status}>{tf("layouts.itemsFull", { count: setting.maxItems ?? 0 }, "At most {count} items.")}</span> : null}
            </div>
        </fieldset>
    );
}
