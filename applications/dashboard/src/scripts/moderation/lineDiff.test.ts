import { lineDiff } from "@dashboard/moderation/lineDiff";

describe("lineDiff", () => {
    it("pairs a changed line and keeps the others side by side", () => {
        expect(lineDiff("one\ntwo\nthree", "one\n2\nthree\nfour")).toEqual([
            { kind: "same", left: "one", right: "one" },
            { kind: "changed", left: "two", right: "2" },
            { kind: "same", left: "three", right: "three" },
            { kind: "added", left: null, right: "four" },
        ]);
    });

    it("shows removed lines on the left only", () => {
        expect(lineDiff("a\nb", "b")).toEqual([
            { kind: "removed", left: "a", right: null },
            { kind: "same", left: "b", right: "b" },
        ]);
    });

    it("says nothing changed for equal texts", () => {
        expect(lineDiff("same", "same").every((row) => row.kind === "same")).toBe(true);
    });
});
