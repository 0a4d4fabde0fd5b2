/**
 * Byte sizes (shell §9): B, KB, MB, GB, TB with two decimals, in powers of 1024 (what file
 * managers and Vanilla show), the number in the reader's locale ("1.50 MB", "1,50 MB"). A whole
 * number of bytes has no fraction, so "512 B" keeps none.
 */
import { currentTranslator } from "@library/i18n/t";

export function formatBytes(bytes: number): string {
    const translator = currentTranslator();
    // The unit's letters are the locale's (French writes o, Ko, Mo).
    const units = [translator.t("B"), translator.t("KB"), translator.t("MB"), translator.t("GB"), translator.t("TB")];
    if (!Number.isFinite(bytes) || bytes < 0) return `0 ${units[0]}`;
    let unit = 0;
    let value = bytes;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    const number = unit === 0 ? translator.number(Math.round(value), { useGrouping: false }) : translator.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    return `${number} ${units[unit]}`;
}
