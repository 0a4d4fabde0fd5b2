/**
 * Number shortening (shell §5): thousands k, millions m, billions b, trillions t, one decimal;
 * the full value with commas.
 */
const UNITS: Array<[number, string]> = [
    [1e12, "t"],
    [1e9, "b"],
    [1e6, "m"],
    [1e3, "k"],
];

export function fullNumber(value: number): string {
    return value.toLocaleString("en-US");
}

export function shortNumber(value: number): string {
    const sign = value < 0 ? "-" : "";
    const abs = Math.abs(value);
    for (const [size, unit] of UNITS) {
        if (abs >= size) {
            const shortened = Math.floor((abs / size) * 10) / 10;
            return `${sign}${shortened.toFixed(1).replace(/\.0$/, "")}${unit}`;
        }
    }
    return String(value);
}

/** Content §9: result counts above 999 are abbreviated. */
export function countLabel(value: number): string {
    return value > 999 ? shortNumber(value) : String(value);
}
