import { useRef, useState, type FormEvent } from "react";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import type { IApiError } from "@library/api/apiErrors";
import { useAppDispatch } from "@library/redux/hooks";
import { uploadMedia, type ConfigValue } from "@dashboard/admin/adminApi";
import { adminFormClasses as classes } from "@dashboard/admin/adminForm.styles";
import { useUnsavedChangesGuard } from "@dashboard/admin/useUnsavedChangesGuard";
import { SETTING_GROUPS, type ISettingField } from "@dashboard/admin/settings/settingsFields";
import { changedSettings, initialFormValues, settingsErrors, type FormValue, type FormValues } from "@dashboard/admin/settings/settingsForm";
import { patchSettings } from "@dashboard/admin/settings/settingsActions";
import { registerSettingsSlice } from "@dashboard/admin/settings/settingsSlice";

registerSettingsSlice();

export interface ISettingsFormProps {
    /** The stored configuration of every field (GET /config's values for their keys). */
    values: Record<string, ConfigValue>;
}

export function settingInputID(key: string): string {
    return `setting-${key.replace(/[^A-Za-z0-9]+/g, "-")}`;
}

interface IFieldProps {
    field: ISettingField;
    value: FormValue;
    errors: string[];
    onChange: (value: FormValue) => void;
}

function LogoUpload({ field, onChange }: Pick<IFieldProps, "field" | "onChange">) {
    const [status, setStatus] = useState("");
    async function onFile(file: File | undefined) {
        if (!file) return;
        setStatus(t("Uploading…"));
        try {
            const media = await uploadMedia(file, () => undefined);
            onChange(media.url);
            setStatus(t("Uploaded. Save to use it."));
        } catch (error) {
            setStatus((error as IApiError).message);
        }
    }
    const id = `${settingInputID(field.key)}-file`;
    return (
        <span className={classes.row}>
            <label htmlFor={id}>{t("Upload an image")}</label>
            <input id={id} type="file" accept="image/*" onChange={(event) => void onFile(event.target.files?.[0])} />
            <span role="status" className={classes.status}>
                {status}
            </span>
        </span>
    );
}

