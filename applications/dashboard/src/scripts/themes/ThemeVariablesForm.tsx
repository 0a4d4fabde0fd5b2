/**
 * The editor of a theme's main variables: primary, background and text colours, font family and
 * content widths. It checks the values with the server's own rules (themeVariablesErrors) before
 * sending, and shows the server's field errors the same way.
 */
import { useState, type FormEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { Loader } from "@library/components/Loader";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { saveThemeVariables } from "@library/theme/themeActions";
import type { ITheme } from "@library/theme/themeTypes";
import { themeVariablesErrors } from "@library/theme/themeValidation";
import { themeConstants, themeFromVariables, type IThemeVariables } from "@library/theme/themeVariables";
import { themesClasses as classes } from "@dashboard/themes/themes.styles";

interface IProps {
    theme: ITheme;
    onSaved: (theme: ITheme) => void;
    onCancel: () => void;
}

const COLOR_FIELDS = [
    { key: "primary", label: "Primary Color" },
    { key: "bg", label: "Background Color" },
    { key: "fg", label: "Text Color" },
] as const;

const WIDTH_FIELDS = [
    { key: "middleColumnWidth", label: "Content Width" },
    { key: "panelWidth", label: "Panel Width" },
    { key: "narrowContentWidth", label: "Narrow Content Width" },
] as const;

type Values = Record<string, string>;

function initialValues(theme: ITheme): Values {
    const variables = theme.assets.variables?.data ?? {};
    const resolved = themeFromVariables(theme.name, variables);
    const values: Values = { fontFamily: variables.font?.family ?? "" };
    for (const { key } of COLOR_FIELDS) values[key] = variables.colors?.[key] ?? resolved.colors[key];
    for (const { key } of WIDTH_FIELDS) values[key] = String(variables.layout?.[key] ?? themeConstants.layout[key]);
    return values;
}

/** The stored variables with the form's values over them (only what the form edits changes). */
function variablesFrom(theme: ITheme, values: Values): IThemeVariables {
    const current = theme.assets.variables?.data ?? {};
    // initialValues fills every field's key, and edits only replace them, so each lookup below is set.
    const colors = { ...current.colors };
    for (const { key } of COLOR_FIELDS) colors[key] = values[key]!.trim();
    const layout = { ...current.layout };
    for (const { key } of WIDTH_FIELDS) layout[key] = values[key]!.trim() === "" ? Number.NaN : Number(values[key]);
    return { ...current, colors, layout, font: { family: values.fontFamily!.trim() } };
}

/** Field errors keyed by the form's field names ("colors.primary" → "primary"). */
function byFormField(errors: Array<{ field: string; message: string }>): Record<string, string[]> {
    const grouped: Record<string, string[]> = {};
    for (const error of errors) {
        const key = error.field === "font.family" ? "fontFamily" : error.field.replace(/^(colors|layout)\./, "");
        (grouped[key] ??= []).push(error.message);
    }
    return grouped;
}

export function ThemeVariablesForm({ theme, onSaved, onCancel }: IProps) {
    const dispatch = useAppDispatch();
    const [values, setValues] = useState<Values>(() => initialValues(theme));
    const [errors, setErrors] = useState<Record<string, string[]>>({});
    const [formError, setFormError] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const idPrefix = `theme-${theme.themeID}`;

    async function submit(event: FormEvent) {
        event.preventDefault();
        const variables = variablesFrom(theme, values);
        const problems = themeVariablesErrors(variables);
        setErrors(byFormField(problems));
        setFormError(null);
        if (problems.length) return;
        setSaving(true);
        try {
            onSaved(await dispatch(saveThemeVariables({ themeID: theme.themeID, variables })));
        } catch (caught) {
            const error = caught as IApiError;
            const fieldErrors = Object.entries(error.errors ?? {}).flatMap(([field, list]) => list.map((item) => ({ field, message: item.message })));
            setErrors(byFormField(fieldErrors));
            setFormError(error.message);
        } finally {
            setSaving(false);
        }
    }

    const field = (key: string, label: string, extra: Record<string, unknown> = {}) => (
        <InputField
            key={key}
            id={`${idPrefix}-${key}`}
            label={t(label)}
            value={values[key]}
            errors={errors[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            {...extra}
        />
    );

    return (
        <form className={classes.form} onSubmit={submit} noValidate aria-label={t("Theme Variables")}>
            {COLOR_FIELDS.map(({ key, label }) => field(key, label, { required: true, spellCheck: false }))}
            {field("fontFamily", "Font Family", { placeholder: "Open Sans" })}
            {WIDTH_FIELDS.map(({ key, label }) => field(key, label, { required: true, inputMode: "numeric" }))}
            {formError && (
                <p className={classes.error} role="alert" style={{ gridColumn: "1 / -1" }}>
                    {formError}
                </p>
            )}
            <div className={classes.formActions}>
                <Button type="submit" buttonType="primary" disabled={saving}>
                    {saving ? <Loader delayMs={0} size={14} /> : t("Save")}
                </Button>
                <Button onClick={onCancel} disabled={saving}>
                    {t("Cancel")}
                </Button>
            </div>
        </form>
    );
}
