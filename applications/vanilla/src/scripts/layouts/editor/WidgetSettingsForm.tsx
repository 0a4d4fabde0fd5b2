/**
 * A widget's settings as a form generated from its schema (issue 13): a check box for a yes/no
 * setting, a list for a choice, a number field for a count, a text field (or a text area for
 * HTML) for text, a list of items with their own fields (ItemListField); plus where it shows
 * ($middleware.visibility.device).
 */
import { t } from "@library/i18n/t";
import { DEVICE_VISIBILITIES, type DeviceVisibility, type ILayoutWidgetDefinition, type IWidgetSchema } from "@library/layouts/layoutTypes";
import { visibilityOf } from "@library/layouts/deviceVisibility";
import { settingProblem } from "@library/layouts/widgetSettings";
import { ItemListField, type ISettingFieldProps } from "@vanilla/layouts/editor/ItemListField";
import { editorClasses as classes } from "@vanilla/layouts/editor/layoutEditor.styles";

const DEVICE_LABELS: Record<DeviceVisibility, string> = { all: "All devices", mobile: "Mobile only", desktop: "Desktop only" };

interface IProps {
    /** Makes the fields' IDs unique on the page. */
    idPrefix: string;
    schema: IWidgetSchema;
    definition: ILayoutWidgetDefinition;
    onChange(definition: ILayoutWidgetDefinition): void;
}

function SettingField({ id, name, setting, value, onChange }: ISettingFieldProps) {
    const current = value ?? setting.default;
    if (setting.type === "array") return <ItemListField id={id} setting={setting} value={current} onChange={onChange} Field={SettingField} />;
    if (setting.type === "boolean") {
        return (
            <label className={classes.checkbox} htmlFor={id}>
                <input id={id} type="checkbox" checked={current === true} onChange={(event) => onChange(event.target.checked)} />
                {t(setting.title)}
            </label>
        );
    }
    const label = (
        <label htmlFor={id}>
            {t(setting.title)}
        </label>
    );
    if (setting.enum) {
        return (
            <div className={classes.field}>
                {label}
                <select id={id} className={classes.input} value={String(current ?? "")} onChange={(event) => onChange(event.target.value)}>
                    {setting.enum.map((option) => (
                        <option key={option} value={option}>
                            {option}
                        </option>
                    ))}
                </select>
            </div>
        );
    }
    if (setting.type === "integer") {
        return (
            <div className={classes.field}>
                {label}
                <input
                    id={id}
                    className={classes.input}
                    type="number"
                    step={1}
                    min={setting.minimum}
                    max={setting.maximum}
                    value={typeof current === "number" ? current : ""}
                    onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
                />
            </div>
        );
    }
    // An address the server would refuse (shell §5) is flagged as it is typed.
    const problem = setting.format ? settingProblem(setting, String(current ?? "")) : null;
    return (
        <div className={setting["x-control"] === "textarea" ? `${classes.field} ${classes.wide}` : classes.field} data-setting={name}>
            {label}
            {setting["x-control"] === "textarea" ? (
                <textarea id={id} className={classes.textarea} maxLength={setting.maxLength} value={String(current ?? "")} onChange={(event) => onChange(event.target.value)} />
            ) : (
                <input
                    id={id}
                    className={classes.input}
                    type="text"
                    maxLength={setting.maxLength}
                    value={String(current ?? "")}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                    onChange={(event) => onChange(event.target.value)}
                />
            )}
            {problem ? (
                <span id={`${id}-problem`} className={classes.fieldProblem}>
                    {`${t(setting.title)} ${problem}.`}
                </span>
            ) : null}
        </div>
    );
}

export function WidgetSettingsForm({ idPrefix, schema, definition, onChange }: IProps) {
    const device = visibilityOf(definition.$middleware);
    return (
        <div className={classes.settings}>
            {Object.entries(schema.properties).map(([name, setting]) => (
                <SettingField key={name} id={`${idPrefix}-${name}`} name={name} setting={setting} value={definition[name]} onChange={(value) => onChange({ ...definition, [name]: value })} />
            ))}
            <div className={classes.field}>
                <label htmlFor={`${idPrefix}-device`}>{t("Show on")}</label>
                <select
                    id={`${idPrefix}-device`}
                    className={classes.input}
                    value={device}
                    onChange={(event) => {
                        const chosen = event.target.value as DeviceVisibility;
                        const { $middleware: _previous, ...rest } = definition;
                        onChange(chosen === "all" ? rest : { ...rest, $middleware: { visibility: { device: chosen } } });
                    }}
                >
                    {DEVICE_VISIBILITIES.map((visibility) => (
                        <option key={visibility} value={visibility}>
                            {t(DEVICE_LABELS[visibility])}
                        </option>
                    ))}
                </select>
            </div>
        </div>
    );
}