function SettingField({ field, value, errors, onChange }: IFieldProps) {
    const id = settingInputID(field.key);
    const helpID = field.help ? `${id}-help` : undefined;
    const errorID = errors.length ? `${id}-errors` : undefined;
    const describedBy = [errorID, helpID].filter(Boolean).join(" ") || undefined;
    const common = { id, "aria-describedby": describedBy, "aria-invalid": errors.length > 0 || undefined } as const;
    const help = field.help && (
        <p id={helpID} className={classes.help}>
            {t(field.help)}
        </p>
    );
    const errorText = errors.length > 0 && (
        <p id={errorID} className={classes.fieldError}>
            {errors.map((message) => t(message)).join(" ")}
        </p>
    );
    if (field.kind === "boolean") {
        return (
            <div className={classes.checkboxField}>
                <input {...common} type="checkbox" className={classes.checkbox} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
                <label htmlFor={id} className={classes.checkboxLabel}>
                    {t(field.label)}
                </label>
                {errorText}
                {help}
            </div>
        );
    }
    let input;
    if (field.kind === "select") {
        input = (
            <select {...common} className={classes.input} value={String(value)} onChange={(event) => onChange(event.target.value)}>
                {field.options!.map((option) => (
                    <option key={String(option.value)} value={String(option.value)}>
                        {t(option.label)}
                    </option>
                ))}
                {/* A value set elsewhere (the API, config.json) that no option names stays shown as it is. */}
                {!field.options!.some((option) => String(option.value) === value) && <option value={String(value)}>{String(value)}</option>}
            </select>
        );
    } else if (field.kind === "lines") {
        input = <textarea {...common} className={classes.input} rows={3} value={String(value)} onChange={(event) => onChange(event.target.value)} />;
    } else {
        const numeric = field.kind === "integer" || field.kind === "megabytes";
        input = (
            <input
                {...common}
                className={classes.input}
                type="text"
                inputMode={numeric ? "decimal" : field.kind === "text" || field.kind === "words" ? undefined : "url"}
                required={field.required}
                value={String(value)}
                onChange={(event) => onChange(event.target.value)}
            />
        );
    }
    return (
        <div className={classes.field}>
            <label htmlFor={id} className={classes.label}>
                {t(field.label)}
                {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {input}
            {field.kind === "image" && (
                <>
                    {value !== "" && <img className={classes.logoPreview} src={String(value)} alt={t("Current image")} />}
                    <LogoUpload field={field} onChange={onChange} />
                </>
            )}
            {errorText}
            {help}
        </div>
    );
}

/**
 * /dashboard/settings (issue 14 item 2): every setting of the list in one form. Only the changed
 * keys are sent, all or nothing (PATCH /config); the server's errors, grouped by key (shell §5),
 * show beside their fields and in a summary that takes focus. Leaving with unsaved changes asks.
 */
export function SettingsForm({ values }: ISettingsFormProps) {
    const dispatch = useAppDispatch();
    const [saved, setSaved] = useState<FormValues>(() => initialFormValues(values));
    const [current, setCurrent] = useState<FormValues>(saved);
    const [errors, setErrors] = useState<Record<string, string[]>>({});
    const [message, setMessage] = useState("");
    const [saving, setSaving] = useState(false);
    const summaryRef = useRef<HTMLDivElement>(null);
    const changes = changedSettings(saved, current);
    const dirty = Object.keys(changes).length > 0;
    useUnsavedChangesGuard(dirty);

    function showErrors(found: Record<string, string[]>) {
        setErrors(found);
        setMessage("");
        // The summary takes focus so the errors are read; each links to its field.
        requestAnimationFrame(() => summaryRef.current?.focus());
    }

    async function onSubmit(event: FormEvent) {
        event.preventDefault();
        const found = settingsErrors(changes);
        if (Object.keys(found).length) return showErrors(found);
        if (!dirty) {
            setMessage(t("Nothing to save."));
            return;
        }
        setSaving(true);
        try {
            // Through the store: the title bar's site name and logo follow saved ones (SiteLogo.tsx).
            await dispatch(patchSettings(changes));
            setSaved(current);
            setErrors({});
            setMessage(t("Settings saved."));
        } catch (error) {
            const apiError = error as IApiError;
            const byField = Object.fromEntries(Object.entries(apiError.errors ?? {}).map(([key, list]) => [key, list.map((item) => item.message)]));
            showErrors(Object.keys(byField).length ? byField : { "": [apiError.message] });
        } finally {
            setSaving(false);
        }
    }

    const errorEntries = Object.entries(errors);
    return (
        <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            {errorEntries.length > 0 && (
                <div ref={summaryRef} className={classes.summary} tabIndex={-1} role="alert">
                    <p>{t("The settings were not saved:")}</p>
                    <ul>
                        {errorEntries.map(([key, list]) => {
                            const field = SETTING_GROUPS.flatMap((group) => group.fields).find((candidate) => candidate.key === key);
                            return (
                                <li key={key}>
                                    {field ? <a href={`#${settingInputID(key)}`}>{t(field.label)}</a> : key}: {list.map((item) => t(item)).join(" ")}
                                </li>
                            );
                        })}
                    </ul>
                </div>
            )}
            {SETTING_GROUPS.map((group) => (
                <fieldset key={group.id} className={classes.fieldset}>
                    <legend className={classes.legend}>{t(group.label)}</legend>
                    {group.fields.map((field) => (
                        <SettingField
                            key={field.key}
                            field={field}
                            value={current[field.key]!}
                            errors={errors[field.key] ?? []}
                            onChange={(value) => setCurrent((previous) => ({ ...previous, [field.key]: value }))}
                        />
                    ))}
                </fieldset>
            ))}
            <div className={classes.actions}>
                <Button buttonType="primary" type="submit" disabled={saving}>
                    {saving ? t("Saving…") : t("Save")}
                </Button>
                <span role="status" className={classes.status}>
                    {message || (dirty ? t("You have unsaved changes.") : "")}
                </span>
            </div>
        </form>
    );
}
