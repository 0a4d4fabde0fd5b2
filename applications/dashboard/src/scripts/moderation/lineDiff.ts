/**
 * A line diff for the side-by-side revision view (issue 14 item 7): the longest common
 * subsequence of two texts' lines, as rows of left and right. Posts are short (a few hundred
 * lines at most), so the quadratic table is fine; longer texts fall back to whole-text rows.
 */
export type DiffKind = "same" | "removed" | "added" | "changed";

export interface IDiffRow {
    kind: DiffKind;
    left: string | null;
    right: string | null;
}

const MAX_CELLS = 1_000_000;

export function lineDiff(before: string, after: string): IDiffRow[] {
    const a = before ? before.split("\n") : [];
    const b = after ? after.split("\n") : [];
    if (a.length * b.length > MAX_CELLS) return before === after ? [{ kind: "same", left: before, right: after }] : [{ kind: "changed", left: before, right: after }];
    // lengths[i][j]: the common subsequence of a[i..] and b[j..].
    const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
        }
    }
    const rows: IDiffRow[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            rows.push({ kind: "same", left: a[i]!, right: b[j]! });
            i++;
            j++;
        } else if (j < b.length && (i >= a.length || lengths[i]![j + 1]! > lengths[i + 1]![j]!)) {
            rows.push({ kind: "added", left: null, right: b[j]! });
            j++;
        } else {
            rows.push({ kind: "removed", left: a[i]!, right: null });
            i++;
        }
    }
    // A removed line followed by an added one reads best as one changed row.
    const merged: IDiffRow[] = [];
    for (const row of rows) {
        const last = merged[merged.length - 1];
        if (row.kind === "added" && last?.kind === "removed" && last.right === null) {
            last.kind = "changed";
            last.right = row.right;
        } else {
            merged.push({ ...row });
        }
    }
    return merged;
}
