/**
 * Number shortening (shell §5): thousands k, millions m, billions b, trillions t, one decimal;
 * the full value with the locale's grouping (commas in English). The digits and the decimal
 * separator are the reader's locale's (Intl, through the current translator): "1.2k", "1,2k".
 */
import { currentTranslator } from "@library/i18n/t";

const UNITS: Array<[number, string]> = [
    [1e12, "t"],
    [1e9, "b"],
    [1e6, "m"],
    [1e3, "k"],
];

export function fullNumber(value: number): string {
    return currentTranslator().number(value);
}

export function shortNumber(value: number): string {
    const sign = value < 0 ? "-" : "";
    const abs = Math.abs(value);
    const translator = currentTranslator();
    for (const [size, unit] of UNITS) {
        if (abs >= size) {
            // Rounded down: 1,999 is "1.9k", never a "2k" it has not reached.
            const shortened = Math.floor((abs / size) * 10) / 10;
            return `${sign}${translator.number(shortened, { maximumFractionDigits: 1 })}${unit}`;
        }
    }
    return translator.number(value, { useGrouping: false });
}

/** Content §9: result counts above 999 are abbreviated. */
export function countLabel(value: number): string {
    return value > 999 ? shortNumber(value) : currentTranslator().number(value, { useGrouping: false });
}
