/**
 * LibreTranslate (https://libretranslate.com, self-hostable): `POST {url}/translate` with
 * `{q: [texts], source, target, format: "text", api_key}` answers `{translatedText: [texts]}`,
 * or `{error}` with a 4xx/5xx status. Texts are sent as plain text, so nothing in them is read as
 * markup by the service.
 */
import { MachineTranslationError, type IMachineTranslationAdapter } from "./machineTranslationTypes";

/** A service that has not answered in this time is reported as not answering. */
const TIMEOUT_MS = 15_000;

export const libreTranslateAdapter: IMachineTranslationAdapter = {
    async translate({ texts, source, target }, { apiKey, url }) {
        if (texts.length === 0) return [];
        let response: Response;
        try {
            response = await fetch(new URL("translate", url.endsWith("/") ? url : `${url}/`), {
                method: "POST",
                headers: { "content-type": "application/json", accept: "application/json" },
                body: JSON.stringify({ q: texts, source, target, format: "text", api_key: apiKey }),
                signal: AbortSignal.timeout(TIMEOUT_MS),
            });
        } catch (error) {
            throw new MachineTranslationError(`LibreTranslate did not answer (${error instanceof Error ? error.message : String(error)}).`);
        }
        const body = (await response.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
        if (!response.ok) {
            const reason = typeof body?.error === "string" ? body.error : `status ${response.status}`;
            throw new MachineTranslationError(`LibreTranslate refused the translation: ${reason}`);
        }
        const translated = body?.translatedText;
        if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((text) => typeof text === "string")) {
            throw new MachineTranslationError("LibreTranslate answered something other than the translations asked for.");
        }
        return translated as string[];
    },
};
