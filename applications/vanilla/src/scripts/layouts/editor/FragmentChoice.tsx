/**
 * The layout editor's choice of what draws a widget (issue 13 item 4): the built-in component or
 * one of the committed fragments written for it at /appearance/fragments. Stored as the widget's
 * `$fragmentImpls[component]`; choosing "Built-in" removes it.
 */
import { t } from "@library/i18n/t";
import { SYSTEM_FRAGMENT, type IFragment } from "@library/fragments/fragmentTypes";
import type { ILayoutWidgetDefinition } from "@library/layouts/layoutTypes";
import { editorClasses as classes } from "@vanilla/layouts/editor/layoutEditor.styles";

interface IProps {
    idPrefix: string;
    /** The widget's component: its fragment type. */
    component: string;
    /** Committed fragments of every type. */
    fragments: readonly IFragment[];
    definition: ILayoutWidgetDefinition;
    onChange(definition: ILayoutWidgetDefinition): void;
}

export function FragmentChoice({ idPrefix, component, fragments, definition, onChange }: IProps) {
    const options = fragments.filter((fragment) => fragment.fragmentType === component);
    const current = definition.$fragmentImpls?.[component]?.fragmentUUID ?? SYSTEM_FRAGMENT;
    if (!options.length && current === SYSTEM_FRAGMENT) return null;
    const choose = (fragmentUUID: string) => {
        const { [component]: _replaced, ...others } = definition.$fragmentImpls ?? {};
        const impls = fragmentUUID === SYSTEM_FRAGMENT ? others : { ...others, [component]: { fragmentUUID } };
        const { $fragmentImpls: _old, ...rest } = definition;
        onChange(Object.keys(impls).length ? { ...rest, $fragmentImpls: impls } : rest);
    };
    return (
        <div className={classes.field}>
            <label htmlFor={`${idPrefix}-fragment`}>{t("Drawn by")}</label>
            <select id={`${idPrefix}-fragment`} className={classes.input} value={current} onChange={(event) => choose(event.target.value)}>
                <option value={SYSTEM_FRAGMENT}>{t("Built-in component")}</option>
                {options.map((fragment) => (
                    <option key={fragment.fragmentUUID} value={fragment.fragmentUUID}>
                        {fragment.name}
                    </option>
                ))}
                {current !== SYSTEM_FRAGMENT && !options.some((fragment) => fragment.fragmentUUID === current) ? <option value={current}>{t("A fragment not committed or deleted")}</option> : null}
            </select>
        </div>
    );
}
