import { useState, type FormEvent } from "react";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import type { IApiError } from "@library/api/apiErrors";
import { patchLocale, putTranslationService, type ITranslationService } from "@dashboard/admin/adminApi";
import { adminFormClasses as classes } from "@dashboard/admin/adminForm.styles";
import { adminPageClasses as pageClasses } from "@dashboard/admin/adminPage.styles";

export interface IAdminLocale {
    localeID: string;
    name: string;
    translationService: string | null;
}

export interface ILocalesManagerProps {
    locales: IAdminLocale[];
    services: ITranslationService[];
}

function errorText(error: unknown): string {
    const apiError = error as IApiError;
    return Object.values(apiError.errors ?? {}).flat()[0]?.message ?? apiError.message;
}

function LocaleRow({ locale, services }: { locale: IAdminLocale; services: ITranslationService[] }) {
    const [service, setService] = useState(locale.translationService ?? "");
    const [status, setStatus] = useState("");
    const id = `locale-${locale.localeID}`;
    async function onSubmit(event: FormEvent) {
        event.preventDefault();
        try {
            await patchLocale(locale.localeID, service || null);
            setStatus(t("Saved."));
        } catch (error) {
            setStatus(errorText(error));
        }
    }
    return (
        <li>
            <form className={classes.row} onSubmit={(event) => void onSubmit(event)}>
                <label htmlFor={id} className={classes.label}>
                    {locale.name} ({locale.localeID})
                </label>
                <select id={id} className={classes.input} value={service} onChange={(event) => setService(event.target.value)}>
                    <option value="">{t("No machine translation")}</option>
                    {services.map((candidate) => (
                        // A service without a key cannot translate: the server refuses it, the form says why first.
                        <option key={candidate.type} value={candidate.type} disabled={!candidate.isConfigured}>
                            {candidate.isConfigured ? candidate.name : `${candidate.name} (${t("no API key yet")})`}
                        </option>
                    ))}
                </select>
                <Button type="submit">{t("Save")}</Button>
                <span role="status" className={classes.status}>
                    {status}
                </span>
            </form>
        </li>
    );
}

function ServiceForm({ service, onSaved }: { service: ITranslationService; onSaved: (service: ITranslationService) => void }) {
    const [apiKey, setApiKey] = useState("");
    const [url, setUrl] = useState(service.url ?? "");
    const [status, setStatus] = useState("");
    const [errors, setErrors] = useState<Record<string, string>>({});
    const id = `service-${service.type}`;
    async function onSubmit(event: FormEvent) {
        event.preventDefault();
        if (!apiKey.trim()) {
            setErrors({ apiKey: t("Enter the API key.") });
            return;
        }
        try {
            const saved = await putTranslationService(service.type, { apiKey: apiKey.trim(), url: url.trim() });
            // The key leaves the page once sent: it is never shown back.
            setApiKey("");
            setErrors({});
            setStatus(t("Saved. The key is stored and will not be shown again."));
            onSaved(saved);
        } catch (error) {
            const apiError = error as IApiError;
            setErrors(Object.fromEntries(Object.entries(apiError.errors ?? {}).map(([field, list]) => [field, list.map((item) => item.message).join(" ")])));
            setStatus(apiError.message);
        }
    }
    return (
        <form className={classes.fieldset} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
            <h3 id={`${id}-title`} className={classes.legend}>
                {service.name}
            </h3>
            <p className={pageClasses.muted}>{service.isConfigured ? t("An API key is stored.") : t("No API key yet.")}</p>
            <div className={classes.field}>
                <label htmlFor={`${id}-key`} className={classes.label}>
                    {service.isConfigured ? t("Replace the API key") : t("API key")}
                </label>
                <input
                    id={`${id}-key`}
                    className={classes.input}
                    type="password"
                    autoComplete="off"
                    value={apiKey}
                    aria-invalid={errors.apiKey ? true : undefined}
                    aria-describedby={errors.apiKey ? `${id}-key-error` : undefined}
                    onChange={(event) => setApiKey(event.target.value)}
                />
                {errors.apiKey && (
                    <p id={`${id}-key-error`} className={classes.fieldError}>
                        {errors.apiKey}
                    </p>
                )}
            </div>
            <div className={classes.field}>
                <label htmlFor={`${id}-url`} className={classes.label}>
                    {t("Service address (optional)")}
                </label>
                <input
                    id={`${id}-url`}
                    className={classes.input}
                    type="url"
                    value={url}
                    aria-invalid={errors.url ? true : undefined}
                    aria-describedby={errors.url ? `${id}-url-error` : `${id}-url-help`}
                    onChange={(event) => setUrl(event.target.value)}
                />
                <p id={`${id}-url-help`} className={classes.help}>
                    {t("An https address; empty for the service's usual one.")}
                </p>
                {errors.url && (
                    <p id={`${id}-url-error`} className={classes.fieldError}>
                        {errors.url}
                    </p>
                )}
            </div>
            <div className={classes.actions}>
                <Button buttonType="primary" type="submit">
                    {t("Save")}
                </Button>
                <span role="status" className={classes.status}>
                    {status}
                </span>
            </div>
        </form>
    );
}

/** /dashboard/locales (issue 14 item 9, shell §7): each locale's translation service, and the services' keys (write-only). */
export function LocalesManager({ locales, services: initialServices }: ILocalesManagerProps) {
    const [services, setServices] = useState(initialServices);
    return (
        <>
            <section className={pageClasses.section} aria-labelledby="locales-title">
                <h2 id="locales-title" className={pageClasses.sectionTitle}>
                    {t("Locales")}
                </h2>
                <ul className={pageClasses.list}>
                    {locales.map((locale) => (
                        <LocaleRow key={locale.localeID} locale={locale} services={services} />
                    ))}
                </ul>
            </section>
            <section className={pageClasses.section} aria-labelledby="services-title">
                <h2 id="services-title" className={pageClasses.sectionTitle}>
                    {t("Translation services")}
                </h2>
                <div className={classes.form}>
                    {services.map((service) => (
                        <ServiceForm key={service.type} service={service} onSaved={(saved) => setServices((list) => list.map((item) => (item.type === saved.type ? saved : item)))} />
                    ))}
                </div>
            </section>
        </>
    );
}
