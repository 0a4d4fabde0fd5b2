/**
 * Loads a script an embed needs (shell §8, §9): resolves once it has run, rejects with the
 * catalogue's texts when it fails or takes longer than the script load timeout.
 */
import { t, tf } from "@library/i18n/t";

export const SCRIPT_LOAD_TIMEOUT_MS = 10000;

export function loadScript(url: string, { timeoutMs = SCRIPT_LOAD_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
    return new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = url;
        script.async = true;
        // settle reads `timer`, declared below: safe, as nothing can call it before appendChild.
        const settle = (error?: Error) => {
            clearTimeout(timer);
            script.onload = null;
            script.onerror = null;
            if (error) {
                // Leave no abandoned element behind, so a retry starts from the same document.
                script.remove();
                reject(error);
            } else {
                resolve();
            }
        };
        const timer = setTimeout(() => settle(new Error(tf("Loading of the script {url} has timed out", { url }))), timeoutMs);
        script.onload = () => settle();
        script.onerror = () => settle(new Error(t("Failed to load a required embed script")));
        document.head.appendChild(script);
    });
}
